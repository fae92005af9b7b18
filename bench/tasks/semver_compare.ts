/**
 * Compares two versions "MAJOR.MINOR.PATCH" numerically: negative when a < b, 0 when equal,
 * positive when a > b.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    if (pa[i] !== pb[i]) return pa[i] - pb[i];
  }
  return 0;
}
//// tests
assert.ok(compareVersions("1.10.0", "1.9.9") > 0);
assert.ok(compareVersions("0.1.2", "0.2.0") < 0);
assert.equal(compareVersions("2.0.0", "2.0.0"), 0);
