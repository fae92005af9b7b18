/**
 * Returns the index of `target` in the ascending array `sorted`, or -1 when it is absent.
 */
export function binarySearch(sorted: readonly number[], target: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] === target) return mid;
    if (sorted[mid] < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
//// tests
assert.equal(binarySearch([1, 3, 5, 7, 9], 7), 3);
assert.equal(binarySearch([1, 3, 5], 4), -1);
assert.equal(binarySearch([], 1), -1);
