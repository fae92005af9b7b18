export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/**
 * Parses a base-10 integer (optional leading "-", digits only). On bad input, returns
 * an error whose message is `not an integer: <text>`.
 */
export function parseInteger(text: string): Result<number, string> {
  if (!/^-?\d+$/.test(text)) return { ok: false, error: `not an integer: ${text}` };
  return { ok: true, value: Number.parseInt(text, 10) };
}
//// tests
assert.deepEqual(parseInteger("-42"), { ok: true, value: -42 });
assert.deepEqual(parseInteger("4.2"), { ok: false, error: "not an integer: 4.2" });
assert.deepEqual(parseInteger(""), { ok: false, error: "not an integer: " });
