/**
 * Converts "#rrggbb" or "#rgb" (case-insensitive) to [r, g, b]; returns null for anything else.
 */
export function parseHexColor(color: string): [number, number, number] | null {
  let hex = color.startsWith("#") ? color.slice(1) : "";
  if (/^[0-9a-f]{3}$/i.test(hex)) hex = [...hex].map((c) => c + c).join("");
  if (!/^[0-9a-f]{6}$/i.test(hex)) return null;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}
//// tests
assert.deepEqual(parseHexColor("#ff8000"), [255, 128, 0]);
assert.deepEqual(parseHexColor("#0aF"), [0, 170, 255]);
assert.equal(parseHexColor("ff8000"), null);
assert.equal(parseHexColor("#12345"), null);
