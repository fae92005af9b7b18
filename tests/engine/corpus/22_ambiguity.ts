// Places where a prefix reads two ways until later text decides.
declare function f<T>(x: T): T;
declare const a: number, b: number, c: number;

export const generic = f<number>(1);
export const comparisons = [a < b, b > c, a < b || b > c];
export const lessThanPair = [a < b, c > a];
export const parenthesised = (a);
export const arrow = (x: number) => x;
export const arrowUntyped = (x: unknown) => x;
export const genericArrow = <T,>(x: T) => x;
export const division = a / b / c;
export const regex = a > 0 ? /re/g : null;
export const castOrCompare = (a as number) < b;
export const shift = a >> b >>> c;
export const nestedGenerics: Map<string, Map<string, number>> = new Map<string, Map<string, number>>();
export const objectOrBlock = () => ({ a });
export const conditionalArrow = a ? (x: number): number => x : (y: number): number => y;
export const colonInTernary = a ? b : c;
export const labelledLike = { a: 1 };
export const typeArgsCall = f<(x: number) => void>((x) => void x);
export const spreadInCall = f<number[]>([...[a]]);
export const instantiationThenCall = f<string>;
