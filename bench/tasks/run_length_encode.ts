/**
 * Run-length encodes a string: "aaabcc" becomes "3a1b2c".
 */
export function runLengthEncode(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    let j = i;
    while (j < text.length && text[j] === text[i]) j++;
    out += `${j - i}${text[i]}`;
    i = j;
  }
  return out;
}
//// tests
assert.equal(runLengthEncode("aaabcc"), "3a1b2c");
assert.equal(runLengthEncode(""), "");
assert.equal(runLengthEncode("z"), "1z");
