// A plugin host: standard decorators, accessor fields, this-typed guards, unique symbols, assertion functions.

const PLUGIN_ID: unique symbol = Symbol("plugin.id");

type Hook = "init" | "beforeSave" | "afterSave" | "dispose";
type HookFn<C> = (ctx: C) => void | Promise<void>;

interface PluginMeta {
  readonly [PLUGIN_ID]: string;
  version: `${number}.${number}.${number}`;
  hooks: Partial<Record<Hook, string>>;
}

function assertDefined<T>(v: T, what: string): asserts v is NonNullable<T> {
  if (v === undefined || v === null) throw new TypeError(`${what} is required`);
}

function logged<This, Args extends unknown[], R>(
  target: (this: This, ...args: Args) => R,
  context: ClassMethodDecoratorContext<This, (this: This, ...args: Args) => R>,
) {
  const name = String(context.name);
  return function (this: This, ...args: Args): R {
    console.log(`-> ${name}(${args.length})`);
    const r = target.call(this, ...args);
    console.log(`<- ${name}`);
    return r;
  };
}

function clamp(min: number, max: number) {
  return function <This>(_t: ClassAccessorDecoratorTarget<This, number>, _c: ClassAccessorDecoratorContext<This, number>): ClassAccessorDecoratorResult<This, number> {
    return {
      set(this: This, v: number) {
        _t.set.call(this, Math.min(max, Math.max(min, v)));
      },
      init: (v) => Math.min(max, Math.max(min, v)),
    };
  };
}

abstract class Plugin<C = unknown> {
  abstract readonly name: string;
  declare readonly meta?: PluginMeta;
  #enabled = true;
  @clamp(0, 10) accessor priority = 5;

  get enabled(): boolean {
    return this.#enabled;
  }

  set enabled(v: boolean) {
    this.#enabled = v;
  }

  isReady(): this is this & { meta: PluginMeta } {
    return this.meta !== undefined;
  }

  abstract handle(hook: Hook, ctx: C): void | Promise<void>;

  static is(v: unknown): v is Plugin {
    return typeof v === "object" && v !== null && #enabled in v;
  }
}

interface SaveCtx {
  doc: { id: string; body: string; savedAt?: Date };
  dryRun: boolean;
}

class Trim extends Plugin<SaveCtx> {
  readonly name = "trim";

  @logged
  handle(hook: Hook, ctx: SaveCtx): void {
    if (hook === "beforeSave") ctx.doc.body = ctx.doc.body.trim();
  }
}

class Stamp extends Plugin<SaveCtx> {
  readonly name = "stamp";
  override readonly meta: PluginMeta = { [PLUGIN_ID]: "stamp", version: "1.2.0", hooks: { afterSave: "stamp" } };

  async handle(hook: Hook, ctx: SaveCtx): Promise<void> {
    if (hook !== "afterSave" || ctx.dryRun) return;
    await Promise.resolve();
    ctx.doc.savedAt = new Date();
  }
}

class Host<C> {
  private readonly plugins: Plugin<C>[] = [];
  private disposed = false;

  use(p: Plugin<C>): this {
    if (this.disposed) throw new Error("host disposed");
    this.plugins.push(p);
    this.plugins.sort((a, b) => b.priority - a.priority);
    return this;
  }

  async run(hook: Hook, ctx: C): Promise<number> {
    let ran = 0;
    for (const p of this.plugins) {
      if (!p.enabled) continue;
      await p.handle(hook, ctx);
      ran++;
    }
    return ran;
  }

  describe(): string[] {
    return this.plugins.map((p) => (p.isReady() ? `${p.name}@${p.meta.version}` : p.name));
  }

  [Symbol.dispose](): void {
    this.disposed = true;
    this.plugins.length = 0;
  }
}

async function save(doc: SaveCtx["doc"] | undefined, dryRun = false): Promise<SaveCtx["doc"]> {
  assertDefined(doc, "doc");
  using host = new Host<SaveCtx>();
  const trim = new Trim();
  trim.priority = 42;
  host.use(trim).use(new Stamp());
  const ctx: SaveCtx = { doc, dryRun };
  await host.run("beforeSave", ctx);
  await host.run("afterSave", ctx);
  console.log(host.describe().join(", "), Plugin.is(trim), trim.priority);
  return ctx.doc;
}

save({ id: "1", body: "  hello  " }).then((d) => console.log(JSON.stringify(d.body), d.savedAt?.toISOString() ?? "unsaved"));
