/**
 * Counts how often each word occurs in `text`. Words are runs of letters, compared in lower case.
 */
export function countWords(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}
//// tests
assert.deepEqual([...countWords("The cat and the hat.")], [["the", 2], ["cat", 1], ["and", 1], ["hat", 1]]);
assert.equal(countWords("").size, 0);
