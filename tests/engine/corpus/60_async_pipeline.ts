// An async fetch pipeline: async arrows with and without annotations, Promise.all, then chains, thenables.
interface Resp<T> {
  ok: boolean;
  status: number;
  data?: T;
  error?: string;
}

type Loader<T> = (key: string) => Promise<T>;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const fakeFetch = async <T,>(value: T, fail = false): Promise<Resp<T>> => {
  await sleep(1);
  return fail ? { ok: false, status: 500, error: "boom" } : { ok: true, status: 200, data: value };
};

const unwrap = async <T,>(p: Promise<Resp<T>>): Promise<T> => {
  const { ok, data, error = "unknown", status } = await p;
  if (!ok || data === undefined) throw new Error(`${status}: ${error}`);
  return data;
};

const retry = async <T,>(fn: () => Promise<T>, times = 3): Promise<T> => {
  let lastError: unknown;
  for (let attempt = 0; attempt < times; attempt++) {
    try {
      return await fn();
    } catch (e) {
      lastError = e;
      await sleep(attempt * 2);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
};

const loadNumber: Loader<number> = async (key) => key.length;
const loadName = async (key: string) => `name:${key}`;
const loadBoth = async (key: string): Promise<[number, string]> => Promise.all([loadNumber(key), loadName(key)]);
const timeout = <T,>(p: Promise<T>, ms: number): Promise<T | "timeout"> =>
  Promise.race([p, sleep(ms).then((): "timeout" => "timeout")]);

class Cache<K, V> {
  private readonly store = new Map<K, Promise<V>>();
  constructor(private readonly loader: (key: K) => Promise<V>) {}

  get = (key: K): Promise<V> => {
    const hit = this.store.get(key);
    if (hit) return hit;
    const pending = this.loader(key).catch((e: unknown) => {
      this.store.delete(key);
      throw e;
    });
    this.store.set(key, pending);
    return pending;
  };

  async getMany(keys: readonly K[]): Promise<V[]> {
    return Promise.all(keys.map(this.get));
  }
}

const thenable = {
  then(onFulfilled: (value: number) => void) {
    onFulfilled(42);
  },
};

async function run(): Promise<number> {
  const n = await unwrap(fakeFetch(5));
  const [a, b] = await loadBoth("hello");
  const fromThenable = await thenable;
  const cache = new Cache(async (k: string) => k.toUpperCase());
  const many = await cache.getMany(["a", "b", "a"]);
  const settled = await Promise.allSettled([unwrap(fakeFetch("x", true)), unwrap(fakeFetch("y"))]);
  const okValues = settled.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const raced = await timeout(retry(() => loadNumber("retry")), 50);
  const chained = await fakeFetch({ id: 1 })
    .then((r) => (r.ok ? r.data : undefined))
    .then((d) => d?.id ?? -1)
    .catch(() => -2)
    .finally(() => console.log("chain done"));
  console.log(n, a, b, fromThenable, many, okValues, raced, chained);
  return raced === "timeout" ? -1 : n + a + fromThenable + chained;
}

const async = (label: string) => `async:${label}`;
console.log(async("identifier"));

run().then(
  (total) => console.log("total", total),
  (err: unknown) => console.error(err instanceof Error ? err.message : err),
);
