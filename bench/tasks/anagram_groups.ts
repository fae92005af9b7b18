/**
 * Groups words that are anagrams of each other. Groups appear in the order of their first
 * word, and words keep their input order inside a group.
 */
export function anagramGroups(words: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const word of words) {
    const key = [...word].sort().join("");
    const group = groups.get(key);
    if (group) group.push(word);
    else groups.set(key, [word]);
  }
  return [...groups.values()];
}
//// tests
assert.deepEqual(anagramGroups(["eat", "tea", "tan", "ate", "nat", "bat"]), [["eat", "tea", "ate"], ["tan", "nat"], ["bat"]]);
assert.deepEqual(anagramGroups([]), []);
