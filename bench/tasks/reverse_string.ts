/**
 * Returns the string with its characters in reverse order.
 */
export function reverseString(text: string): string {
  return text.split("").reverse().join("");
}
//// tests
assert.equal(reverseString("abc"), "cba");
assert.equal(reverseString(""), "");
assert.equal(reverseString("ab ba!"), "!ab ba");
