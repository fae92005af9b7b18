// WeakMap/WeakSet/WeakRef caches, Map/Set algebra, iterables implementing Symbol.iterator by hand.

const metadata = new WeakMap<object, { created: number; tags: Set<string> }>();
const disposed = new WeakSet<object>();

function meta(target: object) {
  let entry = metadata.get(target);
  if (!entry) {
    entry = { created: Date.now(), tags: new Set() };
    metadata.set(target, entry);
  }
  return entry;
}

function dispose(target: object): void {
  if (disposed.has(target)) throw new Error("already disposed");
  disposed.add(target);
  metadata.delete(target);
}

class WeakCache<K extends object, V extends object> {
  private refs = new Map<string, WeakRef<V>>();
  private keys = new WeakMap<K, string>();
  private seq = 0;

  set(key: K, value: V): void {
    let id = this.keys.get(key);
    if (id === undefined) {
      id = `k${this.seq++}`;
      this.keys.set(key, id);
    }
    this.refs.set(id, new WeakRef(value));
  }

  get(key: K): V | undefined {
    const id = this.keys.get(key);
    return id === undefined ? undefined : this.refs.get(id)?.deref();
  }

  sweep(): number {
    let removed = 0;
    for (const [id, ref] of this.refs) {
      if (ref.deref() === undefined) {
        this.refs.delete(id);
        removed++;
      }
    }
    return removed;
  }
}

const union = <T,>(a: ReadonlySet<T>, b: ReadonlySet<T>) => new Set([...a, ...b]);
const intersection = <T,>(a: ReadonlySet<T>, b: ReadonlySet<T>) => new Set([...a].filter((x) => b.has(x)));
const difference = <T,>(a: ReadonlySet<T>, b: ReadonlySet<T>) => new Set([...a].filter((x) => !b.has(x)));

class Range implements Iterable<number> {
  constructor(
    private readonly start: number,
    private readonly end: number,
    private readonly step = 1,
  ) {
    if (step === 0) throw new RangeError("step must not be zero");
  }

  [Symbol.iterator](): Iterator<number> {
    let current = this.start;
    const { end, step } = this;
    return {
      next(): IteratorResult<number> {
        if (step > 0 ? current >= end : current <= end) {
          return { done: true, value: undefined };
        }
        const value = current;
        current += step;
        return { done: false, value };
      },
    };
  }

  map<U>(fn: (n: number) => U): U[] {
    const out: U[] = [];
    for (const n of this) out.push(fn(n));
    return out;
  }
}

class MultiMap<K, V> {
  readonly #map = new Map<K, V[]>();

  add(key: K, value: V): this {
    const bucket = this.#map.get(key);
    if (bucket) bucket.push(value);
    else this.#map.set(key, [value]);
    return this;
  }

  get(key: K): readonly V[] {
    return this.#map.get(key) ?? [];
  }

  *entries(): Generator<[K, V]> {
    for (const [k, vs] of this.#map) {
      for (const v of vs) yield [k, v];
    }
  }

  get size(): number {
    let n = 0;
    this.#map.forEach((vs) => (n += vs.length));
    return n;
  }
}

class BiMap<A, B> {
  private forward = new Map<A, B>();
  private backward = new Map<B, A>();

  set(a: A, b: B): void {
    const oldB = this.forward.get(a);
    if (oldB !== undefined) this.backward.delete(oldB);
    this.forward.set(a, b);
    this.backward.set(b, a);
  }

  getByKey = (a: A) => this.forward.get(a);
  getByValue = (b: B) => this.backward.get(b);
}

const doc = { title: "report" };
meta(doc).tags.add("draft").add("q3");
const cache = new WeakCache<object, { html: string }>();
cache.set(doc, { html: "<p>report</p>" });

const a = new Set(["x", "y", "z"]);
const b = new Set(["y", "z", "w"]);

const mm = new MultiMap<string, number>().add("odd", 1).add("even", 2).add("odd", 3);
const bi = new BiMap<string, number>();
bi.set("one", 1);
bi.set("uno", 1);

const counts = new Map<string, number>();
for (const word of "the cat and the hat and the bat".split(" ")) {
  counts.set(word, (counts.get(word) ?? 0) + 1);
}
const top = [...counts].sort(([, x], [, y]) => y - x).slice(0, 2);
const inverted = new Map([...counts].map(([k, v]) => [v, k] as const));

dispose(doc);

export const results = {
  tags: [...(metadata.get(doc)?.tags ?? [])],
  cached: cache.get(doc)?.html,
  swept: cache.sweep(),
  union: [...union(a, b)],
  both: [...intersection(a, b)],
  onlyA: [...difference(a, b)],
  range: [...new Range(10, 0, -3)],
  squares: new Range(0, 5).map((n) => n * n),
  odd: mm.get("odd"),
  pairs: Array.from(mm.entries()),
  size: mm.size,
  uno: bi.getByValue(1),
  top,
  inverted: Object.fromEntries(inverted),
  isDisposed: disposed.has(doc),
};
