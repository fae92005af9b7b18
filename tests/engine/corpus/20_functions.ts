export function overloaded(x: string): string;
export function overloaded(x: number): number;
export function overloaded(x: string | number): string | number {
  return x;
}

export function defaults(a: number, b = a * 2, c?: string, ...rest: number[]): number {
  return a + b + (c?.length ?? 0) + rest.length;
}

export function withThis(this: { base: number }, n: number): number {
  return this.base + n;
}

export const expression = function named(n: number): number {
  return n <= 1 ? 1 : n * named(n - 1);
};

export const arrows = [
  () => {},
  () => ({}),
  (x: number) => x,
  (x: number, y: number): number => x + y,
  (x?: number) => x,
  (...xs: number[]) => xs.length,
  ({ a }: { a: number }) => a,
  ([b]: number[]) => b,
  (x: number) => (y: number) => (z: number) => x + y + z,
  async () => await Promise.resolve(1),
];

export const iife = (function () {
  return 1;
})();
export const arrowIife = (() => 2)();
export const curried = ((a: number) => (b: number) => a + b)(1)(2);
const x = 1;
export const parenthesised = (x);
export const parenthesisedComma = (console.log(x), x + 1);
export const noParam = (x) > 0 ? x : -x;

function hoisted(): number {
  return later();
}
function later(): number {
  return 1;
}
export const result = hoisted();
export function returnsVoid(): void {
  return;
}
export abstract class Shape {
  abstract area(): number;
}
