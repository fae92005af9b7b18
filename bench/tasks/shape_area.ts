export type Shape =
  | { kind: "circle"; radius: number }
  | { kind: "rectangle"; width: number; height: number }
  | { kind: "triangle"; base: number; height: number };

/**
 * The area of a shape.
 */
export function area(shape: Shape): number {
  switch (shape.kind) {
    case "circle":
      return Math.PI * shape.radius ** 2;
    case "rectangle":
      return shape.width * shape.height;
    case "triangle":
      return (shape.base * shape.height) / 2;
  }
}
//// tests
assert.equal(area({ kind: "rectangle", width: 2, height: 3 }), 6);
assert.equal(area({ kind: "triangle", base: 4, height: 5 }), 10);
assert.ok(Math.abs(area({ kind: "circle", radius: 1 }) - Math.PI) < 1e-12);
