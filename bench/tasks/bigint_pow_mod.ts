/**
 * (base ** exponent) % modulus for non-negative bigints, by square-and-multiply.
 */
export function powMod(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n % modulus;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}
//// tests
assert.equal(powMod(2n, 10n, 1000n), 24n);
assert.equal(powMod(3n, 200n, 1000000007n), 3n ** 200n % 1000000007n);
assert.equal(powMod(5n, 0n, 7n), 1n);
