// Mapped, conditional, template-literal and other type-level syntax.
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type Frozen<T> = { +readonly [K in keyof T]+?: T[K] };
export type Getters<T> = {
  [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K];
};
export type ElementOf<T> = T extends readonly (infer E)[] ? E : never;
export type Awaited2<T> = T extends PromiseLike<infer U extends object> ? Awaited2<U> : T;
export type Fn = (a: number, b?: string, ...rest: boolean[]) => void;
export type Ctor = new (x: number) => object;
export type AbstractCtor = abstract new () => object;
export type Named = [first: string, second?: number, ...rest: boolean[]];
export type Union =
  | { kind: "a"; a: number }
  | { kind: "b"; b: string };
export type Inter = { a: 1 } & { b: 2 };
export type Keys = keyof { a: 1; b: 2 };
export type Indexed = Union["kind"];
export type Deep = { a: { b: { c: number[] } } }["a"]["b"]["c"][number];
export type Lit = `prefix-${"a" | "b"}-${number}`;
export type Fns = (() => void)[] | readonly string[];
export type Obj = {
  method(): void;
  prop?: string;
  readonly [k: number]: unknown;
  new (): Obj;
  (): void;
};

declare const sym: unique symbol;
export type Sym = typeof sym;

const config = { port: 8080, host: "localhost" } as const;
export type Config = typeof config;
export type Port = (typeof config)["port"];

export function isString(value: unknown): value is string {
  return typeof value === "string";
}

export function assertNumber(value: unknown): asserts value is number {
  if (typeof value !== "number") throw new Error("not a number");
}

export function assertDefined(value: unknown): asserts value {
  if (value == null) throw new Error("missing");
}

export type Thisy = { f(this: Window): void };
export type Q = import("./03_interfaces.ts").Point;
export type Cond<T> = T extends string ? "s" : T extends number ? "n" : T extends boolean ? "b" : never;
export type Paren = (string | number)[];
export type Neg = -1 | 0n | -2n | 1e3;
export type Acc<T> = T extends { a: infer A; b: infer B } ? [A, B] : [];
const getters: Getters<{ name: string }> = { getName: () => "x" };
void getters;
