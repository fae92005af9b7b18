// A typed event bus: an event map with keyof, Map<K, Set<handler>>, once/wait helpers, wildcard listeners and AbortSignal.
interface EditorEvents {
  open: { path: string; language?: string };
  change: { path: string; version: number; text: string };
  save: { path: string; bytes: number };
  close: { path: string };
  error: Error;
}

type Handler<T> = (payload: T) => void | Promise<void>;
type Wildcard<E> = <K extends keyof E>(type: K, payload: E[K]) => void;

class EventBus<E extends object> {
  private readonly handlers = new Map<keyof E, Set<Handler<any>>>();
  private readonly wildcards: Wildcard<E>[] = [];
  private emitted = 0;

  on<K extends keyof E>(type: K, handler: Handler<E[K]>, options: { signal?: AbortSignal } = {}): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler);
    const off = () => {
      this.handlers.get(type)?.delete(handler);
    };
    options.signal?.addEventListener("abort", off, { once: true });
    return off;
  }

  once<K extends keyof E>(type: K, handler: Handler<E[K]>): () => void {
    const off = this.on(type, (payload) => {
      off();
      return handler(payload);
    });
    return off;
  }

  onAny(fn: Wildcard<E>): void {
    this.wildcards.push(fn);
  }

  wait<K extends keyof E>(type: K, timeoutMs = 1000): Promise<E[K]> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new Error(`timed out waiting for ${String(type)}`));
      }, timeoutMs);
      const off = this.once(type, (payload) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
  }

  async emit<K extends keyof E>(type: K, payload: E[K]): Promise<number> {
    this.emitted++;
    const list = [...(this.handlers.get(type) ?? [])] as Handler<E[K]>[];
    const results = await Promise.allSettled(list.map(async (h) => h(payload)));
    this.wildcards.forEach((w) => w(type, payload));
    return results.filter((r) => r.status === "rejected").length;
  }

  listenerCount(type?: keyof E): number {
    if (type !== undefined) return this.handlers.get(type)?.size ?? 0;
    let total = 0;
    for (const set of this.handlers.values()) total += set.size;
    return total;
  }

  get stats() {
    return { emitted: this.emitted, types: this.handlers.size } as const;
  }
}

class Workspace {
  readonly versions: Record<string, number> = {};
  readonly dirty = new Set<string>();
  readonly log: string[] = [];

  constructor(private readonly bus: EventBus<EditorEvents>) {
    bus.on("open", ({ path, language = "plaintext" }) => {
      this.versions[path] = 0;
      this.log.push(`open ${path} as ${language}`);
    });
    bus.on("change", (e) => {
      if (e.version <= (this.versions[e.path] ?? -1)) return;
      this.versions[e.path] = e.version;
      this.dirty.add(e.path);
    });
    bus.on("save", async ({ path, bytes }) => {
      await Promise.resolve();
      this.dirty.delete(path);
      this.log.push(`saved ${bytes}B to ${path}`);
    });
    bus.on("error", (err) => {
      this.log.push(`error: ${err.message}`);
    });
  }
}

async function main(): Promise<void> {
  const bus = new EventBus<EditorEvents>();
  const ws = new Workspace(bus);
  const controller = new AbortController();
  const seen: string[] = [];
  bus.on("close", (e) => void seen.push(e.path), { signal: controller.signal });
  bus.onAny((type, payload) => seen.push(`${String(type)}:${typeof payload}`));
  const saved = bus.wait("save", 500);
  await bus.emit("open", { path: "a.ts", language: "typescript" });
  await bus.emit("change", { path: "a.ts", version: 1, text: "let x = 1;" });
  await bus.emit("save", { path: "a.ts", bytes: 10 });
  controller.abort();
  await bus.emit("close", { path: "a.ts" });
  const failures = await bus.emit("error", new Error("disk full"));
  const { bytes } = await saved;
  console.log(ws.log, [...ws.dirty], ws.versions["a.ts"], seen.length, failures, bytes, bus.listenerCount(), bus.listenerCount("close"), bus.stats.emitted);
}

main();
