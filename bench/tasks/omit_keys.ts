/**
 * Returns a shallow copy of `obj` without the listed keys.
 */
export function omit<T extends object, K extends keyof T>(obj: T, keys: readonly K[]): Omit<T, K> {
  const copy: Partial<T> = { ...obj };
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}
//// tests
assert.deepEqual(omit({ a: 1, b: 2, c: 3 }, ["b"]), { a: 1, c: 3 });
assert.deepEqual(omit({ a: 1 }, []), { a: 1 });
