/**
 * Wraps a one-argument function so that each distinct argument is computed only once.
 */
export function memoize<A, R>(f: (arg: A) => R): (arg: A) => R {
  const cache = new Map<A, R>();
  return (arg: A): R => {
    if (!cache.has(arg)) cache.set(arg, f(arg));
    return cache.get(arg) as R;
  };
}
//// tests
let calls = 0;
const square = memoize((n: number) => {
  calls++;
  return n * n;
});
assert.equal(square(3), 9);
assert.equal(square(3), 9);
assert.equal(square(4), 16);
assert.equal(calls, 2);
