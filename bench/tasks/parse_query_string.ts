/**
 * Parses "a=1&b=two" into { a: "1", b: "two" }. Keys and values are URI-decoded; a key
 * without "=" maps to "". A leading "?" is ignored.
 */
export function parseQuery(query: string): Record<string, string> {
  const result: Record<string, string> = {};
  const body = query.startsWith("?") ? query.slice(1) : query;
  if (body === "") return result;
  for (const part of body.split("&")) {
    const [key, value = ""] = part.split("=");
    result[decodeURIComponent(key)] = decodeURIComponent(value);
  }
  return result;
}
//// tests
assert.deepEqual(parseQuery("?a=1&b=two"), { a: "1", b: "two" });
assert.deepEqual(parseQuery("x&y=%20z"), { x: "", y: " z" });
assert.deepEqual(parseQuery(""), {});
