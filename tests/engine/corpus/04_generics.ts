export function identity<T>(value: T): T {
  return value;
}

export function first<const T extends readonly unknown[]>(items: T): T[0] | undefined {
  return items[0];
}

export function pick<T extends object, K extends keyof T = keyof T>(obj: T, ...keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = obj[k];
  return out;
}

export interface Producer<out T> {
  make(): T;
}

export interface Consumer<in T> {
  take(value: T): void;
}

export interface Both<in out T> {
  swap(value: T): T;
}

export const arrow = <T,>(x: T): T[] => [x];
export const arrowExtends = <T extends string>(x: T) => x.length;
export const nested: Array<Map<string, Set<number>>> = [new Map([["a", new Set([1])]])];
const deep: Promise<Array<Record<string, number>>> = Promise.resolve([{ a: 1 }]);

class Box<T = string> {
  constructor(public content: T) {}
  map<U>(f: (t: T) => U): Box<U> {
    return new Box<U>(f(this.content));
  }
}

export const b = new Box(1).map<string>((n) => n.toFixed(2));
export const instantiated = identity<number>;
const explicit = identity<Box<Box<number>>>(new Box(new Box(1)));
void deep;
void explicit;
