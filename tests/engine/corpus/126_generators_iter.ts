// Iterators and generators: a lazy sequence class over generator functions, a range with
// Symbol.iterator, zip/chunk/window helpers, and a recursive tree walk with yield*.

class Range implements Iterable<number> {
  constructor(private readonly start: number, private readonly end: number, private readonly step = 1) {
    if (step === 0) throw new Error("step must not be zero");
  }

  *[Symbol.iterator](): Iterator<number> {
    if (this.step > 0) {
      for (let i = this.start; i < this.end; i += this.step) yield i;
    } else {
      for (let i = this.start; i > this.end; i += this.step) yield i;
    }
  }

  get length(): number {
    return Math.max(0, Math.ceil((this.end - this.start) / this.step));
  }
}

class Seq<T> implements Iterable<T> {
  constructor(private readonly source: () => Iterable<T>) {}

  static of<U>(items: Iterable<U>): Seq<U> {
    return new Seq(() => items);
  }

  [Symbol.iterator](): Iterator<T> {
    return this.source()[Symbol.iterator]();
  }

  map<U>(fn: (x: T, i: number) => U): Seq<U> {
    const src = this.source;
    return new Seq(function* () {
      let i = 0;
      for (const x of src()) yield fn(x, i++);
    });
  }

  filter(pred: (x: T) => boolean): Seq<T> {
    const src = this.source;
    return new Seq(function* () {
      for (const x of src()) if (pred(x)) yield x;
    });
  }

  take(n: number): Seq<T> {
    const src = this.source;
    return new Seq(function* () {
      if (n <= 0) return;
      let taken = 0;
      for (const x of src()) {
        yield x;
        if (++taken >= n) return;
      }
    });
  }

  toArray(): T[] {
    return [...this];
  }

  first(): T | undefined {
    for (const x of this) return x;
    return undefined;
  }
}

function* naturals(from = 0): Generator<number, never, unknown> {
  let n = from;
  while (true) yield n++;
}

function* zip<A, B>(as: Iterable<A>, bs: Iterable<B>): Generator<[A, B]> {
  const ib = bs[Symbol.iterator]();
  for (const a of as) {
    const next = ib.next();
    if (next.done) return;
    yield [a, next.value];
  }
}

function* chunk<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let buf: T[] = [];
  for (const x of items) {
    buf.push(x);
    if (buf.length === size) {
      yield buf;
      buf = [];
    }
  }
  if (buf.length > 0) yield buf;
}

interface TreeNode<T> {
  value: T;
  children?: TreeNode<T>[];
}

function* walk<T>(node: TreeNode<T>, depth = 0): Generator<[T, number]> {
  yield [node.value, depth];
  for (const child of node.children ?? []) {
    yield* walk(child, depth + 1);
  }
}

function* counter(): Generator<number, string, number | undefined> {
  let total = 0;
  while (total < 10) {
    const inc = yield total;
    total += inc ?? 1;
  }
  return `done at ${total}`;
}

const evens = Seq.of(naturals()).filter((n) => n % 2 === 0).map((n) => n * n).take(5);
console.log(evens.toArray(), evens.first());
console.log([...new Range(10, 0, -3)], new Range(0, 10, 4).length);
for (const [n, letter] of zip(new Range(1, 100), "abc")) console.log(n, letter);
console.log([...chunk("abcdefg", 3)].map((c) => c.join("")));

const tree: TreeNode<string> = {
  value: "root",
  children: [{ value: "a", children: [{ value: "a1" }] }, { value: "b" }],
};
for (const [v, d] of walk(tree)) console.log(" ".repeat(d * 2) + v);

const gen = counter();
let step = gen.next();
while (!step.done) {
  step = gen.next(step.value > 4 ? 3 : undefined);
}
console.log(step.value.toUpperCase());
