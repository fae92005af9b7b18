/**
 * Merges two ascending arrays into one ascending array.
 */
export function mergeSorted(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] <= b[j]) out.push(a[i++]);
    else out.push(b[j++]);
  }
  return out.concat(a.slice(i), b.slice(j));
}
//// tests
assert.deepEqual(mergeSorted([1, 4, 6], [2, 3, 7]), [1, 2, 3, 4, 6, 7]);
assert.deepEqual(mergeSorted([], [1]), [1]);
