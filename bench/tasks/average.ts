/**
 * Returns the arithmetic mean of the numbers, or undefined when the array is empty.
 */
export function average(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  return values.reduce((a, b) => a + b, 0) / values.length;
}
//// tests
assert.equal(average([]), undefined);
assert.equal(average([2, 4]), 3);
assert.equal(average([5]), 5);
