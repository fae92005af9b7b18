/**
 * A cache that holds at most `capacity` entries and evicts the least recently used one.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }
}

/**
 * Replays `operations` ("set k" stores k with value k.length) against a new cache of the
 * given capacity and returns which of `probe` keys are still cached at the end.
 */
export function survivingKeys(capacity: number, operations: readonly string[], probe: readonly string[]): string[] {
  const cache = new LruCache<string, number>(capacity);
  for (const op of operations) {
    const key = op.slice(4);
    cache.set(key, key.length);
  }
  return probe.filter((k) => cache.has(k));
}
//// tests
assert.deepEqual(survivingKeys(2, ["set a", "set b", "set c"], ["a", "b", "c"]), ["b", "c"]);
assert.deepEqual(survivingKeys(2, ["set a", "set b", "set a", "set c"], ["a", "b", "c"]), ["a", "c"]);
