// Overloads, namespaces merged with functions and enums, abstract classes with getters and
// setters, tuples (optional and rest elements), readonly arrays and `as const` tables.

namespace Units {
  export const enum Kind {
    Metric = "metric",
    Imperial = "imperial",
  }
  export const factors = { mm: 0.001, cm: 0.01, m: 1, km: 1000, in: 0.0254, ft: 0.3048 } as const;
  export type Unit = keyof typeof factors;
  export function convert(value: number, from: Unit, to: Unit): number {
    return (value * factors[from]) / factors[to];
  }
  export namespace Format {
    export function withUnit(value: number, unit: Unit, digits = 2): string {
      return `${value.toFixed(digits)} ${unit}`;
    }
  }
}

type Point2 = readonly [x: number, y: number];
type Point3 = readonly [x: number, y: number, z?: number];
type Polyline = [Point2, Point2, ...Point2[]];

function distance(a: Point2, b: Point2): number;
function distance(a: Point3, b: Point3): number;
function distance(a: Point3, b: Point3): number {
  const dz = (a[2] ?? 0) - (b[2] ?? 0);
  return Math.hypot(a[0] - b[0], a[1] - b[1], dz);
}

function length(line: Polyline): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += distance(line[i - 1]!, line[i]!);
  return total;
}

function parse(input: string): Point2;
function parse(input: string[]): Point2[];
function parse(input: string | string[]): Point2 | Point2[] {
  if (Array.isArray(input)) return input.map((s) => parse(s));
  const [x = "0", y = "0"] = input.split(",");
  return [Number(x), Number(y)];
}

abstract class Figure {
  private static count = 0;
  readonly serial: number;
  protected _label = "";

  constructor() {
    this.serial = ++Figure.count;
  }

  abstract area(): number;
  abstract get perimeter(): number;

  get label(): string {
    return this._label || `${this.constructor.name}#${this.serial}`;
  }
  set label(value: string) {
    this._label = value.trim();
  }

  describe(unit: Units.Unit = "m"): string {
    return `${this.label}: area ${Units.Format.withUnit(this.area(), unit)}, perimeter ${this.perimeter.toFixed(1)}`;
  }

  static get created(): number {
    return Figure.count;
  }
}

class Polygon extends Figure {
  constructor(private readonly points: readonly Point2[]) {
    super();
    if (points.length < 3) throw new Error("a polygon needs three points");
  }

  area(): number {
    let s = 0;
    this.points.forEach(([x1, y1], i) => {
      const [x2, y2] = this.points[(i + 1) % this.points.length]!;
      s += x1 * y2 - x2 * y1;
    });
    return Math.abs(s) / 2;
  }

  get perimeter(): number {
    return this.points.reduce((acc, p, i, arr) => acc + distance(p, arr[(i + 1) % arr.length]!), 0);
  }
}

class Disc extends Figure {
  #r: number;
  constructor(r: number) {
    super();
    this.#r = r;
  }
  get radius(): number {
    return this.#r;
  }
  set radius(r: number) {
    if (r < 0) throw new RangeError("radius");
    this.#r = r;
  }
  area(): number {
    return Math.PI * this.#r ** 2;
  }
  get perimeter(): number {
    return 2 * Math.PI * this.#r;
  }
}

const square = new Polygon(parse(["0,0", "1,0", "1,1", "0,1"]));
square.label = "  unit square ";
const disc = new Disc(2);
disc.radius *= 1.5;
const figures: readonly Figure[] = [square, disc];
for (const f of figures) console.log(f.describe());
console.log(Figure.created, length([[0, 0], [3, 4], [3, 0]]), distance([0, 0, 0], [1, 2, 2]));
console.log(Units.convert(5, "km", "ft").toFixed(0), Units.Kind.Metric);
const best = [...figures].sort((a, b) => b.area() - a.area())[0];
console.log(best?.label ?? "none");
