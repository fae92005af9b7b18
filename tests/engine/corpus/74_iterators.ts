// Iterators and generators: `function*`, `yield*`, `Symbol.iterator`, async generators and `for await`.
class Range implements Iterable<number> {
  constructor(
    private readonly start: number,
    private readonly end: number,
    private readonly step = 1,
  ) {
    if (step === 0) throw new RangeError("step must not be 0");
  }

  *[Symbol.iterator](): Iterator<number> {
    for (let i = this.start; this.step > 0 ? i < this.end : i > this.end; i += this.step) yield i;
  }

  get length(): number {
    return Math.max(0, Math.ceil((this.end - this.start) / this.step));
  }
}

function* take<T>(source: Iterable<T>, n: number): Generator<T, void, undefined> {
  if (n <= 0) return;
  let i = 0;
  for (const item of source) {
    yield item;
    if (++i >= n) return;
  }
}

function* chain<T>(...sources: Iterable<T>[]): Generator<T> {
  for (const s of sources) yield* s;
}

function* naturals(): Generator<number, never, unknown> {
  let n = 0;
  while (true) yield n++;
}

function* zip<A, B>(a: Iterable<A>, b: Iterable<B>): Generator<[A, B]> {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done || y.done) return;
    yield [x.value, y.value];
  }
}

function* accumulate(): Generator<number, string, number | undefined> {
  let total = 0;
  let next: number | undefined;
  while ((next = yield total) !== undefined) total += next;
  return `total=${total}`;
}

class Tree<T> {
  readonly children: Tree<T>[] = [];
  constructor(readonly value: T) {}
  add(...values: T[]): this {
    for (const v of values) this.children.push(new Tree(v));
    return this;
  }
  *depthFirst(): IterableIterator<T> {
    yield this.value;
    for (const child of this.children) yield* child.depthFirst();
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function* ticks(count: number, interval = 1): AsyncGenerator<{ n: number; at: number }> {
  for (let n = 0; n < count; n++) {
    await sleep(interval);
    yield { n, at: Date.now() };
  }
}

async function* mapAsync<T, U>(source: AsyncIterable<T>, fn: (item: T) => U | Promise<U>): AsyncIterableIterator<U> {
  for await (const item of source) yield await fn(item);
}

const lines = {
  data: ["alpha", "beta", "gamma"],
  async *[Symbol.asyncIterator]() {
    for (const line of this.data) yield line;
  },
};

async function main(): Promise<void> {
  const evens = [...take(new Range(0, 100, 2), 5)];
  const mixed = Array.from(chain(new Range(3, 0, -1), [10, 20]));
  const pairs = [...zip(take(naturals(), 3), "xyz")];
  const acc = accumulate();
  acc.next();
  acc.next(5);
  acc.next(7);
  const done = acc.next(undefined);
  const tree = new Tree("root").add("a", "b");
  tree.children[0].add("a1", "a2");
  const order = [...tree.depthFirst()].join(">");
  let last = -1;
  for await (const tick of ticks(3)) last = tick.n;
  const lengths: number[] = [];
  for await (const len of mapAsync(lines, async (l) => l.length)) lengths.push(len);
  console.log(evens, mixed, pairs, done.done ? done.value : "", order, last, lengths, new Range(0, 10, 3).length);
}

main().catch((err: unknown) => console.error(err));
