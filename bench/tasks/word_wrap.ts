/**
 * Wraps `text` into lines of at most `width` characters, breaking only at spaces.
 * A word longer than `width` gets a line of its own.
 */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter((w) => w.length > 0)) {
    if (line === "") line = word;
    else if (line.length + 1 + word.length <= width) line += " " + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}
//// tests
assert.deepEqual(wrap("the quick brown fox jumps", 10), ["the quick", "brown fox", "jumps"]);
assert.deepEqual(wrap("extraordinarily long", 5), ["extraordinarily", "long"]);
assert.deepEqual(wrap("", 5), []);
