/**
 * True when `text` reads the same forwards and backwards, ignoring case and any
 * character that is not a letter or a digit.
 */
export function isPalindrome(text: string): boolean {
  const cleaned = text.toLowerCase().replace(/[^a-z0-9]/g, "");
  return cleaned === cleaned.split("").reverse().join("");
}
//// tests
assert.equal(isPalindrome("A man, a plan, a canal: Panama"), true);
assert.equal(isPalindrome("hello"), false);
assert.equal(isPalindrome(""), true);
