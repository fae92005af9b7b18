/**
 * Returns the item with the largest score, the first one on ties, or undefined for an empty array.
 */
export function maxBy<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = -Infinity;
  for (const item of items) {
    const s = score(item);
    if (best === undefined || s > bestScore) {
      best = item;
      bestScore = s;
    }
  }
  return best;
}
//// tests
assert.equal(maxBy(["a", "abc", "ab"], (s) => s.length), "abc");
assert.equal(maxBy([], (n: number) => n), undefined);
assert.equal(maxBy([1, 3, 3], (n) => n), 3);
