/**
 * Converts a snake_case identifier to camelCase: "user_id" becomes "userId".
 */
export function snakeToCamel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
//// tests
assert.equal(snakeToCamel("user_id"), "userId");
assert.equal(snakeToCamel("a_b_c"), "aBC");
assert.equal(snakeToCamel("plain"), "plain");
