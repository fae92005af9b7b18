/**
 * Multiplies an n×m matrix by an m×p matrix (arrays of rows).
 */
export function multiply(a: readonly number[][], b: readonly number[][]): number[][] {
  return a.map((row) =>
    b[0].map((_, j) => row.reduce((sum, value, k) => sum + value * b[k][j], 0)),
  );
}
//// tests
assert.deepEqual(multiply([[1, 2], [3, 4]], [[5, 6], [7, 8]]), [[19, 22], [43, 50]]);
assert.deepEqual(multiply([[1, 0, 2]], [[1], [2], [3]]), [[7]]);
