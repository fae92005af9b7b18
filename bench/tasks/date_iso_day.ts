/**
 * The calendar day of a timestamp in UTC as "YYYY-MM-DD".
 */
export function isoDay(date: Date): string {
  const y = date.getUTCFullYear();
  const m = String(date.getUTCMonth() + 1).padStart(2, "0");
  const d = String(date.getUTCDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}
//// tests
assert.equal(isoDay(new Date(Date.UTC(2024, 1, 29, 23, 59))), "2024-02-29");
assert.equal(isoDay(new Date(0)), "1970-01-01");
