/**
 * Maps every item through the async `f` and resolves with the results in input order.
 */
export async function mapAsync<T, U>(items: readonly T[], f: (item: T, index: number) => Promise<U>): Promise<U[]> {
  return Promise.all(items.map((item, index) => f(item, index)));
}
//// tests
const delays = [30, 10, 20];
const out = await mapAsync(delays, (ms, i) => new Promise<string>((resolve) => setTimeout(() => resolve(`${i}:${ms}`), ms)));
assert.deepEqual(out, ["0:30", "1:10", "2:20"]);
assert.deepEqual(await mapAsync([], async (x: number) => x), []);
