// Ambient declarations and declaration merging: `declare`, namespaces merged with functions, classes and enums, `const enum`.
declare const BUILD_ID: string;
declare function report(event: string, data?: Record<string, unknown>): void;
declare namespace Host {
  interface Info {
    platform: "linux" | "darwin" | "win32";
    version: [major: number, minor: number];
  }
  function info(): Info;
  let verbose: boolean;
}
declare class NativeHandle {
  constructor(fd: number);
  readonly fd: number;
  close(): void;
}

const enum Flags {
  None = 0,
  Read = 1 << 0,
  Write = 1 << 1,
  Exec = 1 << 2,
  All = Read | Write | Exec,
}

enum Level {
  Debug,
  Info,
  Warn,
  Error,
}
namespace Level {
  export function parse(text: string): Level {
    const found = (Object.keys(Level) as (keyof typeof Level)[]).find((k) => k.toLowerCase() === text.toLowerCase());
    return found !== undefined && typeof Level[found] === "number" ? (Level[found] as Level) : Level.Info;
  }
  export const names: readonly string[] = ["debug", "info", "warn", "error"];
}

function format(value: number, unit: format.Unit = "b"): string {
  const scale = format.scales[unit];
  return `${(value / scale).toFixed(format.precision)}${unit}`;
}
namespace format {
  export type Unit = "b" | "kb" | "mb";
  export const scales: Record<Unit, number> = { b: 1, kb: 1024, mb: 1024 ** 2 };
  export let precision = 1;
}

class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
  plus(o: Point): Point {
    return new Point(this.x + o.x, this.y + o.y);
  }
}
namespace Point {
  export const origin = new Point(0, 0);
  export function from(pair: readonly [number, number]): Point {
    return new Point(pair[0], pair[1]);
  }
}

namespace Geometry.Shapes {
  export interface Shape {
    area(): number;
  }
  export class Circle implements Shape {
    constructor(readonly r: number) {}
    area(): number {
      return Math.PI * this.r ** 2;
    }
  }
}
namespace Geometry.Shapes {
  export class Square implements Shape {
    constructor(readonly side: number) {}
    area(): number {
      return this.side * this.side;
    }
  }
  export const all = (): Shape[] => [new Circle(1), new Square(2)];
}
import Shapes = Geometry.Shapes;

function hasFlag(value: Flags, flag: Flags): boolean {
  return (value & flag) === flag;
}

function describeHost(): string {
  if (typeof Host === "undefined") return "no host";
  const { platform, version: [major, minor] } = Host.info();
  return `${platform} ${major}.${minor}${Host.verbose ? " (verbose)" : ""}`;
}

const perms = Flags.Read | Flags.Write;
const level = Level.parse("WARN");
const total = Shapes.all().reduce((sum, s) => sum + s.area(), 0);
const moved = Point.from([1, 2]).plus(Point.origin);
format.precision = 2;

export function run(useNative: boolean): void {
  if (useNative) new NativeHandle(3).close();
  report("startup", { build: BUILD_ID, host: describeHost() });
  console.log(hasFlag(perms, Flags.Write), hasFlag(perms, Flags.Exec), Flags.All, Level[level], Level.names.length, total.toFixed(2), moved.x, format(2048, "kb"));
}
