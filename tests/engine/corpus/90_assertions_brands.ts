// Assertion functions, unique symbols, branded types, `unknown` narrowing and `never` checks.

declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

type UserId = Brand<string, "UserId">;
type Email = Brand<string, "Email">;
type Cents = Brand<number, "Cents">;

class AssertionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AssertionError";
  }
}

function assert(condition: unknown, message = "assertion failed"): asserts condition {
  if (!condition) throw new AssertionError(message);
}

function assertIsString(value: unknown, label: string): asserts value is string {
  if (typeof value !== "string") {
    throw new AssertionError(`${label} must be a string, got ${typeof value}`);
  }
}

function assertNever(value: never, context?: string): never {
  throw new AssertionError(`unexpected value ${JSON.stringify(value)}${context ? ` in ${context}` : ""}`);
}

function toUserId(raw: string): UserId {
  assert(/^u_[a-z0-9]+$/.test(raw), `bad user id: ${raw}`);
  return raw as UserId;
}

function toEmail(raw: unknown): Email {
  assertIsString(raw, "email");
  const trimmed = raw.trim().toLowerCase();
  assert(trimmed.includes("@"), "email needs an @");
  return trimmed as Email;
}

const cents = (amount: number): Cents => Math.round(amount * 100) as Cents;

function addCents(a: Cents, b: Cents): Cents {
  return (a + b) as Cents;
}

const TAG: unique symbol = Symbol("tag");
const VERSION = Symbol.for("app.version");

interface Tagged {
  [TAG]: string;
  [VERSION]?: number;
}

function tag<T extends object>(value: T, label: string): T & Tagged {
  return Object.assign(value, { [TAG]: label });
}

const tagged = tag({ size: 3 }, "box");
const tagLabel: string = tagged[TAG];

type Shape =
  | { kind: "circle"; radius: number }
  | { kind: "rect"; width: number; height: number }
  | { kind: "triangle"; base: number; height: number };

function area(shape: Shape): number {
  switch (shape.kind) {
    case "circle":
      return Math.PI * shape.radius ** 2;
    case "rect":
      return shape.width * shape.height;
    case "triangle":
      return (shape.base * shape.height) / 2;
    default:
      return assertNever(shape, "area");
  }
}

function describe(shape: Shape): string {
  const { kind } = shape;
  if (kind === "circle") return `circle r=${shape.kind === "circle" ? shape.radius : 0}`;
  if (shape.kind === "rect") return `rect ${shape.width}x${shape.height}`;
  const rest: Extract<Shape, { kind: "triangle" }> = shape;
  return `triangle ${rest.base}`;
}

function parseShape(input: unknown): Shape {
  assert(typeof input === "object" && input !== null, "shape must be an object");
  const obj = input as Record<string, unknown>;
  const kind = obj["kind"];
  assertIsString(kind, "kind");
  const num = (key: string): number => {
    const v = obj[key];
    assert(typeof v === "number" && Number.isFinite(v), `${key} must be a finite number`);
    return v;
  };
  switch (kind) {
    case "circle":
      return { kind, radius: num("radius") };
    case "rect":
      return { kind, width: num("width"), height: num("height") };
    case "triangle":
      return { kind, base: num("base"), height: num("height") };
  }
  throw new AssertionError(`unknown kind ${kind}`);
}

let maybe: string | undefined = Math.random() > 2 ? "never" : undefined;
function requireDefined<T>(value: T | null | undefined, name: string): asserts value is T {
  assert(value != null, `${name} is required`);
}

function safely<T>(fn: () => T): T | AssertionError {
  try {
    return fn();
  } catch (error) {
    if (error instanceof AssertionError) return error;
    throw new Error("unexpected failure", { cause: error });
  }
}

const outcome = safely(() => {
  requireDefined(maybe, "maybe");
  return maybe.length;
});

const shapes = [
  parseShape(JSON.parse('{"kind":"circle","radius":1}')),
  parseShape({ kind: "rect", width: 2, height: 3 }),
];

export const report = {
  user: toUserId("u_abc123"),
  email: toEmail("  Someone@Example.com "),
  total: addCents(cents(1.25), cents(2.5)),
  tagLabel,
  areas: shapes.map(area),
  descriptions: shapes.map(describe),
  outcome: outcome instanceof AssertionError ? outcome.message : outcome,
};
