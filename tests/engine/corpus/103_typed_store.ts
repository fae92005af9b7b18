// A typed key-value store with generic helpers, rigid type parameters and conditional returns.

type Primitive = string | number | boolean | bigint | symbol | null | undefined;

export type DeepReadonly<T> = T extends Primitive
  ? T
  : T extends Array<infer U>
    ? ReadonlyArray<DeepReadonly<U>>
    : { readonly [K in keyof T]: DeepReadonly<T[K]> };

export interface Codec<T> {
  encode(value: T): string;
  decode(text: string): T;
}

export const numberCodec: Codec<number> = {
  encode: (v) => String(v),
  decode: (t) => Number(t),
};

export const jsonCodec = <T,>(): Codec<T> => ({
  encode: (v: T) => JSON.stringify(v),
  decode: (t: string) => JSON.parse(t) as T,
});

export class TypedStore<S extends Record<string, unknown>> {
  private readonly data = new Map<keyof S, unknown>();
  private readonly listeners: Array<(key: keyof S) => void> = [];

  constructor(private readonly defaults: S) {}

  get<K extends keyof S>(key: K): S[K] {
    if (this.data.has(key)) {
      return this.data.get(key) as S[K];
    }
    return this.defaults[key];
  }

  set<K extends keyof S>(key: K, value: S[K]): this {
    this.data.set(key, value);
    for (const l of this.listeners) l(key);
    return this;
  }

  update<K extends keyof S>(key: K, fn: (old: S[K]) => S[K]): S[K] {
    const next = fn(this.get(key));
    this.set(key, next);
    return next;
  }

  subscribe(listener: (key: keyof S) => void): () => void {
    this.listeners.push(listener);
    return () => {
      const i = this.listeners.indexOf(listener);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  snapshot(): DeepReadonly<S> {
    const out: Partial<S> = {};
    for (const k of Object.keys(this.defaults) as Array<keyof S>) {
      out[k] = this.get(k);
    }
    return out as DeepReadonly<S>;
  }
}

export function identity<T>(x: T): T {
  const y: T = x;
  return y;
}

export function first<T>(xs: readonly T[]): T | undefined {
  const [head] = xs;
  return head;
}

export function firstOr<T, D = T>(xs: readonly T[], fallback: D): T | D {
  return xs.length > 0 ? xs[0] : fallback;
}

export function pick<T extends object, K extends keyof T>(obj: T, ...keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) {
    out[k] = obj[k];
  }
  return out;
}

export function mapValues<T, R>(obj: Record<string, T>, fn: (v: T, k: string) => R): Record<string, R> {
  const out: Record<string, R> = {};
  for (const [k, v] of Object.entries(obj)) {
    out[k] = fn(v, k);
  }
  return out;
}

export function memo<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A): R => {
    const key = JSON.stringify(args);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = fn(...args);
    cache.set(key, value);
    return value;
  };
}

type Unwrap<T> = T extends Promise<infer U> ? U : T;

export async function settle<T>(p: T): Promise<Unwrap<T>> {
  const v = await p;
  return v as Unwrap<T>;
}

export function tuple<const T extends readonly unknown[]>(...xs: T): T {
  return xs;
}

export function keysOf<T extends string>(record: { [K in T]: unknown }): T[] {
  return Object.keys(record) as T[];
}

export function groupBy<T, K extends PropertyKey>(xs: Iterable<T>, key: (x: T) => K): Record<K, T[]> {
  const out = {} as Record<K, T[]>;
  for (const x of xs) {
    const k = key(x);
    (out[k] ??= []).push(x);
  }
  return out;
}

export function compose<A, B, C>(f: (a: A) => B, g: (b: B) => C): (a: A) => C {
  return function composed(a: A): C {
    const b: B = f(a);
    return g(b);
  };
}

export class Box<in out T> {
  #value: T;
  constructor(value: T) {
    this.#value = value;
  }
  get value(): T {
    return this.#value;
  }
  map<U>(fn: (v: T) => U): Box<U> {
    return new Box(fn(this.#value));
  }
}

function overloaded(x: string): string;
function overloaded(x: number): number;
function overloaded<T extends string | number>(x: T): T {
  return x;
}

const store = new TypedStore({ theme: "dark", size: 12, tags: [] as string[] });
store.set("size", 14).set("theme", "light");
const unsubscribe = store.subscribe((k) => console.log("changed", String(k)));
store.update("tags", (t) => [...t, "new"]);
unsubscribe();
const t = tuple("a", 1, true);
console.log(identity(3), first([1, 2]), firstOr([], "none"), pick({ a: 1, b: 2 }, "a").a);
console.log(mapValues({ a: 1 }, (v) => v * 2).a, memo((a: number, b: number) => a + b)(1, 2), t.length);
console.log(keysOf({ x: 1, y: 2 }), groupBy([1, 2, 3], (n) => (n % 2 ? "odd" : "even")).odd);
console.log(compose((n: number) => n + 1, (n) => `${n}`)(1), new Box(2).map((n) => n * 3).value, overloaded(1));
void settle(Promise.resolve(1)).then((n) => n.toFixed(1));
console.log(numberCodec.decode("4") + 1, jsonCodec<{ a: number }>().decode('{"a":1}').a, store.snapshot().tags.length);
