// Heavy generics: constraints and defaults, keyof and indexed access, mapped/conditional types, infer, template literals, variadic tuples.
type Primitive = string | number | boolean | bigint | symbol | null | undefined;

type DeepReadonly<T> = T extends Primitive | ((...args: any[]) => unknown)
  ? T
  : T extends readonly (infer E)[]
    ? readonly DeepReadonly<E>[]
    : { readonly [K in keyof T]: DeepReadonly<T[K]> };

type Getters<T> = { [K in keyof T & string as `get${Capitalize<K>}`]: () => T[K] };
type EventName<T extends string> = `${T}Changed`;
type Handlers<T> = { [K in keyof T & string as `on${Capitalize<EventName<K>>}`]?: (value: T[K]) => void };

type Head<T extends readonly unknown[]> = T extends readonly [infer H, ...unknown[]] ? H : never;
type Tail<T extends readonly unknown[]> = T extends readonly [unknown, ...infer R] ? R : [];
type Concat<A extends readonly unknown[], B extends readonly unknown[]> = [...A, ...B];
type Awaitedish<T> = T extends PromiseLike<infer U> ? Awaitedish<U> : T;

type PathKeys<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends object ? PathKeys<T[K], `${P}${K}.`> | `${P}${K}` : `${P}${K}`;
}[keyof T & string];

interface Settings {
  editor: { fontSize: number; theme: string; minimap: { enabled: boolean } };
  files: { autoSave: "off" | "afterDelay"; exclude: string[] };
  telemetry: boolean;
}

const paths: PathKeys<Settings>[] = ["editor.fontSize", "editor.minimap.enabled", "files", "telemetry"];

function pluck<T, K extends keyof T>(items: readonly T[], key: K): T[K][] {
  return items.map((item) => item[key]);
}

function makeGetters<T extends object>(obj: T): Getters<T> {
  const out: Record<string, () => unknown> = {};
  for (const key of Object.keys(obj) as (keyof T & string)[]) {
    out[`get${key.charAt(0).toUpperCase()}${key.slice(1)}`] = () => obj[key];
  }
  return out as Getters<T>;
}

function concat<A extends unknown[], B extends unknown[]>(a: [...A], b: [...B]): Concat<A, B> {
  return [...a, ...b];
}

function partial<T extends unknown[], U extends unknown[], R>(fn: (...args: [...T, ...U]) => R, ...head: T) {
  return (...tail: U): R => fn(...head, ...tail);
}

class TypedMap<K extends string = string, V = unknown> {
  private readonly data = new Map<K, V>();
  set<const KK extends K>(key: KK, value: V): this {
    this.data.set(key, value);
    return this;
  }
  get(key: K): V | undefined {
    return this.data.get(key);
  }
  entries(): [K, V][] {
    return [...this.data];
  }
}

function freeze<T>(value: T): DeepReadonly<T> {
  return Object.freeze(value) as DeepReadonly<T>;
}

const defaults = freeze<Settings>({
  editor: { fontSize: 14, theme: "dark", minimap: { enabled: true } },
  files: { autoSave: "afterDelay", exclude: ["node_modules"] },
  telemetry: false,
});

const getters = makeGetters({ width: 800, title: "main" });
const width: number = getters.getWidth();
const handlers: Handlers<{ width: number; title: string }> = {
  onWidthChanged: (w) => console.log(w.toFixed(0)),
  onTitleChanged: (t) => console.log(t.trim()),
};
const tuple = concat([1, "two"], [true, 3n]);
const first: Head<typeof tuple> = tuple[0];
const rest: Tail<[string, number, boolean]> = [2, false];
const add3 = (a: number, b: number, c: number) => a + b + c;
const add1and2 = partial(add3, 1, 2);
type Unwrapped = Awaitedish<Promise<Promise<{ ok: true }>>>;
const unwrapped: Unwrapped = { ok: true };
const sizes = pluck([{ w: 1, h: 2 }, { w: 3, h: 4 }], "h");
const map = new TypedMap<"a" | "b", number>().set("a", 1).set("b", 2);

console.log(paths.length, defaults.editor.minimap.enabled, width, handlers.onWidthChanged?.name, first, rest, add1and2(3), unwrapped.ok, sizes, map.entries());
