/**
 * Composes functions right to left: compose(f, g)(x) is f(g(x)). With no functions it is the identity.
 */
export function compose<T>(...fns: Array<(value: T) => T>): (value: T) => T {
  return (value: T) => fns.reduceRight((acc, fn) => fn(acc), value);
}
//// tests
const inc = (n: number) => n + 1;
const double = (n: number) => n * 2;
assert.equal(compose(inc, double)(5), 11);
assert.equal(compose(double, inc)(5), 12);
assert.equal(compose<number>()(5), 5);
