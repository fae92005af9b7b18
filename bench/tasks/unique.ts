/**
 * Returns the distinct values of `items` in the order of their first occurrence.
 */
export function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
//// tests
assert.deepEqual(unique([3, 1, 3, 2, 1]), [3, 1, 2]);
assert.deepEqual(unique([]), []);
assert.deepEqual(unique(["a", "a"]), ["a"]);
