/**
 * Pads `value` on the left with `fill` characters until it is `width` characters long.
 */
export function padLeft(value: string | number, width: number, fill: string = " "): string {
  let text = String(value);
  while (text.length < width) text = fill + text;
  return text;
}
//// tests
assert.equal(padLeft(7, 3, "0"), "007");
assert.equal(padLeft("ab", 4), "  ab");
assert.equal(padLeft("long", 2), "long");
