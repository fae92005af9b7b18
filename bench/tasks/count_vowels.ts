/**
 * Counts the vowels (a, e, i, o, u, in either case) in `text`.
 */
export function countVowels(text: string): number {
  let count = 0;
  for (const ch of text.toLowerCase()) {
    if ("aeiou".includes(ch)) count++;
  }
  return count;
}
//// tests
assert.equal(countVowels("Hello World"), 3);
assert.equal(countVowels("xyz"), 0);
assert.equal(countVowels("AEIOU"), 5);
