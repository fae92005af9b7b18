/**
 * Shortens `text` to at most `maxLength` characters; when it is cut, the last three
 * characters of the result are "...". `maxLength` is at least 3.
 */
export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return text.slice(0, maxLength - 3) + "...";
}
//// tests
assert.equal(truncate("hello world", 8), "hello...");
assert.equal(truncate("short", 10), "short");
assert.equal(truncate("abcdef", 6), "abcdef");
