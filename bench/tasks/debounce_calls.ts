/**
 * Given the times (in ms, ascending) at which events arrived, returns the times at which a
 * debounced handler with the given `wait` fires: after each burst, `wait` ms after its last event.
 */
export function debounceFireTimes(eventTimes: readonly number[], wait: number): number[] {
  const fires: number[] = [];
  for (let i = 0; i < eventTimes.length; i++) {
    const next = eventTimes[i + 1];
    if (next === undefined || next - eventTimes[i] >= wait) fires.push(eventTimes[i] + wait);
  }
  return fires;
}
//// tests
assert.deepEqual(debounceFireTimes([0, 10, 20, 200, 210], 50), [70, 260]);
assert.deepEqual(debounceFireTimes([], 50), []);
assert.deepEqual(debounceFireTimes([0, 100], 50), [50, 150]);
