// Private #fields, `#x in obj` brand checks, static blocks, accessor pairs, class expressions.

class Temperature {
  static #instances = 0;
  static absoluteZero: number;

  static {
    Temperature.absoluteZero = -273.15;
  }

  #celsius: number;
  #history: number[] = [];

  constructor(celsius: number) {
    this.#celsius = celsius;
    Temperature.#instances++;
  }

  get celsius(): number {
    return this.#celsius;
  }

  set celsius(value: number) {
    if (value < Temperature.absoluteZero) {
      throw new RangeError(`below absolute zero: ${value}`);
    }
    this.#history.push(this.#celsius);
    this.#celsius = value;
  }

  get fahrenheit(): number {
    return this.#celsius * 1.8 + 32;
  }

  set fahrenheit(value: number) {
    this.celsius = (value - 32) / 1.8;
  }

  #round(n: number): number {
    return Math.round(n * 100) / 100;
  }

  undo(): boolean {
    const previous = this.#history.pop();
    if (previous === undefined) return false;
    this.#celsius = previous;
    return true;
  }

  toString(): string {
    return `${this.#round(this.#celsius)}°C`;
  }

  static isTemperature(value: unknown): value is Temperature {
    return typeof value === "object" && value !== null && #celsius in value;
  }

  static get count(): number {
    return Temperature.#instances;
  }

  equals(other: unknown): boolean {
    return Temperature.isTemperature(other) && other.#celsius === this.#celsius;
  }
}

const t = new Temperature(20);
t.fahrenheit = 212;
t.celsius += 5;
t.undo();

const Counter = class NamedCounter {
  #value = 0;
  static create(): NamedCounter {
    return new NamedCounter();
  }
  increment(by = 1): this {
    this.#value += by;
    return this;
  }
  get value() {
    return this.#value;
  }
};

const counter = Counter.create().increment().increment(5);

const Point = class {
  constructor(readonly x: number, readonly y: number) {}
  get magnitude() {
    return Math.sqrt(this.x ** 2 + this.y ** 2);
  }
};
type PointInstance = InstanceType<typeof Point>;

function longest(points: PointInstance[]): PointInstance | undefined {
  return points.reduce<PointInstance | undefined>(
    (best, p) => (best === undefined || p.magnitude > best.magnitude ? p : best),
    undefined,
  );
}

class Registry<T extends { id: string }> {
  static #shared?: Registry<{ id: string }>;
  #items = new Map<string, T>();
  #frozen = false;

  static get shared(): Registry<{ id: string }> {
    return (Registry.#shared ??= new Registry());
  }

  add(item: T): void {
    if (this.#frozen) throw new Error("registry is frozen");
    this.#items.set(item.id, item);
  }

  freeze(): void {
    this.#frozen = true;
  }

  get size() {
    return this.#items.size;
  }

  *[Symbol.iterator](): IterableIterator<T> {
    yield* this.#items.values();
  }
}

Registry.shared.add({ id: "root" });
const reg = new Registry<{ id: string; label: string }>();
reg.add({ id: "a", label: "Alpha" });
reg.add({ id: "b", label: "Beta" });
reg.freeze();
const labels = [...reg].map((item) => item.label.toUpperCase());

class Lazy<T> {
  #factory: (() => T) | null;
  #value: T | undefined;
  constructor(factory: () => T) {
    this.#factory = factory;
  }
  get value(): T {
    if (this.#factory) {
      this.#value = this.#factory();
      this.#factory = null;
    }
    return this.#value as T;
  }
}

const lazy = new Lazy(() => labels.join(", "));

export const summary = {
  temp: t.toString(),
  f: t.fahrenheit.toFixed(1),
  same: t.equals(new Temperature(t.celsius)),
  isTemp: Temperature.isTemperature({}),
  count: Temperature.count,
  counter: counter.value,
  longest: longest([new Point(1, 2), new Point(3, 4)])?.magnitude ?? 0,
  shared: Registry.shared.size,
  lazy: lazy.value,
};
