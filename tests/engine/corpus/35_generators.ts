// Red-team: generators, yield*, async generators and for await, iterable classes, closures with getters.
function* range(start: number, end: number, step = 1): Generator<number, void, undefined> {
  for (let i = start; i < end; i += step) {
    yield i;
  }
}

function* take<T>(it: Iterable<T>, n: number): IterableIterator<T> {
  let count = 0;
  for (const v of it) {
    if (count++ >= n) return;
    yield v;
  }
}

function* fib(): Generator<number> {
  let [a, b] = [0, 1];
  while (true) {
    yield a;
    [a, b] = [b, a + b];
  }
}

function* walk(tree: TreeNode): Generator<string> {
  yield tree.label;
  for (const child of tree.children ?? []) {
    yield* walk(child);
  }
}

interface TreeNode {
  label: string;
  children?: TreeNode[];
}

async function* paginate(pages: number): AsyncGenerator<number[], void, unknown> {
  for (let p = 0; p < pages; p++) {
    await new Promise((r) => setTimeout(r, 1));
    yield [p * 10, p * 10 + 1];
  }
}

class Matrix implements Iterable<number[]> {
  private rows: number[][];
  constructor(rows: number[][]) {
    this.rows = rows.map((r) => [...r]);
  }
  *[Symbol.iterator](): Iterator<number[]> {
    for (const row of this.rows) yield row;
  }
  get transposed(): Matrix {
    const cols = this.rows[0]?.length ?? 0;
    return new Matrix(Array.from({ length: cols }, (_, c) => this.rows.map((row) => row[c])));
  }
}

function counter() {
  let n = 0;
  return {
    next: () => ++n,
    reset() {
      n = 0;
    },
    get current() {
      return n;
    },
  };
}

async function main() {
  console.log([...range(0, 5)], [...take(fib(), 10)]);
  const tree: TreeNode = { label: "root", children: [{ label: "a" }, { label: "b", children: [{ label: "c" }] }] };
  console.log(Array.from(walk(tree)).join("/"));
  for await (const page of paginate(3)) {
    console.log(page.map((x) => x + 1));
  }
  const m = new Matrix([
    [1, 2],
    [3, 4],
  ]);
  for (const row of m.transposed) console.log(row.join(","));
  const c = counter();
  c.next();
  c.next();
  console.log(c.current);
  c.reset();
  const gen = range(0, 3);
  let step = gen.next();
  while (!step.done) {
    console.log(step.value.toFixed(1));
    step = gen.next();
  }
  const entries = new Map([["a", 1], ["b", 2]]).entries();
  for (const [k, v] of entries) console.log(k.repeat(v));
  const it = [1, 2, 3][Symbol.iterator]();
  console.log(it.next().value);
}

void main();
