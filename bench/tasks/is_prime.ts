/**
 * True when n is a prime number.
 */
export function isPrime(n: number): boolean {
  if (n < 2 || !Number.isInteger(n)) return false;
  for (let d = 2; d * d <= n; d++) {
    if (n % d === 0) return false;
  }
  return true;
}
//// tests
assert.equal(isPrime(2), true);
assert.equal(isPrime(1), false);
assert.equal(isPrime(97), true);
assert.equal(isPrime(91), false);
