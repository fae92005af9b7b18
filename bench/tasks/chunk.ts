/**
 * Splits `items` into consecutive arrays of length `size` (the last may be shorter).
 */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}
//// tests
assert.deepEqual(chunk([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]]);
assert.deepEqual(chunk([], 3), []);
assert.deepEqual(chunk(["a", "b"], 5), [["a", "b"]]);
