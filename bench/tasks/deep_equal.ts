/**
 * Structural equality of JSON-like values: primitives by ===, arrays element-wise,
 * plain objects by their own keys and values.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
//// tests
assert.equal(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }), true);
assert.equal(deepEqual({ a: 1 }, { a: 2 }), false);
assert.equal(deepEqual([1], { 0: 1 }), false);
assert.equal(deepEqual(null, null), true);
