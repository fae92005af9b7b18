/**
 * Returns a new object with only the listed keys of `obj`.
 */
export function pick<T extends object, K extends keyof T>(obj: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = obj[key];
  return out;
}
//// tests
assert.deepEqual(pick({ a: 1, b: "x", c: true }, ["a", "c"]), { a: 1, c: true });
assert.deepEqual(pick({ a: 1 }, []), {});
