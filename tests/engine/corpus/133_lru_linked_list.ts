// An LRU cache over a doubly linked list and a Map, with hit statistics, an eviction callback,
// iteration in recency order, and a memoize helper built on it (overloaded for key functions).

interface ListNode<K, V> {
  key: K;
  value: V;
  prev: ListNode<K, V> | null;
  next: ListNode<K, V> | null;
}

interface CacheStats {
  hits: number;
  misses: number;
  evictions: number;
  readonly hitRate: number;
}

class LRUCache<K, V> implements Iterable<[K, V]> {
  private readonly map = new Map<K, ListNode<K, V>>();
  private head: ListNode<K, V> | null = null;
  private tail: ListNode<K, V> | null = null;
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(
    private readonly capacity: number,
    private readonly onEvict?: (key: K, value: V) => void,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
    }
  }

  get size(): number {
    return this.map.size;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  get(key: K): V | undefined {
    const node = this.map.get(key);
    if (!node) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.moveToFront(node);
    return node.value;
  }

  peek(key: K): V | undefined {
    return this.map.get(key)?.value;
  }

  set(key: K, value: V): this {
    const existing = this.map.get(key);
    if (existing) {
      existing.value = value;
      this.moveToFront(existing);
      return this;
    }
    const node: ListNode<K, V> = { key, value, prev: null, next: this.head };
    if (this.head) this.head.prev = node;
    this.head = node;
    if (!this.tail) this.tail = node;
    this.map.set(key, node);
    if (this.map.size > this.capacity) this.evictLast();
    return this;
  }

  delete(key: K): boolean {
    const node = this.map.get(key);
    if (!node) return false;
    this.unlink(node);
    return this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
    this.head = this.tail = null;
  }

  stats(): CacheStats {
    const { hits, misses, evictions } = this;
    return {
      hits,
      misses,
      evictions,
      get hitRate() {
        const total = hits + misses;
        return total === 0 ? 0 : hits / total;
      },
    };
  }

  *[Symbol.iterator](): Iterator<[K, V]> {
    for (let n = this.head; n !== null; n = n.next) yield [n.key, n.value];
  }

  keys(): K[] {
    return Array.from(this, ([k]) => k);
  }

  private unlink(node: ListNode<K, V>): void {
    if (node.prev) node.prev.next = node.next;
    else this.head = node.next;
    if (node.next) node.next.prev = node.prev;
    else this.tail = node.prev;
    node.prev = node.next = null;
  }

  private moveToFront(node: ListNode<K, V>): void {
    if (this.head === node) return;
    this.unlink(node);
    node.next = this.head;
    if (this.head) this.head.prev = node;
    this.head = node;
    this.tail ??= node;
  }

  private evictLast(): void {
    const last = this.tail;
    if (!last) return;
    this.unlink(last);
    this.map.delete(last.key);
    this.evictions++;
    this.onEvict?.(last.key, last.value);
  }
}

function memoize<A extends string | number, R>(fn: (arg: A) => R, capacity?: number): (arg: A) => R;
function memoize<A extends unknown[], R>(fn: (...args: A) => R, capacity: number, key: (...args: A) => string): (...args: A) => R;
function memoize(fn: (...args: any[]) => unknown, capacity = 100, key?: (...args: any[]) => string) {
  const cache = new LRUCache<string, unknown>(capacity);
  return (...args: any[]) => {
    const k = key ? key(...args) : String(args[0]);
    if (cache.has(k)) return cache.get(k);
    const result = fn(...args);
    cache.set(k, result);
    return result;
  };
}

const evicted: string[] = [];
const cache = new LRUCache<string, number>(3, (k, v) => evicted.push(`${k}=${v}`));
cache.set("a", 1).set("b", 2).set("c", 3);
cache.get("a");
cache.set("d", 4);
console.log(cache.keys(), evicted, cache.peek("b") ?? "gone", cache.stats().hitRate.toFixed(2));
for (const [k, v] of cache) console.log(k, v * 10);

let calls = 0;
const slowSquare = memoize((n: number) => {
  calls++;
  return n * n;
});
console.log(slowSquare(4), slowSquare(4), calls);
const join = memoize((a: string, b: number) => a.repeat(b), 10, (a, b) => `${a}:${b}`);
console.log(join("ab", 3).length);
