// Narrowing the type layer must follow (or stay out of): typeof, equality, truthiness, in,
// instanceof, discriminated unions, user type guards, assertion functions, aliased conditions.
interface Circle { kind: "circle"; radius: number }
interface Square { kind: "square"; side: number }
type Shape = Circle | Square;

export function area(s: Shape): number {
  if (s.kind === "circle") {
    return Math.PI * s.radius ** 2;
  }
  return s.side * s.side;
}

export function describe(x: string | number | null | undefined): string {
  if (x == null) return "nothing";
  if (typeof x === "number") return x.toFixed(2);
  const upper = x.toUpperCase();
  return upper.trim();
}

class Animal { name = "a" }
class Dog extends Animal { bark(): string { return "woof"; } }

export function speak(a: Animal): string {
  if (a instanceof Dog) {
    return a.bark();
  }
  return a.name;
}

export function hasId(o: object): number {
  if ("id" in o && typeof o.id === "number") {
    return o.id;
  }
  return -1;
}

function isDog(a: Animal): a is Dog {
  return a instanceof Dog;
}

function assertDog(a: Animal): asserts a is Dog {
  if (!isDog(a)) throw new Error("not a dog");
}

export function loud(a: Animal): string {
  if (isDog(a)) return a.bark().toUpperCase();
  assertDog(a);
  return a.bark();
}

export function aliased(v: unknown): number {
  const isString = typeof v === "string";
  if (isString) return v.length;
  if (Array.isArray(v)) return v.length;
  return 0;
}

export function firstWord(text: string | undefined): string {
  const words = text?.split(" ") ?? [];
  const first = words[0];
  return first !== undefined ? first.toLowerCase() : "";
}

export function callable(o: object): void {
  if (typeof o === "function") {
    o();
  }
}

export function shadowing(values: number[]): string {
  const label = "total";
  let sum = 0;
  for (const label of values) {
    sum += label;
  }
  values.forEach((label) => {
    sum -= label.valueOf();
  });
  try {
    JSON.parse("{");
  } catch (label) {
    console.log(label);
  }
  return label.toUpperCase() + sum.toFixed(0);
}
