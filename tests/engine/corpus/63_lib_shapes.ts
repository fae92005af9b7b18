// Values handed to lib interface types: Iterable, ArrayLike, PromiseLike, Error, Date-likes, constructors.
class Range implements Iterable<number> {
  constructor(private readonly start: number, private readonly end: number, private readonly step = 1) {}
  *[Symbol.iterator](): Iterator<number> {
    for (let v = this.start; v < this.end; v += this.step) yield v;
  }
  get length(): number {
    return Math.max(0, Math.ceil((this.end - this.start) / this.step));
  }
}

class HttpError extends Error {
  constructor(message: string, public readonly status: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "HttpError";
  }
  get retryable(): boolean {
    return this.status >= 500;
  }
}

function total(xs: Iterable<number>): number {
  let sum = 0;
  for (const x of xs) sum += x;
  return sum;
}

function lastOf<T>(xs: ArrayLike<T>): T | undefined {
  return xs.length > 0 ? xs[xs.length - 1] : undefined;
}

function report(e: Error): string {
  return `${e.name}: ${e.message}${e.cause !== undefined ? ` (cause: ${String(e.cause)})` : ""}`;
}

async function settle<T>(p: PromiseLike<T>): Promise<T | undefined> {
  try {
    return await p;
  } catch {
    return undefined;
  }
}

const iterables: Iterable<number>[] = [[1, 2, 3], new Set([4, 5]), new Range(0, 4), new Uint8Array([6, 7]), new Map([[1, 8]]).values()];
const likes: ArrayLike<string>[] = ["xyz", ["a", "b"], { length: 1, 0: "only" }];
const chars: Iterable<string> = "hello";
const errors: Error[] = [new HttpError("bad gateway", 502), new TypeError("nope"), new RangeError("far", { cause: 3 }), { name: "Plain", message: "object" }];
const stamp: { getTime(): number; toISOString(): string } = new Date(0);
const lengthy: { length: number }[] = ["abc", [1, 2], new Range(0, 3), (a: number, b: number) => a + b];
const lookups: { get(k: string): number | undefined; has(k: string): boolean }[] = [new Map([["a", 1]])];
const ctor: new (message?: string) => Error = TypeError;
const ctorName: string = ctor.name;
const made = new ctor("from ctor");
const factory: { new (s: number, e: number): Range; prototype: Range } = Range;
const fnLike: Function = report;
const pl: PromiseLike<number> = Promise.resolve(41).then((n) => n + 1);
const custom: PromiseLike<string> = {
  then(onFulfilled, onRejected) {
    return Promise.resolve("custom").then(onFulfilled, onRejected);
  },
};
type Inner = Awaited<Promise<Promise<readonly string[]>>>;
const inner: Inner = ["deep"];
type Loaded = Awaited<ReturnType<typeof settle<number>>>;
const loaded: Loaded = Math.random() > 0.5 ? 1 : undefined;

async function main() {
  const a = await settle(pl);
  const b = await settle(custom);
  const c = await settle(Promise.reject(new HttpError("down", 503)));
  console.log(a, b, c, inner, loaded);
}

console.log(iterables.map(total), likes.map((l) => lastOf(l)), [...chars].length, errors.map(report));
console.log(stamp.getTime(), lengthy.map((l) => l.length), lookups[0].get("a"), ctorName, report(made), new factory(1, 3).length);
console.log(typeof fnLike, fnLike.name, Range.name, HttpError.length, errors.filter((e): e is HttpError => e instanceof HttpError).map((e) => e.retryable));
void main();
