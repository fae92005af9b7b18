export const numbers = [0, 1, 1.5, .5, 5., 1e10, 1E-3, 2.5e+3, 0x1F, 0XaB, 0o17, 0O7, 0b1010, 0B1, 1_000_000];
export const methodsOnNumbers = [0xff_ff.toString(), 1..toString(), 1.5.toFixed(1), 2 .toString()];
export const bigints = [0n, 123n, 0x1Fn, 0o7n, 0b11n, 1_000n];
export const strings = ['single', "double", 'it\'s', "say \"hi\"", "tab\tnew\nline", "\u00e9\u{1F600}\x41\0", "line\
continued", ''];
export const regexes = [
  /ab+c/,
  /[/\]]+/g,
  /^\d{3}-\d{4}$/gimsuy,
  /(?<year>\d{4})-(?<month>\d{2})/u,
  /\/\*.*?\*\//,
  /a|b|[^c-e]/u,
  /(?=x)(?!y)(?<=z)(?<!w)/,
];
export const divide = 10 / 2 / 5;
export const divAfterParen = (10) / 2;
export const divAfterIndex = numbers[0]! / 2;
export const regexAfterReturn = (() => {
  return /x/.test("x");
})();
export const regexInCall = "a/b".split(/\//);
export const regexAfterOperator = "x" + /y/.source;
export const templates = [`plain`, `with ${1 + 1} value`, `escaped \` backtick and \${not}`];
export const keywordsAsProps = { if: 1, class: 2, new: 3, default: 4, null: 5, true: 6, function: 7 };
export const access = keywordsAsProps.class + keywordsAsProps.new + keywordsAsProps.default;
export const literalTypes: [null, undefined, true, false, "s", 1] = [null, undefined, true, false, "s", 1];
export const thisAndSuper = typeof globalThis;
