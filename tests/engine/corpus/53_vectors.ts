// Red-team: immutable vector/matrix classes with static factories, readonly tuples, getters, a physics step.
class Vec2 {
  static readonly ZERO = new Vec2(0, 0);
  static readonly UNIT_X = new Vec2(1, 0);

  constructor(readonly x: number, readonly y: number) {}

  static fromAngle(rad: number, length = 1): Vec2 {
    return new Vec2(Math.cos(rad) * length, Math.sin(rad) * length);
  }

  static sum(...vs: Vec2[]): Vec2 {
    return vs.reduce((acc, v) => acc.add(v), Vec2.ZERO);
  }

  add(o: Vec2): Vec2 {
    return new Vec2(this.x + o.x, this.y + o.y);
  }

  sub(o: Vec2): Vec2 {
    return this.add(o.scale(-1));
  }

  scale(k: number): Vec2 {
    return new Vec2(this.x * k, this.y * k);
  }

  dot(o: Vec2): number {
    return this.x * o.x + this.y * o.y;
  }

  get length(): number {
    return Math.hypot(this.x, this.y);
  }

  get angle(): number {
    return Math.atan2(this.y, this.x);
  }

  normalize(): Vec2 {
    const len = this.length;
    return len === 0 ? Vec2.ZERO : this.scale(1 / len);
  }

  equals(o: Vec2, eps = 1e-9): boolean {
    return Math.abs(this.x - o.x) < eps && Math.abs(this.y - o.y) < eps;
  }

  toString(): string {
    return `(${this.x.toFixed(2)}, ${this.y.toFixed(2)})`;
  }
}

class Matrix2 {
  private constructor(private readonly m: readonly [number, number, number, number]) {}

  static identity(): Matrix2 {
    return new Matrix2([1, 0, 0, 1]);
  }

  static rotation(rad: number): Matrix2 {
    const c = Math.cos(rad);
    const s = Math.sin(rad);
    return new Matrix2([c, -s, s, c]);
  }

  static of(a: number, b: number, c: number, d: number): Matrix2 {
    return new Matrix2([a, b, c, d]);
  }

  mul(o: Matrix2): Matrix2 {
    const [a, b, c, d] = this.m;
    const [e, f, g, h] = o.m;
    return new Matrix2([a * e + b * g, a * f + b * h, c * e + d * g, c * f + d * h]);
  }

  apply(v: Vec2): Vec2 {
    const [a, b, c, d] = this.m;
    return new Vec2(a * v.x + b * v.y, c * v.x + d * v.y);
  }

  get determinant(): number {
    const [a, b, c, d] = this.m;
    return a * d - b * c;
  }

  inverse(): Matrix2 | null {
    const det = this.determinant;
    if (det === 0) return null;
    const [a, b, c, d] = this.m;
    return Matrix2.of(d / det, -b / det, -c / det, a / det);
  }
}

interface Body {
  pos: Vec2;
  vel: Vec2;
  mass: number;
}

function step(bodies: Body[], dt: number, gravity = new Vec2(0, -9.81)): Body[] {
  return bodies.map(({ pos, vel, mass }) => {
    const nextVel = vel.add(gravity.scale(dt));
    let nextPos = pos.add(nextVel.scale(dt));
    let bounced = nextVel;
    if (nextPos.y < 0) {
      nextPos = new Vec2(nextPos.x, 0);
      bounced = new Vec2(nextVel.x, -nextVel.y * 0.8);
    }
    return { pos: nextPos, vel: bounced, mass };
  });
}

const rot = Matrix2.rotation(Math.PI / 2);
console.log(rot.apply(Vec2.UNIT_X).toString(), rot.mul(rot.inverse() ?? Matrix2.identity()).determinant.toFixed(3));
console.log(Vec2.sum(new Vec2(1, 2), new Vec2(3, 4)).length, Vec2.fromAngle(Math.PI).angle);
let world: Body[] = [{ pos: new Vec2(0, 10), vel: new Vec2(1, 0), mass: 1 }];
for (let t = 0; t < 100; t++) world = step(world, 0.05);
console.log(world.map((b) => b.pos.toString()), world[0].vel.normalize().equals(Vec2.ZERO));
