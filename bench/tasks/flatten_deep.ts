export type Nested<T> = T | Nested<T>[];

/**
 * Flattens arbitrarily nested arrays into one flat array, depth first.
 */
export function flattenDeep<T>(value: Nested<T>): T[] {
  if (!Array.isArray(value)) return [value];
  return value.flatMap((inner) => flattenDeep(inner));
}
//// tests
assert.deepEqual(flattenDeep<number>([1, [2, [3, [4]]], 5]), [1, 2, 3, 4, 5]);
assert.deepEqual(flattenDeep<number>([]), []);
assert.deepEqual(flattenDeep(7), [7]);
