// Narrowing every way tsc knows: typeof, instanceof, `in`, discriminants, user type guards,
// assertion functions, truthiness and equality, across unions of shapes and primitives.

interface Circle {
  kind: "circle";
  radius: number;
}
interface Rect {
  kind: "rect";
  width: number;
  height: number;
}
interface Triangle {
  kind: "triangle";
  a: number;
  b: number;
  c: number;
}
type Shape = Circle | Rect | Triangle;

function area(s: Shape): number {
  switch (s.kind) {
    case "circle":
      return Math.PI * s.radius ** 2;
    case "rect":
      return s.width * s.height;
    case "triangle": {
      const p = (s.a + s.b + s.c) / 2;
      return Math.sqrt(p * (p - s.a) * (p - s.b) * (p - s.c));
    }
    default: {
      const never: never = s;
      return never;
    }
  }
}

function isCircle(s: Shape): s is Circle {
  return s.kind === "circle";
}

function assertPositive(n: number, what: string): asserts n {
  if (!(n > 0)) throw new RangeError(`${what} must be positive, got ${n}`);
}

type Input = string | number | boolean | null | undefined | Date | string[];

function normalise(v: Input): string {
  if (v == null) return "";
  if (typeof v === "string") return v.trim();
  if (typeof v === "number") return Number.isFinite(v) ? v.toFixed(2) : "NaN";
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return v.map((x) => x.toUpperCase()).join("|");
}

interface Fish {
  swim(): string;
}
interface Bird {
  fly(): string;
  wingspan?: number;
}

function move(animal: Fish | Bird): string {
  if ("swim" in animal) return animal.swim();
  const span = animal.wingspan ?? 0;
  return `${animal.fly()} (${span}cm)`;
}

class HttpError extends Error {
  constructor(public readonly status: number, message: string) {
    super(message);
    this.name = "HttpError";
  }
}

class TimeoutError extends Error {
  readonly retryable = true;
}

function classify(e: unknown): string {
  if (e instanceof HttpError) return e.status >= 500 ? "server" : "client";
  if (e instanceof TimeoutError) return e.retryable ? "retry" : "timeout";
  if (e instanceof Error) return e.message;
  if (typeof e === "object" && e !== null && "code" in e) return String((e as { code: unknown }).code);
  return "unknown";
}

function largest(shapes: readonly Shape[]): Shape | undefined {
  let best: Shape | undefined;
  let bestArea = -Infinity;
  for (const s of shapes) {
    const a = area(s);
    if (a > bestArea) {
      best = s;
      bestArea = a;
    }
  }
  return best;
}

function totalRadius(shapes: Shape[]): number {
  return shapes.filter(isCircle).reduce((acc, c) => acc + c.radius, 0);
}

function scale(s: Shape, k: number): Shape {
  assertPositive(k, "scale");
  if (s.kind === "circle") return { ...s, radius: s.radius * k };
  if (s.kind === "rect") return { kind: "rect", width: s.width * k, height: s.height * k };
  return { kind: "triangle", a: s.a * k, b: s.b * k, c: s.c * k };
}

const shapes: Shape[] = [
  { kind: "circle", radius: 2 },
  { kind: "rect", width: 3, height: 4 },
  { kind: "triangle", a: 3, b: 4, c: 5 },
];

const big = largest(shapes);
if (big && big.kind !== "triangle") {
  console.log(big.kind === "circle" ? big.radius : big.width);
}
console.log(totalRadius(shapes), shapes.map((s) => scale(s, 2)).map(area));
console.log(normalise(new Date(0)), normalise(["a", "b"]), normalise(null), normalise(3.14159));
console.log(move({ swim: () => "splash" }), move({ fly: () => "flap", wingspan: 30 }));
console.log(classify(new HttpError(503, "down")), classify({ code: 42 }), classify("x"));
