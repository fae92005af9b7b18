// Functional helpers written as generic arrow functions (the style of many React/TS codebases).

export type Option<T> = { readonly tag: "some"; readonly value: T } | { readonly tag: "none" };
export type Either<L, R> = { readonly left: L; readonly isLeft: true } | { readonly right: R; readonly isLeft: false };

export const some = <T,>(value: T): Option<T> => ({ tag: "some", value });
export const none: Option<never> = { tag: "none" };
export const isSome = <T,>(o: Option<T>): o is { readonly tag: "some"; readonly value: T } => o.tag === "some";

export const fromNullable = <T,>(v: T | null | undefined): Option<T> => (v == null ? none : some(v));

export const mapOpt = <A, B>(o: Option<A>, f: (a: A) => B): Option<B> => (isSome(o) ? some(f(o.value)) : none);

export const getOrElse = <T,>(o: Option<T>, fallback: () => T): T => (o.tag === "some" ? o.value : fallback());

export const left = <L,>(l: L): Either<L, never> => ({ left: l, isLeft: true });
export const right = <R,>(r: R): Either<never, R> => ({ right: r, isLeft: false });

export const fold = <L, R, X>(e: Either<L, R>, onLeft: (l: L) => X, onRight: (r: R) => X): X =>
  e.isLeft ? onLeft(e.left) : onRight(e.right);

export const tryCatch = <R,>(f: () => R): Either<Error, R> => {
  try {
    return right(f());
  } catch (e) {
    return left(e instanceof Error ? e : new Error(String(e)));
  }
};

export const pipe2 = <A, B, C>(ab: (a: A) => B, bc: (b: B) => C) => (a: A): C => bc(ab(a));

export const curry2 =
  <A, B, R>(f: (a: A, b: B) => R) =>
  (a: A) =>
  (b: B): R =>
    f(a, b);

export const flip =
  <A, B, R>(f: (a: A, b: B) => R) =>
  (b: B, a: A): R =>
    f(a, b);

export const debounce = <Args extends unknown[]>(fn: (...args: Args) => void, ms: number) => {
  let handle: ReturnType<typeof setTimeout> | undefined;
  return (...args: Args): void => {
    if (handle !== undefined) clearTimeout(handle);
    handle = setTimeout(() => fn(...args), ms);
  };
};

export const throttle = <Args extends unknown[]>(fn: (...args: Args) => void, ms: number) => {
  let last = 0;
  return (...args: Args) => {
    const now = Date.now();
    if (now - last >= ms) {
      last = now;
      fn(...args);
    }
  };
};

export const uniqBy = <T, K>(xs: readonly T[], key: (x: T) => K): T[] => {
  const seen = new Set<K>();
  return xs.filter((x) => {
    const k = key(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

export const chunk = <T,>(xs: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / size) }, (_, i) => xs.slice(i * size, i * size + size));

export const zip = <A, B>(as: readonly A[], bs: readonly B[]): Array<[A, B]> =>
  as.slice(0, Math.min(as.length, bs.length)).map((a, i) => [a, bs[i]]);

export const partition = <T,>(xs: readonly T[], pred: (x: T) => boolean): [T[], T[]] => {
  const yes: T[] = [];
  const no: T[] = [];
  for (const x of xs) (pred(x) ? yes : no).push(x);
  return [yes, no];
};

export const sortBy = <T,>(xs: readonly T[], ...keys: Array<(x: T) => number | string>): T[] =>
  [...xs].sort((a, b) => {
    for (const k of keys) {
      const ka = k(a);
      const kb = k(b);
      if (ka < kb) return -1;
      if (ka > kb) return 1;
    }
    return 0;
  });

export const toStr = <T,>(x: T): string => (typeof x === "string" ? x : typeof x === "number" ? x.toFixed(2) : JSON.stringify(x));

export const describe = <T,>(x: T) =>
  x === null ? "null" : Array.isArray(x) ? `array(${x.length})` : x instanceof Date ? x.toISOString() : typeof x;

export const sizeOf = <T,>(x: T): number => {
  if (typeof x === "string") return x.length;
  if (x instanceof Map || x instanceof Set) return x.size;
  if (Array.isArray(x)) return x.length;
  return 0;
};

export const memoize = <A extends string | number, R>(f: (a: A) => R) => {
  const cache = new Map<A, R>();
  return (a: A): R => {
    if (!cache.has(a)) cache.set(a, f(a));
    return cache.get(a) as R;
  };
};

export const retry = async <T,>(f: () => Promise<T>, times = 3): Promise<T> => {
  let lastError: unknown;
  for (let i = 0; i < times; i++) {
    try {
      return await f();
    } catch (e) {
      lastError = e;
    }
  }
  throw lastError;
};

export const timeout = <T,>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), ms))]);

const fib = memoize((n: number): number => (n < 2 ? n : fib(n - 1) + fib(n - 2)));
const add = curry2((a: number, b: number) => a + b);
const shout = pipe2((s: string) => s.toUpperCase(), (s) => `${s}!`);
const parsed = tryCatch(() => JSON.parse("[1,2]") as number[]);
const total = fold(parsed, (e) => e.message.length, (xs) => xs.reduce((a, b) => a + b, 0));
const [evens, odds] = partition([1, 2, 3, 4], (n) => n % 2 === 0);
console.log(fib(20), add(1)(2), shout("hi"), total, evens.length, odds.length);
console.log(getOrElse(mapOpt(fromNullable(document.title || null), (t) => t.length), () => 0));
console.log(uniqBy([{ id: 1 }, { id: 1 }], (x) => x.id).length, chunk([1, 2, 3], 2).length, zip([1], ["a"])[0][1].length);
console.log(sortBy([{ n: "b", a: 2 }, { n: "a", a: 2 }], (x) => x.a, (x) => x.n)[0].n, toStr(1), describe([1]), sizeOf(new Set([1])));
console.log(flip((a: string, b: number) => a.repeat(b))(2, "x"));
const onResize = debounce((w: number, h: number) => console.log(w * h), 100);
onResize(1, 2);
const onScroll = throttle(() => console.log(scrollY), 50);
window.addEventListener("scroll", onScroll);
void retry(() => timeout(fetch("/x").then((r) => r.status), 1000)).then((s) => s.toFixed());
