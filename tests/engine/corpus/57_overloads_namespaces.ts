function format(value: number): string;
function format(value: Date): string;
function format(value: string, width: number): string;
function format(value: number | Date | string, width?: number): string {
  if (typeof value === "number") return value.toFixed(2);
  if (value instanceof Date) return value.toISOString();
  return value.padEnd(width ?? 0);
}

class Parser {
  parse(input: string): number;
  parse(input: string[]): number[];
  parse(input: string | string[]): number | number[] {
    return Array.isArray(input) ? input.map((s) => Number(s)) : Number(input);
  }
}

const p = new Parser();
const one: number = p.parse("1");
const many: number[] = p.parse(["1", "2"]);
console.log(format(1), format(new Date()), format("x", 4), one + many.length);

namespace Geometry {
  export interface Point {
    x: number;
    y: number;
  }
  export const origin: Point = { x: 0, y: 0 };
  export function distance(a: Point, b: Point = origin): number {
    return Math.hypot(a.x - b.x, a.y - b.y);
  }
  export namespace Shapes {
    export class Circle {
      constructor(public center: Point, public radius: number) {}
      area(): number {
        return Math.PI * this.radius ** 2;
      }
    }
  }
}

const c = new Geometry.Shapes.Circle({ x: 1, y: 1 }, 2);
console.log(Geometry.distance({ x: 3, y: 4 }), c.area(), Geometry.origin.x);

function buildLabel(name: string): string {
  return buildLabel.prefix + name;
}
namespace buildLabel {
  export const prefix = "Hello, ";
}
console.log(buildLabel("x"));

enum Color {
  Red,
  Green,
  Blue,
}
namespace Color {
  export function parse(s: string): Color | undefined {
    switch (s.toLowerCase()) {
      case "red":
        return Color.Red;
      case "green":
        return Color.Green;
      case "blue":
        return Color.Blue;
      default:
        return undefined;
    }
  }
}
console.log(Color.parse("red"), Color[Color.Green]);

interface Box {
  width: number;
}
interface Box {
  height: number;
}
const box: Box = { width: 1, height: 2 };
console.log(box.width * box.height);

interface Widget {
  render(): string;
}
class Widget {
  constructor(public id: number) {}
}
const w = new Widget(1);
console.log(w.id, typeof w.render);

const enum Direction {
  Up = 1,
  Down,
  Left,
  Right,
}
function move(d: Direction): [number, number] {
  switch (d) {
    case Direction.Up:
      return [0, -1];
    case Direction.Down:
      return [0, 1];
    case Direction.Left:
      return [-1, 0];
    case Direction.Right:
      return [1, 0];
  }
}
console.log(move(Direction.Left));

enum Flags {
  None = 0,
  Read = 1 << 0,
  Write = 1 << 1,
  All = Read | Write,
}
const perms: Flags = Flags.Read | Flags.Write;
console.log((perms & Flags.Write) !== 0, Flags.All);
