/**
 * Flattens one level of nesting: [[1, 2], [3]] becomes [1, 2, 3].
 */
export function flattenOnce<T>(nested: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  for (const inner of nested) out.push(...inner);
  return out;
}
//// tests
assert.deepEqual(flattenOnce([[1, 2], [3], []]), [1, 2, 3]);
assert.deepEqual(flattenOnce<string>([]), []);
