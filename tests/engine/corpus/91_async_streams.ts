// Async generators, `for await`, Promise.all/allSettled/race with tuples, errors with `cause`.

class FetchError extends Error {
  readonly status: number;
  constructor(status: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "FetchError";
    this.status = status;
  }
}

class TimeoutError extends Error {
  override name = "TimeoutError";
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`timed out after ${ms}ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function* paginate<T>(fetchPage: (page: number) => Promise<{ items: T[]; next: boolean }>): AsyncGenerator<T, number, void> {
  let page = 0;
  let total = 0;
  while (true) {
    const { items, next } = await fetchPage(page++);
    for (const item of items) {
      total++;
      yield item;
    }
    if (!next) break;
  }
  return total;
}

async function* mapAsync<A, B>(source: AsyncIterable<A>, fn: (a: A, index: number) => B | Promise<B>): AsyncGenerator<B> {
  let i = 0;
  for await (const item of source) {
    yield await fn(item, i++);
  }
}

async function* take<T>(source: AsyncIterable<T>, n: number): AsyncGenerator<T> {
  if (n <= 0) return;
  let count = 0;
  for await (const item of source) {
    yield item;
    if (++count >= n) return;
  }
}

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of source) out.push(x);
  return out;
}

const fakePages = [["a", "b"], ["c"], ["d", "e", "f"]];

async function fetchPage(page: number): Promise<{ items: string[]; next: boolean }> {
  await sleep(1);
  const items = fakePages[page];
  if (!items) throw new FetchError(404, `no page ${page}`);
  return { items, next: page < fakePages.length - 1 };
}

async function loadUser(id: number): Promise<{ id: number; name: string }> {
  await sleep(id);
  if (id < 0) {
    throw new FetchError(400, "negative id", { cause: { id } });
  }
  return { id, name: `user${id}` };
}

async function loadCount(): Promise<number> {
  return 3;
}

export async function run(): Promise<string[]> {
  const log: string[] = [];

  const [user, count, flags] = await Promise.all([loadUser(1), loadCount(), Promise.resolve(["beta"] as const)]);
  log.push(`${user.name} ${count.toFixed(0)} ${flags[0]}`);

  const settled = await Promise.allSettled([loadUser(2), loadUser(-1)]);
  for (const result of settled) {
    if (result.status === "fulfilled") {
      log.push(`ok ${result.value.name}`);
    } else {
      const reason: unknown = result.reason;
      if (reason instanceof FetchError) {
        log.push(`failed ${reason.status}: ${reason.message} (${JSON.stringify(reason.cause)})`);
      }
    }
  }

  const fastest = await Promise.any([sleep(5).then(() => "slow"), sleep(1).then(() => "fast")]);
  log.push(fastest);

  try {
    await withTimeout(sleep(50), 5);
  } catch (err) {
    log.push(err instanceof TimeoutError ? err.name : String(err));
  }

  const upper = mapAsync(paginate(fetchPage), async (s, i) => `${i}:${s.toUpperCase()}`);
  log.push(...(await collect(take(upper, 4))));

  const gen = paginate(fetchPage);
  let step = await gen.next();
  while (!step.done) {
    step = await gen.next();
  }
  log.push(`total ${step.value}`);

  const queue: Array<() => Promise<void>> = [1, 2, 3].map((n) => async () => {
    await sleep(n);
    log.push(`task ${n}`);
  });
  for (const task of queue) await task();

  const results = await Promise.all(
    [3, 1, 2].map(async (n) => {
      await sleep(n);
      return n * 10;
    }),
  );
  log.push(results.join(","));

  return log;
}

run().then(
  (lines) => lines.forEach((line) => console.log(line)),
  (error: unknown) => console.error("run failed", error),
);
