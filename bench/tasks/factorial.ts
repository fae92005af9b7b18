/**
 * Returns n! for a non-negative integer n (0! is 1).
 */
export function factorial(n: number): number {
  let result = 1;
  for (let i = 2; i <= n; i++) result *= i;
  return result;
}
//// tests
assert.equal(factorial(0), 1);
assert.equal(factorial(5), 120);
assert.equal(factorial(10), 3628800);
