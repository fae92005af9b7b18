// A tokenizer and a grid search: loops of every kind, labels, destructuring with defaults and renames.
type TokenKind = "num" | "ident" | "op" | "str";
interface Token {
  kind: TokenKind;
  text: string;
  pos: readonly [line: number, col: number];
}

const OPS = new Set(["+", "-", "*", "/", "(", ")", "=", "=="]);

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let line = 1, col = 1;
  scan: for (let i = 0, n = src.length; i < n; ) {
    const ch = src[i];
    if (ch === "\n") { line++; col = 1; i++; continue scan; }
    if (/\s/.test(ch)) { col++; i++; continue; }
    for (const op of ["==", "+", "-", "*", "/", "(", ")", "="]) {
      if (src.startsWith(op, i) && OPS.has(op)) {
        out.push({ kind: "op", text: op, pos: [line, col] });
        i += op.length; col += op.length;
        continue scan;
      }
    }
    let j = i;
    if (/\d/.test(ch)) {
      while (j < n && /[\d.]/.test(src[j])) j++;
      out.push({ kind: "num", text: src.slice(i, j), pos: [line, col] });
    } else if (ch === '"') {
      for (j = i + 1; j < n && src[j] !== '"'; j++);
      out.push({ kind: "str", text: src.slice(i + 1, j), pos: [line, col] });
      j++;
    } else {
      while (j < n && /\w/.test(src[j])) j++;
      if (j === i) j++;
      out.push({ kind: "ident", text: src.slice(i, j), pos: [line, col] });
    }
    col += j - i;
    i = j;
  }
  return out;
}

const tokens = tokenize('x = 12 + y\nname == "ada"');
for (const { kind, text: value, pos: [ln, cl] } of tokens) console.log(`${ln}:${cl} ${kind} ${value}`);
const [firstTok, secondTok = firstTok, ...restToks] = tokens;
const { kind: firstKind = "op", text = "" } = firstTok ?? {};
const counts: Partial<Record<TokenKind, number>> = {};
for (const t of tokens) counts[t.kind] = (counts[t.kind] ?? 0) + 1;
for (const k in counts) if (Object.prototype.hasOwnProperty.call(counts, k)) console.log(k.padEnd(6), counts[k as TokenKind]);

const grid: readonly (readonly number[])[] = [
  [1, 2, 3],
  [4, 0, 6],
  [7, 8, 9],
];

function findZero(g: typeof grid): [row: number, col: number] | null {
  let found: [number, number] | null = null;
  outer: for (let r = 0; r < g.length; r++) {
    for (let c = 0; c < g[r].length; c++) {
      if (g[r][c] === 0) {
        found = [r, c];
        break outer;
      }
    }
  }
  return found;
}

const zero = findZero(grid);
if (zero) {
  const [zr, zc] = zero;
  console.log(`zero at ${zr},${zc}`);
}

let sum = 0;
for (const row of grid) for (const v of row) sum += v;
let countdown = 3;
while (countdown--) sum -= 1;
do sum++; while (sum % 5 !== 0);
for (const [i, ch] of [..."abc"].entries()) console.log(i.toFixed(0), ch.toUpperCase());
for (const [key, val] of new Map<string, number[]>([["a", [1]], ["b", [2, 3]]])) console.log(key, val.length);
for (let node: { next?: typeof node; v: number } | undefined = { v: 1, next: { v: 2 } }; node; node = node.next) sum += node.v;
block: {
  if (sum > 100) break block;
  sum *= 2;
}
console.log(sum, secondTok, restToks.length, firstKind, text);
