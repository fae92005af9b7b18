/**
 * Converts an integer from 1 to 3999 to a Roman numeral.
 */
export function toRoman(n: number): string {
  const table: [number, string][] = [
    [1000, "M"], [900, "CM"], [500, "D"], [400, "CD"], [100, "C"], [90, "XC"],
    [50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"],
  ];
  let out = "";
  for (const [value, symbol] of table) {
    while (n >= value) {
      out += symbol;
      n -= value;
    }
  }
  return out;
}
//// tests
assert.equal(toRoman(1994), "MCMXCIV");
assert.equal(toRoman(4), "IV");
assert.equal(toRoman(3999), "MMMCMXCIX");
