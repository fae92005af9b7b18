// Closures returning closures, IIFEs, generic pipe/compose helpers with contextual typing, default and rest parameters.
function pipe<A, B>(a: A, ab: (a: A) => B): B;
function pipe<A, B, C>(a: A, ab: (a: A) => B, bc: (b: B) => C): C;
function pipe<A, B, C, D>(a: A, ab: (a: A) => B, bc: (b: B) => C, cd: (c: C) => D): D;
function pipe(a: unknown, ...fns: ((x: unknown) => unknown)[]): unknown {
  return fns.reduce((acc, fn) => fn(acc), a);
}

function compose<A, B, C>(f: (b: B) => C, g: (a: A) => B): (a: A) => C {
  return (a) => f(g(a));
}

const map =
  <T, U>(fn: (item: T, index: number) => U) =>
  (items: readonly T[]): U[] =>
    items.map(fn);
const filter =
  <T>(pred: (item: T) => boolean) =>
  (items: readonly T[]): T[] =>
    items.filter(pred);
const sumBy =
  <T>(key: (item: T) => number) =>
  (items: readonly T[]) =>
    items.reduce((acc, item) => acc + key(item), 0);

function counter(start = 0, step = 1) {
  let value = start;
  return {
    next: () => (value += step),
    reset: (to: number = start) => {
      value = to;
    },
    get current() {
      return value;
    },
  };
}

function memoize<Args extends unknown[], R>(fn: (...args: Args) => R, keyOf: (...args: Args) => string = (...args) => JSON.stringify(args)) {
  const cache = new Map<string, R>();
  return (...args: Args): R => {
    const key = keyOf(...args);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = fn(...args);
    cache.set(key, value);
    return value;
  };
}

function debounce<F extends (...args: any[]) => void>(fn: F, wait = 50): (...args: Parameters<F>) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
}

function curry3<A, B, C, R>(fn: (a: A, b: B, c: C) => R) {
  return (a: A) => (b: B) => (c: C) => fn(a, b, c);
}

function join(sep: string, ...parts: (string | number)[]): string {
  return parts.map(String).join(sep);
}

function connect({ host = "localhost", port = 5432, ssl = false }: { host?: string; port?: number; ssl?: boolean } = {}, ...tags: string[]) {
  return `${ssl ? "postgres+ssl" : "postgres"}://${host}:${port}${tags.length ? `?tags=${tags.join(",")}` : ""}`;
}

const config = (() => {
  const env = { MODE: "dev", LIMIT: "25" } as Record<string, string | undefined>;
  const mode = env.MODE === "prod" ? "prod" : "dev";
  return { mode, limit: Number.parseInt(env.LIMIT ?? "10", 10), verbose: mode === "dev" } as const;
})();

const slowSquare = memoize((n: number) => {
  let r = 0;
  for (let i = 0; i < n; i++) r += n;
  return r;
});

const orders = [
  { id: 1, total: 30, paid: true },
  { id: 2, total: 12.5, paid: false },
  { id: 3, total: 99, paid: true },
];

const paidTotal = pipe(
  orders,
  filter((o) => o.paid),
  sumBy((o) => o.total),
  (n) => n.toFixed(2),
);
const ids = pipe(orders, map((o, i) => `${i}-${o.id}`));
const shout = compose((s: string) => s + "!", (n: number) => n.toString(16).toUpperCase());
const volume = curry3((l: number, w: number, h: number) => l * w * h)(2)(3)(4);
const c = counter(10, 5);
c.next();
c.next();
const afterTwo = c.current;
c.reset();
const log = debounce((msg: string, times: number) => console.log(msg.repeat(times)), 5);
log("hi", 2);

(function announce(prefix: string) {
  console.log(prefix, paidTotal, ids, shout(255), volume, afterTwo, c.current, slowSquare(12), slowSquare(12), join("-", "a", 1, "b"), connect(), connect({ ssl: true }, "x", "y"), config.mode, config.limit);
})("result:");
