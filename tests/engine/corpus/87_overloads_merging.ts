// Overloads with an implementation signature, function + namespace merging, interface + class merging.

export function parse(input: string): number;
export function parse(input: string, radix: number): number;
export function parse(input: string[], radix?: number): number[];
export function parse(input: string | string[], radix = 10): number | number[] {
  if (Array.isArray(input)) {
    return input.map((s) => Number.parseInt(s, radix));
  }
  return Number.parseInt(input, radix);
}

export function format(value: number): string;
export function format(value: Date, locale?: string): string;
export function format(value: number | Date, locale?: string): string {
  if (typeof value === "number") {
    return value.toFixed(2);
  }
  return value.toLocaleDateString(locale ?? "en-US");
}

function createId(): string;
function createId(prefix: string): string;
function createId(prefix?: string): string {
  createId.counter += 1;
  return `${prefix ?? "id"}-${createId.counter}`;
}
namespace createId {
  export let counter = 0;
  export function reset(): void {
    counter = 0;
  }
}

createId.reset();
const firstId = createId("user");
const secondId = createId();

interface Vector {
  length(): number;
}

class Vector {
  constructor(public x: number, public y: number) {}

  add(other: Vector): Vector {
    return new Vector(this.x + other.x, this.y + other.y);
  }
}

Vector.prototype.length = function (this: Vector): number {
  return Math.hypot(this.x, this.y);
};

namespace Vector {
  export const zero = new Vector(0, 0);
  export function of(x: number, y: number): Vector {
    return new Vector(x, y);
  }
}

const v = Vector.of(3, 4).add(Vector.zero);

class Logger {
  private lines: string[] = [];

  log(message: string): void;
  log(level: "info" | "warn" | "error", message: string): void;
  log(a: string, b?: string): void {
    const line = b === undefined ? `[info] ${a}` : `[${a}] ${b}`;
    this.lines.push(line);
  }

  dump(): readonly string[] {
    return this.lines;
  }
}

const logger = new Logger();
logger.log("started");
logger.log("warn", `vector length is ${v.length()}`);

interface Overloaded {
  (key: string): string | undefined;
  (key: string, fallback: string): string;
  readonly size: number;
}

function makeLookup(table: Record<string, string>): Overloaded {
  function lookup(key: string): string | undefined;
  function lookup(key: string, fallback: string): string;
  function lookup(key: string, fallback?: string): string | undefined {
    return table[key] ?? fallback;
  }
  return Object.assign(lookup, { size: Object.keys(table).length });
}

const lookup = makeLookup({ a: "alpha", b: "beta" });
const alpha: string | undefined = lookup("a");
const gamma: string = lookup("c", "gamma");

type Handler<E> = (event: E) => void;

class Emitter<Events extends Record<string, unknown>> {
  private handlers: { [K in keyof Events]?: Handler<Events[K]>[] } = {};

  on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): () => void {
    const list = (this.handlers[name] ??= []);
    list.push(handler);
    return () => {
      const index = list.indexOf(handler);
      if (index >= 0) list.splice(index, 1);
    };
  }

  emit<K extends keyof Events>(name: K, event: Events[K]): void {
    this.handlers[name]?.forEach((h) => h(event));
  }
}

const emitter = new Emitter<{ saved: { id: string }; closed: undefined }>();
const off = emitter.on("saved", (e) => logger.log(e.id));
emitter.emit("saved", { id: firstId });
emitter.emit("closed", undefined);
off();

export const results = {
  one: parse("42"),
  many: parse(["1", "2", "ff"], 16),
  when: format(new Date(0), "de-DE"),
  money: format(12.5),
  ids: [firstId, secondId],
  alpha,
  gamma,
  size: lookup.size,
  lines: logger.dump().length,
};
