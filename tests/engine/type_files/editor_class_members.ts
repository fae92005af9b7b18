// Editor-style code for the type layer's classes: `this` in methods and callbacks, members
// declared after their use, inheritance, parameter properties, enums and namespaces.

export enum Level {
  Debug,
  Info = 10,
  Warn,
  Error = "error",
}

const enum Flags {
  None = 0,
  Read = 1 << 0,
  Write = 1 << 1,
  ReadWrite = Read | Write,
}

namespace Units {
  export const second = 1000;
  export const minute = 60 * second;
  export function format(ms: number): string {
    return ms >= minute ? `${Math.round(ms / minute)}m` : `${Math.round(ms / second)}s`;
  }
}

interface Entry {
  readonly at: number;
  level: Level;
  text: string;
}

abstract class Sink {
  protected written = 0;
  abstract write(entry: Entry): void;
  count(): number {
    return this.written;
  }
}

class MemorySink extends Sink {
  readonly entries: Entry[] = [];
  write(entry: Entry): void {
    this.entries.push(entry);
    this.written++;
  }
  last(): Entry | undefined {
    return this.entries[this.entries.length - 1];
  }
}

class Logger<Ctx extends object = {}> {
  private static instances = 0;
  static create(): Logger {
    Logger.instances++;
    return new Logger(new MemorySink());
  }

  private readonly started = Date.now();
  #muted = false;
  flags: Flags = Flags.ReadWrite;

  constructor(private sink: Sink, public level: Level = Level.Info, readonly context?: Ctx) {}

  get uptime(): string {
    return Units.format(Date.now() - this.started);
  }

  set muted(value: boolean) {
    this.#muted = value;
  }

  log(level: Level, text: string): this {
    if (this.#muted || !this.enabled(level)) {
      return this;
    }
    this.sink.write({ at: Date.now(), level, text });
    return this;
  }

  logAll(texts: string[]): number {
    texts.forEach((t) => {
      this.log(this.level, t.trim());
    });
    return texts.filter((t) => t.length > 0).length;
  }

  // `enabled` is declared after the methods that use it
  private enabled(level: Level): boolean {
    if (typeof level === "string" || typeof this.level === "string") {
      return true;
    }
    return level >= this.level;
  }

  child<C extends object>(context: C): Logger<C> {
    const logger = new Logger<C>(this.sink, this.level, context);
    logger.flags = this.flags & Flags.Read ? Flags.Read : Flags.None;
    return logger;
  }
}

class Counter {
  private counts = new Map<string, number>();
  bump = (key: string): number => {
    const next = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, next);
    return next;
  };
  top(n: number): [string, number][] {
    return [...this.counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  }
}

const memory = new MemorySink();
const logger = new Logger(memory, Level.Debug);
logger.log(Level.Warn, "disk almost full").log(Level.Error, "disk full");
logger.logAll(["a", " b ", ""]);
logger.muted = true;
const counter = new Counter();
counter.bump("x");
counter.bump("x");
const best: [string, number][] = counter.top(1);
const lastText: string | undefined = memory.last()?.text;
const total: number = memory.count() + Logger.create().logAll([]);
console.log(logger.uptime, best, lastText, total, Units.minute, Level[Level.Warn]);
