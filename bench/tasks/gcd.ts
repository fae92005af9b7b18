/**
 * Greatest common divisor of two non-negative integers (gcd(0, 0) is 0).
 */
export function gcd(a: number, b: number): number {
  while (b !== 0) {
    [a, b] = [b, a % b];
  }
  return a;
}
//// tests
assert.equal(gcd(12, 18), 6);
assert.equal(gcd(7, 13), 1);
assert.equal(gcd(0, 5), 5);
assert.equal(gcd(0, 0), 0);
