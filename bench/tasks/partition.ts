/**
 * Splits `items` into those that satisfy `predicate` and those that do not, keeping order.
 */
export function partition<T>(items: readonly T[], predicate: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (predicate(item) ? yes : no).push(item);
  return [yes, no];
}
//// tests
assert.deepEqual(partition([1, 2, 3, 4, 5], (n) => n > 2), [[3, 4, 5], [1, 2]]);
assert.deepEqual(partition([], () => true), [[], []]);
