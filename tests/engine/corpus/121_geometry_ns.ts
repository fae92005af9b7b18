// Geometry helpers in namespaces: overloads, tuple types, getters/setters, static factories,
// iterators over a polygon, and a function merged with a namespace.

namespace Geo {
  export type Vec = readonly [x: number, y: number];
  export type Unit = "px" | "em" | "pt";

  export const ORIGIN: Vec = [0, 0];
  const EPS = 1e-9;

  export function add(a: Vec, b: Vec): Vec {
    return [a[0] + b[0], a[1] + b[1]];
  }

  export function scale(v: Vec, k: number): Vec {
    return [v[0] * k, v[1] * k];
  }

  export function len(v: Vec): number {
    return Math.hypot(v[0], v[1]);
  }

  export function eq(a: Vec, b: Vec, eps = EPS): boolean {
    return Math.abs(a[0] - b[0]) < eps && Math.abs(a[1] - b[1]) < eps;
  }

  export namespace Units {
    const PER_PX: Record<Unit, number> = { px: 1, em: 16, pt: 4 / 3 };

    export function convert(value: number, from: Unit, to: Unit): number {
      if (from === to) return value;
      return (value * PER_PX[from]) / PER_PX[to];
    }

    export function parse(s: string): [number, Unit] | null {
      const m = /^(-?\d+(?:\.\d+)?)(px|em|pt)$/.exec(s.trim());
      if (m === null) return null;
      const unit = m[2];
      return unit === "px" || unit === "em" || unit === "pt" ? [parseFloat(m[1]), unit] : null;
    }
  }
}

class Polygon implements Iterable<Geo.Vec> {
  #points: Geo.Vec[];
  #cachedArea: number | undefined;

  private constructor(points: Geo.Vec[]) {
    this.#points = points;
  }

  static of(...points: Geo.Vec[]): Polygon {
    if (points.length < 3) throw new RangeError("a polygon needs 3 points");
    return new Polygon(points);
  }

  static rect(w: number, h: number): Polygon;
  static rect(origin: Geo.Vec, w: number, h: number): Polygon;
  static rect(a: number | Geo.Vec, b: number, c?: number): Polygon {
    const [o, w, h]: [Geo.Vec, number, number] = typeof a === "number" ? [Geo.ORIGIN, a, b] : [a, b, c ?? b];
    return Polygon.of(o, Geo.add(o, [w, 0]), Geo.add(o, [w, h]), Geo.add(o, [0, h]));
  }

  get size(): number {
    return this.#points.length;
  }

  get area(): number {
    if (this.#cachedArea === undefined) {
      let sum = 0;
      for (let i = 0; i < this.#points.length; i++) {
        const [x1, y1] = this.#points[i];
        const [x2, y2] = this.#points[(i + 1) % this.#points.length];
        sum += x1 * y2 - x2 * y1;
      }
      this.#cachedArea = Math.abs(sum) / 2;
    }
    return this.#cachedArea;
  }

  get first(): Geo.Vec {
    return this.#points[0];
  }

  set first(v: Geo.Vec) {
    this.#points[0] = v;
    this.#cachedArea = undefined;
  }

  *[Symbol.iterator](): Iterator<Geo.Vec> {
    yield* this.#points;
  }

  *edges(): Generator<[Geo.Vec, Geo.Vec], void, undefined> {
    const ps = this.#points;
    for (let i = 0; i < ps.length; i++) yield [ps[i], ps[(i + 1) % ps.length]];
  }

  perimeter(): number {
    let total = 0;
    for (const [a, b] of this.edges()) total += Geo.len(Geo.add(b, Geo.scale(a, -1)));
    return total;
  }

  translate(d: Geo.Vec): this {
    this.#points = this.#points.map((p) => Geo.add(p, d));
    return this;
  }
}

function format(v: Geo.Vec, unit: Geo.Unit = "px"): string {
  return `(${v[0]}${unit}, ${v[1]}${unit})`;
}
namespace format {
  export const separator = " -> ";
  export function all(ps: Iterable<Geo.Vec>): string {
    return Array.from(ps, (p) => format(p)).join(separator);
  }
}

const square = Polygon.rect(10, 10);
const moved = Polygon.rect([5, 5], 4, 2).translate([1, -1]);
console.log(square.area, square.perimeter(), moved.area, format.all(moved));
square.first = [-1, -1];
console.log(square.area.toFixed(2), Geo.eq(square.first, [-1, -1]), [...square].length === square.size);
const parsed = Geo.Units.parse("12pt");
if (parsed) {
  const [value, unit] = parsed;
  console.log(Geo.Units.convert(value, unit, "px"), unit === "pt" ? "points" : unit);
}
