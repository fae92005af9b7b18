export enum Color {
  Red,
  Green = 5,
  Blue,
}

export const enum Flags {
  None = 0,
  A = 1 << 0,
  B = 1 << 1,
  AB = A | B,
}

enum Direction {
  Up = "UP",
  Down = "DOWN",
  "Left Side" = "LEFT",
}

declare enum Ambient {
  X,
}

export namespace Geometry {
  export const origin = { x: 0, y: 0 };
  export namespace Inner.Deep {
    export function dist(a: number, b: number): number {
      return Math.hypot(a, b);
    }
  }
  export type Vec = [number, number];
}

export namespace Geometry {
  export const unit = 1;
}

declare namespace External {
  function call(x: number): string;
  let value: number;
  interface Options {
    verbose: boolean;
  }
}

declare global {
  interface Array<T> {
    lastItem?: T;
  }
}

declare const VERSION: string;
declare let mutable: number;
declare function external(input: string): void;
declare class Outside {
  constructor(x: number);
  method(): string;
  static make(): Outside;
}

import Alias = Geometry.Inner.Deep;

export const d = Alias.dist(3, 4) + Color.Blue + Flags.AB + Geometry.unit;
export const dir: Direction = Direction["Left Side"];
export type Uses = [typeof VERSION, typeof mutable, typeof external, Outside, External.Options, typeof Ambient];
