// A file with Windows line endings.
export function crlf(a: number,
  b: number): number {
  const text = `multi
line`;
  // comment
  /* block
     comment */
  return a + b + text.length;
}

export const s = "x" +
  "y";
