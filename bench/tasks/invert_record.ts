/**
 * Swaps keys and values: { a: "x", b: "y" } becomes { x: "a", y: "b" }.
 */
export function invert(record: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) out[value] = key;
  return out;
}
//// tests
assert.deepEqual(invert({ a: "x", b: "y" }), { x: "a", y: "b" });
assert.deepEqual(invert({}), {});
