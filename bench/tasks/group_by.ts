/**
 * Groups `items` by the key that `keyOf` returns, keeping the original order inside each group.
 */
export function groupBy<T, K extends string>(items: readonly T[], keyOf: (item: T) => K): Record<K, T[]> {
  const groups = {} as Record<K, T[]>;
  for (const item of items) {
    const key = keyOf(item);
    (groups[key] ??= []).push(item);
  }
  return groups;
}
//// tests
assert.deepEqual(groupBy([1, 2, 3, 4], (n) => (n % 2 === 0 ? "even" : "odd")), { odd: [1, 3], even: [2, 4] });
assert.deepEqual(groupBy([], () => "x"), {});
