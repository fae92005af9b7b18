type Shape =
  | { kind: "circle"; radius: number }
  | { kind: "square"; size: number }
  | { kind: "rect"; width: number; height: number };

function area(shape: Shape): number {
  switch (shape.kind) {
    case "circle":
      return Math.PI * shape.radius ** 2;
    case "square":
      return shape.size * shape.size;
    case "rect":
      return shape.width * shape.height;
    default: {
      const never: never = shape;
      throw new Error(`unknown shape ${JSON.stringify(never)}`);
    }
  }
}

function assertNever(x: never): never {
  throw new Error("Unexpected: " + x);
}

function perimeter(shape: Shape): number {
  if (shape.kind === "circle") {
    return 2 * Math.PI * shape.radius;
  } else if (shape.kind === "square") {
    return 4 * shape.size;
  } else if (shape.kind === "rect") {
    return 2 * (shape.width + shape.height);
  }
  return assertNever(shape);
}

function isString(x: unknown): x is string {
  return typeof x === "string";
}

function describe(value: string | number | boolean | null | undefined | string[]): string {
  if (value == null) return "nothing";
  if (typeof value === "string") return value.toUpperCase();
  if (typeof value === "number") return value.toFixed(1);
  if (Array.isArray(value)) return value.join("|");
  return value ? "yes" : "no";
}

interface Cat { meow(): void; name: string }
interface Dog { bark(): void; name: string }

function speak(pet: Cat | Dog) {
  if ("meow" in pet) {
    pet.meow();
  } else {
    pet.bark();
  }
  return pet.name;
}

function process(input: unknown[]): string[] {
  const out: string[] = [];
  for (const item of input) {
    if (isString(item)) {
      out.push(item.trim());
    } else if (item instanceof Date) {
      out.push(item.toISOString());
    } else if (typeof item === "object" && item !== null && "toString" in item) {
      out.push(String(item));
    }
  }
  return out;
}

const shapes: Shape[] = [
  { kind: "circle", radius: 2 },
  { kind: "rect", width: 2, height: 3 },
];
const total = shapes.map(area).reduce((a, b) => a + b, 0);
const p = shapes.map((s) => perimeter(s));
console.log(total.toFixed(2), p.length, describe(["a"]), speak({ name: "x", meow() {} }), process([1, "a"]));
const maybe: { deep?: { value?: string } } | undefined = Math.random() > 0.5 ? { deep: {} } : undefined;
const v = maybe?.deep?.value?.length ?? 0;
console.log(v + 1);
