// A typed event emitter, overloads, namespaces, enums, getters/setters and `this` in methods and arrows.
enum Level {
  Debug = 10,
  Info = 20,
  Warn = 30,
}

namespace Format {
  export const sep = " | ";
  export function level(l: Level): string {
    return Level[l] ? Level[l].toUpperCase() : `L${l}`;
  }
  export namespace Time {
    export const iso = (d: Date): string => d.toISOString();
  }
}

type Events = {
  log: [level: Level, message: string];
  tick: [n: number];
  close: [];
};

type Listener<A extends unknown[]> = (...args: A) => void;

class Emitter<E extends Record<string, unknown[]>> {
  private readonly listeners: { [K in keyof E]?: Set<Listener<E[K]>> } = {};

  on<K extends keyof E>(event: K, fn: Listener<E[K]>): () => void {
    const set = (this.listeners[event] ??= new Set());
    set.add(fn);
    return () => void set.delete(fn);
  }

  once<K extends keyof E>(event: K, fn: Listener<E[K]>): void {
    const off = this.on(event, (...args) => {
      off();
      fn(...args);
    });
  }

  emit<K extends keyof E>(event: K, ...args: E[K]): number {
    const set = this.listeners[event];
    if (!set) return 0;
    for (const fn of set) fn(...args);
    return set.size;
  }
}

class Logger {
  private _level = Level.Info;
  private readonly lines: string[] = [];
  readonly bus = new Emitter<Events>();

  get level(): Level {
    return this._level;
  }
  set level(value: Level) {
    this._level = value < Level.Debug ? Level.Debug : value;
  }

  log(message: string): void;
  log(level: Level, message: string): void;
  log(a: Level | string, b?: string): void {
    const [level, message] = typeof a === "string" ? [Level.Info, a] : [a, b ?? ""];
    if (level < this._level) return;
    this.lines.push([Format.level(level), Format.Time.iso(new Date(0)), message].join(Format.sep));
    this.bus.emit("log", level, message);
  }

  flush = (): string[] => {
    const out = this.lines.splice(0, this.lines.length);
    this.bus.emit("tick", out.length);
    return out;
  };
}

function parse(input: string): number;
function parse(input: string[]): number[];
function parse(input: string | string[]): number | number[] {
  return Array.isArray(input) ? input.map((s) => parse(s)) : Number.parseFloat(input);
}

const logger = new Logger();
const seen: string[] = [];
const off = logger.bus.on("log", (level, message) => seen.push(`${level}:${message}`));
logger.bus.once("tick", (n) => console.log("flushed", n.toFixed(0)));
logger.bus.on("close", () => console.log("closed"));
logger.log("started");
logger.log(Level.Debug, "hidden");
logger.level = Level.Debug - 5;
logger.log(Level.Warn, `parsed ${parse("1.5") + parse(["2", "3"]).reduce((a, b) => a + b, 0)}`);
off();
const flushed = logger.flush();
logger.bus.emit("close");
console.log(flushed, seen, logger.level === Level.Debug ? "debug" : "other");
