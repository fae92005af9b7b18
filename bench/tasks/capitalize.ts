/**
 * Upper-cases the first character of `word` and lower-cases the rest.
 */
export function capitalize(word: string): string {
  if (word.length === 0) return word;
  return word[0].toUpperCase() + word.slice(1).toLowerCase();
}
//// tests
assert.equal(capitalize("hELLO"), "Hello");
assert.equal(capitalize(""), "");
assert.equal(capitalize("a"), "A");
