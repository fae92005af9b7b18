/**
 * Resolves with the promise's value, or rejects with Error("timed out after <ms> ms")
 * when it has not settled within `ms` milliseconds.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
//// tests
assert.equal(await withTimeout(Promise.resolve(1), 50), 1);
await assert.rejects(withTimeout(new Promise<number>((r) => setTimeout(() => r(2), 200)), 20), /timed out after 20 ms/);
