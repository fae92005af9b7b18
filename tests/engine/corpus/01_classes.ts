// Every kind of class member, with and without modifiers.
interface Shape {
  area(): number;
}

export abstract class Base<T> implements Shape {
  static count = 0;
  static readonly kind: string = "base";
  protected abstract readonly label: string;
  declare tag?: string;
  #secret = 42;
  private hidden = true;
  public value?: T;
  [key: string]: unknown;

  static {
    Base.count += 1;
  }

  constructor(public readonly id: number, protected name = "anon", private extra?: T) {
    this.value = extra;
  }

  abstract area(): number;

  get secret(): number {
    return this.#secret;
  }

  set secret(v: number) {
    this.#secret = v;
  }

  #bump(): void {
    this.#secret++;
  }

  static create(): number {
    return Base.count;
  }

  describe(this: Base<T>): string {
    this.#bump();
    return `${this.name}#${this.id}`;
  }

  hasSecret(other: object): boolean {
    return #secret in other;
  }
}

const computedKey = Symbol("key");

export class Square extends Base<number> {
  protected readonly label = "square";
  accessor side = 1;
  static accessor made = 0;
  override describe(): string {
    return "square " + super.describe();
  }

  area(): number {
    return this.side ** 2;
  }

  scale(factor: number): this;
  scale(factor: string): this;
  scale(factor: number | string): this {
    this.side *= Number(factor);
    return this;
  }

  async *points(): AsyncGenerator<number, void, undefined> {
    yield this.side;
  }

  *[Symbol.iterator](): Generator<number> {
    yield 1;
  }

  "quoted name"(): number {
    return 1;
  }

  42(): number {
    return 42;
  }

  [computedKey]?: number;
  ["literal"]!: number;
}

const Anonymous = class<U> {
  constructor(readonly u: U) {}
};

export const sq = new Square(1);
export const anon = new Anonymous<string>("x");
export class Empty {}
class WithSemis {
  a = 1;;
  b(): void {};
}
new WithSemis();
