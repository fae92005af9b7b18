// An LRU cache and a binary-heap priority queue: generics with constraints, iterators, private fields, static factories.
class LRU<K, V> implements Iterable<[K, V]> {
  #map = new Map<K, V>();
  #hits = 0;
  #misses = 0;

  constructor(readonly capacity: number, private readonly onEvict?: (key: K, value: V) => void) {
    if (capacity <= 0) throw new RangeError(`capacity must be positive, got ${capacity}`);
  }

  static of<K, V>(entries: Iterable<readonly [K, V]>, capacity = 16): LRU<K, V> {
    const cache = new LRU<K, V>(capacity);
    for (const [k, v] of entries) cache.set(k, v);
    return cache;
  }

  get(key: K): V | undefined {
    if (!this.#map.has(key)) {
      this.#misses++;
      return undefined;
    }
    const value = this.#map.get(key) as V;
    this.#map.delete(key);
    this.#map.set(key, value);
    this.#hits++;
    return value;
  }

  set(key: K, value: V): this {
    if (this.#map.has(key)) this.#map.delete(key);
    else if (this.#map.size >= this.capacity) {
      const oldest = this.#map.keys().next();
      if (!oldest.done) {
        const evicted = this.#map.get(oldest.value) as V;
        this.#map.delete(oldest.value);
        this.onEvict?.(oldest.value, evicted);
      }
    }
    this.#map.set(key, value);
    return this;
  }

  get stats(): { hits: number; misses: number; ratio: number } {
    const total = this.#hits + this.#misses;
    return { hits: this.#hits, misses: this.#misses, ratio: total === 0 ? 0 : this.#hits / total };
  }

  *[Symbol.iterator](): Iterator<[K, V]> {
    yield* this.#map.entries();
  }
}

type Comparator<T> = (a: T, b: T) => number;

class Heap<T> {
  private readonly items: T[] = [];
  constructor(private readonly cmp: Comparator<T>) {}

  static min<T extends number | string>(): Heap<T> {
    return new Heap<T>((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  get size(): number {
    return this.items.length;
  }

  push(...values: T[]): number {
    for (const v of values) {
      this.items.push(v);
      let i = this.items.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (this.cmp(this.items[i], this.items[parent]) >= 0) break;
        [this.items[i], this.items[parent]] = [this.items[parent], this.items[i]];
        i = parent;
      }
    }
    return this.size;
  }

  pop(): T | undefined {
    const top = this.items[0];
    const last = this.items.pop();
    if (this.items.length > 0 && last !== undefined) {
      this.items[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1, r = l + 1;
        let best = i;
        if (l < this.items.length && this.cmp(this.items[l], this.items[best]) < 0) best = l;
        if (r < this.items.length && this.cmp(this.items[r], this.items[best]) < 0) best = r;
        if (best === i) break;
        [this.items[i], this.items[best]] = [this.items[best], this.items[i]];
        i = best;
      }
    }
    return top;
  }

  drain(): T[] {
    const out: T[] = [];
    for (let v = this.pop(); v !== undefined; v = this.pop()) out.push(v);
    return out;
  }
}

interface Task {
  name: string;
  due: number;
}

const evicted: string[] = [];
const cache = new LRU<string, number>(2, (k, v) => evicted.push(`${k}=${v}`));
cache.set("a", 1).set("b", 2);
cache.get("a");
cache.set("c", 3);
cache.get("b");
const copy = LRU.of(cache, 4);
const tasks = new Heap<Task>((x, y) => x.due - y.due);
tasks.push({ name: "write", due: 3 }, { name: "plan", due: 1 }, { name: "ship", due: 7 });
const nums = Heap.min<number>();
nums.push(5, 3, 9, 1);
console.log([...cache], [...copy].length, cache.stats, evicted, tasks.drain().map(({ name }) => name), nums.drain());
