/**
 * True when every (, [ and { in `text` is closed by the matching bracket in the right order.
 * Other characters are ignored.
 */
export function isBalanced(text: string): boolean {
  const pairs: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
  const stack: string[] = [];
  for (const ch of text) {
    if (ch === "(" || ch === "[" || ch === "{") stack.push(ch);
    else if (ch in pairs) {
      if (stack.pop() !== pairs[ch]) return false;
    }
  }
  return stack.length === 0;
}
//// tests
assert.equal(isBalanced("f(a[1], {b: 2})"), true);
assert.equal(isBalanced("(]"), false);
assert.equal(isBalanced("(("), false);
assert.equal(isBalanced(""), true);
