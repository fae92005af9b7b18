// Red-team: LRU and TTL caches, memoize with rest tuples.
export class LRUCache<K, V> {
  private readonly map = new Map<K, V>();
  private hits = 0;
  private misses = 0;

  constructor(private readonly capacity: number) {
    if (capacity <= 0) {
      throw new RangeError("capacity must be positive");
    }
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) {
      this.misses++;
      return undefined;
    }
    this.map.delete(key);
    this.map.set(key, value);
    this.hits++;
    return value;
  }

  set(key: K, value: V): this {
    if (this.map.has(key)) {
      this.map.delete(key);
    } else if (this.map.size >= this.capacity) {
      const oldest = this.map.keys().next();
      if (!oldest.done) {
        this.map.delete(oldest.value);
      }
    }
    this.map.set(key, value);
    return this;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  get stats(): { hits: number; misses: number; ratio: number } {
    const total = this.hits + this.misses;
    return { hits: this.hits, misses: this.misses, ratio: total === 0 ? 0 : this.hits / total };
  }

  clear(): void {
    this.map.clear();
    this.hits = this.misses = 0;
  }

  *entries(): IterableIterator<[K, V]> {
    yield* this.map.entries();
  }
}

interface CacheEntry<T> {
  value: T;
  expiresAt: number;
}

export class TTLCache<T> {
  private store: Record<string, CacheEntry<T>> = {};

  constructor(private ttlMs: number = 60_000, private now: () => number = Date.now) {}

  set(key: string, value: T, ttl?: number): void {
    this.store[key] = { value, expiresAt: this.now() + (ttl ?? this.ttlMs) };
  }

  get(key: string): T | undefined {
    const entry = this.store[key];
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      delete this.store[key];
      return undefined;
    }
    return entry.value;
  }

  async getOrLoad(key: string, loader: (key: string) => Promise<T>): Promise<T> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const loaded = await loader(key);
    this.set(key, loaded);
    return loaded;
  }

  prune(): number {
    const now = this.now();
    let removed = 0;
    for (const [key, entry] of Object.entries(this.store)) {
      if (entry.expiresAt <= now) {
        delete this.store[key];
        removed += 1;
      }
    }
    return removed;
  }
}

function memoize<A extends unknown[], R>(fn: (...args: A) => R, keyOf: (...args: A) => string = (...args) => JSON.stringify(args)) {
  const cache = new Map<string, R>();
  return (...args: A): R => {
    const key = keyOf(...args);
    if (cache.has(key)) return cache.get(key)!;
    const result = fn(...args);
    cache.set(key, result);
    return result;
  };
}

const lru = new LRUCache<string, number>(2);
lru.set("a", 1).set("b", 2).set("c", 3);
console.log(lru.has("a"), lru.get("b"), lru.stats.ratio.toFixed(2));
for (const [k, v] of lru.entries()) console.log(k, v);

let fakeNow = 0;
const ttl = new TTLCache<string>(100, () => fakeNow);
ttl.set("x", "hello");
fakeNow = 150;
console.log(ttl.get("x") ?? "expired", ttl.prune());
ttl.getOrLoad("y", async (k) => k.toUpperCase()).then((v) => console.log(v.length));

const slowSquare = (n: number) => n * n;
const fastSquare = memoize(slowSquare);
console.log(fastSquare(4) + fastSquare(4));
