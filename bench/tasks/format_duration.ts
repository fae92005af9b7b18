/**
 * Formats a number of seconds as "h:mm:ss", or "m:ss" when under an hour.
 */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, "0");
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, "0")}:${ss}`;
  return `${minutes}:${ss}`;
}
//// tests
assert.equal(formatDuration(5), "0:05");
assert.equal(formatDuration(125), "2:05");
assert.equal(formatDuration(3725), "1:02:05");
