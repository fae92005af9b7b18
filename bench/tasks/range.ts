/**
 * Returns the integers from `start` (inclusive) to `end` (exclusive), stepping by `step`.
 * A negative step counts down. The step is never 0.
 */
export function range(start: number, end: number, step: number = 1): number[] {
  const out: number[] = [];
  if (step > 0) {
    for (let i = start; i < end; i += step) out.push(i);
  } else {
    for (let i = start; i > end; i += step) out.push(i);
  }
  return out;
}
//// tests
assert.deepEqual(range(0, 4), [0, 1, 2, 3]);
assert.deepEqual(range(1, 10, 3), [1, 4, 7]);
assert.deepEqual(range(3, 0, -1), [3, 2, 1]);
assert.deepEqual(range(2, 2), []);
