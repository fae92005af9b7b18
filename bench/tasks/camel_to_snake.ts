/**
 * Converts a camelCase identifier to snake_case: "userId" becomes "user_id".
 */
export function camelToSnake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => "_" + c.toLowerCase());
}
//// tests
assert.equal(camelToSnake("userId"), "user_id");
assert.equal(camelToSnake("parseHTTPHeader"), "parse_h_t_t_p_header");
assert.equal(camelToSnake("plain"), "plain");
