/**
 * Returns the sum of all numbers in the array (0 for an empty array).
 */
export function sum(values: number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
//// tests
assert.equal(sum([]), 0);
assert.equal(sum([1, 2, 3]), 6);
assert.equal(sum([-1, 1.5]), 0.5);
