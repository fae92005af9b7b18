// A command bus and typed signals with `void` payload defaults (`Signal<void>` then `emit()`).

type Listener<T = void> = (payload: T) => void;

export class Signal<T = void> {
  private listeners = new Set<Listener<T>>();

  connect(l: Listener<T>): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }

  emit(payload: T): void {
    for (const l of [...this.listeners]) l(payload);
  }

  get size(): number {
    return this.listeners.size;
  }
}

export interface Command<P = void, R = void> {
  readonly id: string;
  run(payload: P): R;
  canRun?(payload: P): boolean;
}

type AnyCommand = Command<any, any>;

export class CommandBus {
  private readonly commands = new Map<string, AnyCommand>();
  readonly ran = new Signal<string>();
  readonly cleared = new Signal();

  register<P, R>(cmd: Command<P, R>): this {
    if (this.commands.has(cmd.id)) {
      throw new Error(`duplicate command ${cmd.id}`);
    }
    this.commands.set(cmd.id, cmd);
    return this;
  }

  execute<P, R>(cmd: Command<P, R>, payload: P): R | undefined {
    if (cmd.canRun && !cmd.canRun(payload)) return undefined;
    const result = cmd.run(payload);
    this.ran.emit(cmd.id);
    return result;
  }

  clear(): void {
    this.commands.clear();
    this.cleared.emit();
  }

  has(id: string): boolean {
    return this.commands.has(id);
  }
}

const save: Command = {
  id: "save",
  run() {
    console.log("saving");
  },
};

const rename: Command<string, boolean> = {
  id: "rename",
  run: (name) => name.trim().length > 0,
  canRun: (name) => !name.includes("/"),
};

const count: Command<void, number> = {
  id: "count",
  run: () => 42,
};

class Counter {
  value = 0;
  readonly changed = new Signal<number>();
  readonly reset = new Signal<void>();

  increment(by = 1, notify: boolean | undefined = true): number {
    this.value += by;
    if (notify) this.changed.emit(this.value);
    return this.value;
  }

  zero(label: string | undefined = "zero"): string {
    this.value = 0;
    this.reset.emit();
    return label.toUpperCase();
  }
}

function formatCount(n: number, unit: string | undefined = "item"): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

function joinPath(base: string, sub: string | undefined = ""): string {
  return sub.length ? `${base.replace(/\/$/, "")}/${sub}` : base;
}

const bus = new CommandBus().register(save).register(rename).register(count);
const off = bus.ran.connect((id) => console.log(`ran ${id.toUpperCase()}`));
bus.cleared.connect(() => console.log("cleared"));
bus.execute(save, undefined);
console.log(bus.execute(rename, "draft"), bus.execute(count, undefined)?.toFixed());
save.run();
count.run();
off();

const counter = new Counter();
counter.changed.connect((v) => console.log(formatCount(v)));
counter.reset.connect(() => console.log("reset"));
counter.increment();
counter.increment(2, undefined);
console.log(counter.zero(), counter.zero(undefined), joinPath("/a/"), joinPath("/a", "b"));
bus.clear();
console.log(bus.has("save"), bus.ran.size, new Signal().size);

const ticks = new Signal();
let n = 0;
ticks.connect(() => n++);
const timer = setInterval(() => ticks.emit(), 10);
setTimeout(() => clearInterval(timer), 55);
