export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/**
 * Applies `f` to the value of a successful result; a failed result is returned unchanged.
 */
export function mapResult<T, U, E>(result: Result<T, E>, f: (value: T) => U): Result<U, E> {
  return result.ok ? { ok: true, value: f(result.value) } : result;
}
//// tests
assert.deepEqual(mapResult({ ok: true, value: 2 }, (n) => n * 10), { ok: true, value: 20 });
assert.deepEqual(mapResult({ ok: false, error: "bad" }, (n: number) => n), { ok: false, error: "bad" });
