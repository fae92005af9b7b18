const source = { a: 1, b: { c: [1, 2, 3] }, "quoted-key": true, rest1: 1, rest2: 2 };
const { a, b: { c: [first, , third = 0, ...others] }, "quoted-key": quoted, ...rest } = source;
const [x = 1, [y, z] = [2, 3], { w } = { w: 4 }] = [undefined, undefined, undefined] as [number?, [number, number]?, { w: number }?];

let m: number, n: number;
[m, n] = [1, 2];
[m, n] = [n, m];
({ a: m, b: n = 0 } = { a: 5 } as { a: number; b?: number });

function params({ p = 1, q }: { p?: number; q: string }, [r, s]: [number, string] = [0, ""], ...tail: number[]): string {
  return `${p}${q}${r}${s}${tail.length}`;
}

const arrowParams = ({ k }: { k: number }, [l]: number[]) => k + (l ?? 0);

for (const [key, value] of Object.entries({ one: 1 })) {
  console.log(key, value);
}

for (const { length } of ["ab", "c"]) {
  console.log(length);
}

const spread = { ...source, extra: [...[1, 2], ...new Set([3])] };
const fnSpread = Math.max(...[1, 2, 3], 4);

export const all = [a, first, third, others, quoted, rest, x, y, z, w, m, n, params({ q: "" }), arrowParams({ k: 1 }, []), spread, fnSpread];
