/**
 * Calls `task` until it resolves, at most `attempts` times; rejects with the last error when
 * every attempt fails.
 */
export async function retry<T>(task: () => Promise<T>, attempts: number): Promise<T> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
//// tests
let tries = 0;
assert.equal(await retry(async () => {
  tries++;
  if (tries < 3) throw new Error("flaky");
  return "ok";
}, 5), "ok");
assert.equal(tries, 3);
await assert.rejects(retry(async () => { throw new Error("always"); }, 2), /always/);
