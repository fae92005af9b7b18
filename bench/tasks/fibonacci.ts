/**
 * Returns the n-th Fibonacci number, with fibonacci(0) = 0 and fibonacci(1) = 1.
 */
export function fibonacci(n: number): number {
  let a = 0;
  let b = 1;
  for (let i = 0; i < n; i++) {
    [a, b] = [b, a + b];
  }
  return a;
}
//// tests
assert.equal(fibonacci(0), 0);
assert.equal(fibonacci(1), 1);
assert.equal(fibonacci(10), 55);
assert.equal(fibonacci(30), 832040);
