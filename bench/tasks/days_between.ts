/**
 * Whole days from `from` to `to` (UTC calendar days; negative when `to` is earlier).
 */
export function daysBetween(from: Date, to: Date): number {
  const dayMs = 24 * 60 * 60 * 1000;
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  return Math.round((end - start) / dayMs);
}
//// tests
assert.equal(daysBetween(new Date("2024-01-01T10:00:00Z"), new Date("2024-03-01T01:00:00Z")), 60);
assert.equal(daysBetween(new Date("2024-01-02T00:00:00Z"), new Date("2024-01-01T23:00:00Z")), -1);
