// Labelled tuples with optional and rest elements, variadic generics, curry, zip, typed argument forwarding.

type Point3 = [x: number, y: number, z?: number];
type Range = readonly [start: number, end: number];
type LogArgs = [message: string, ...details: unknown[]];
type HeadTail<T extends unknown[]> = T extends [infer H, ...infer R] ? [head: H, tail: R] : never;

function dist([x1, y1, z1 = 0]: Point3, [x2, y2, z2 = 0]: Point3): number {
  return Math.hypot(x2 - x1, y2 - y1, z2 - z1);
}

function overlaps([a0, a1]: Range, [b0, b1]: Range): boolean {
  return a0 < b1 && b0 < a1;
}

function log(...[message, ...details]: LogArgs): string {
  return details.length ? `${message} ${details.map((d) => JSON.stringify(d)).join(" ")}` : message;
}

function concat<A extends unknown[], B extends unknown[]>(a: [...A], b: [...B]): [...A, ...B] {
  return [...a, ...b];
}

function tail<T extends unknown[]>(arr: readonly [unknown, ...T]): T {
  const [, ...rest] = arr;
  return rest;
}

function partial<T extends unknown[], U extends unknown[], R>(fn: (...args: [...T, ...U]) => R, ...head: T) {
  return (...rest: U): R => fn(...head, ...rest);
}

function zip<T extends unknown[][]>(...arrays: T): { [K in keyof T]: T[K] extends (infer E)[] ? E : never }[] {
  const length = Math.min(...arrays.map((a) => a.length));
  return Array.from({ length }, (_, i) => arrays.map((a) => a[i])) as { [K in keyof T]: T[K] extends (infer E)[] ? E : never }[];
}

type Curried<A extends unknown[], R> = A extends [infer F, ...infer Rest]
  ? (arg: F) => Rest extends [] ? R : Curried<Rest, R>
  : R;

function curry3<A, B, C, R>(fn: (a: A, b: B, c: C) => R): Curried<[A, B, C], R> {
  return ((a: A) => (b: B) => (c: C) => fn(a, b, c)) as Curried<[A, B, C], R>;
}

function swap<A, B>([a, b]: readonly [A, B]): [B, A] {
  return [b, a];
}

function minMax(values: readonly number[]): [min: number, max: number] | [] {
  if (values.length === 0) return [];
  let min = values[0]!;
  let max = min;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

function useState<S>(initial: S): [state: () => S, setState: (next: S | ((prev: S) => S)) => void] {
  let state = initial;
  const get = () => state;
  const set = (next: S | ((prev: S) => S)) => {
    state = typeof next === "function" ? (next as (prev: S) => S)(state) : next;
  };
  return [get, set];
}

type Entry = [key: string, value: number, ...tags: string[]];
const entries: Entry[] = [
  ["alpha", 1],
  ["beta", 2, "hot"],
  ["gamma", 3, "cold", "new"],
];

const tagged = entries.filter(([, , ...tags]) => tags.length > 0).map(([key, , ...tags]) => `${key}:${tags.join("+")}`);
const sumOfValues = entries.reduce((sum, [, value]) => sum + value, 0);

const add3 = (a: number, b: number, c: number) => a + b + c;
const curried = curry3(add3);
const addTen = partial(add3, 4, 6);
const joinWith = partial((sep: string, a: string, b: string) => [a, b].join(sep), "-");

const point: Point3 = [1, 2];
const point3: Point3 = [1, 2, 3];
const both = concat([1, "a"] as [number, string], [true] as [boolean]);
const rest = tail(["skip", 2, "keep"] as const);
const zipped = zip([1, 2, 3], ["a", "b"], [true, false, true]);
const [count, setCount] = useState(0);
setCount((c) => c + 5);
setCount(count() * 2);

const headTail: HeadTail<[string, number, boolean]> = ["h", [1, false]];
const mm = minMax([5, -2, 9]);
const [lo = 0, hi = 0] = mm;
const swapped = swap(["left", 42] as const);

function apply<Args extends unknown[], R>(fn: (...args: Args) => R, args: Args): R {
  return fn(...args);
}

const applied = apply(Math.max, [1, 7, 3]);
const formatted = apply((name: string, age: number) => `${name} (${age})`, ["Ada", 36]);

export const results = {
  d: dist(point, point3).toFixed(3),
  overlap: overlaps([0, 5], [4, 10]),
  log: log("saved", { id: 1 }, [2]),
  both,
  rest,
  zipped,
  curried: curried(1)(2)(3),
  addTen: addTen(5),
  joined: joinWith("x", "y"),
  count: count(),
  headTail,
  range: hi - lo,
  swapped,
  tagged,
  sumOfValues,
  applied,
  formatted,
};
