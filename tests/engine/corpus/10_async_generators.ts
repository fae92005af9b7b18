export async function fetchAll(urls: string[]): Promise<number[]> {
  const results = await Promise.all(urls.map(async (u) => u.length));
  for await (const n of numbers(3)) {
    results.push(n);
  }
  return results;
}

export async function* numbers(limit: number): AsyncGenerator<number> {
  for (let i = 0; i < limit; i++) {
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    yield i;
  }
}

export function* range(start: number, end: number): Generator<number, string, boolean | undefined> {
  let i = start;
  while (i < end) {
    const stop = yield i++;
    if (stop) break;
  }
  yield* [100, 200];
  return "done";
}

export const asyncArrow = async (x: number) => (await Promise.resolve(x)) * 2;
export const asyncArrowNoParens = async (y: number) => y;
const obj = {
  async method() {
    return 1;
  },
  *gen() {
    yield 1;
  },
  async *agen() {
    yield await Promise.resolve(2);
  },
};
const genExpr = function* named() {
  yield 0;
};
export const all = [obj, genExpr];
const async = 5;
export const notKeyword = async + 1;
