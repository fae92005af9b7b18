/**
 * Transposes a rectangular matrix given as an array of rows.
 */
export function transpose(matrix: readonly (readonly number[])[]): number[][] {
  if (matrix.length === 0) return [];
  return matrix[0].map((_, col) => matrix.map((row) => row[col]));
}
//// tests
assert.deepEqual(transpose([[1, 2, 3], [4, 5, 6]]), [[1, 4], [2, 5], [3, 6]]);
assert.deepEqual(transpose([]), []);
