export interface Point {
  readonly x: number;
  readonly y: number;
  z?: number;
}

interface Callable {
  (input: string): number;
  new (input: string): Point;
  readonly [index: number]: string;
  method?(): void;
  prop: <T>(value: T) => T;
  get size(): number;
  set size(value: number);
}

interface Named {
  name: string;
}

export interface Point3D extends Point, Named {
  z: number;
}

export interface Tree<T> {
  value: T;
  children: Tree<T>[];
  parent: Tree<T> | null;
}

interface Dictionary {
  [key: string]: number | undefined;
  [key: `data-${string}`]: number;
}

const dict: Dictionary = { a: 1, "data-x": 2 };
const point: Point3D = { x: 1, y: 2, z: 3, name: "p" };
const tree: Tree<string> = { value: "root", children: [], parent: null };

export type Uses = [Callable | undefined, typeof dict, typeof point, typeof tree];
