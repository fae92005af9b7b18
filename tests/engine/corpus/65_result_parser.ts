// A JSON-ish config parser with a Result type, generic classes, index signatures and WeakMap caches.
type Ok<T> = { ok: true; value: T };
type Err<E = string> = { ok: false; error: E; at?: number };
type Result<T, E = string> = Ok<T> | Err<E>;

const ok = <T,>(value: T): Ok<T> => ({ ok: true, value });
const err = (error: string, at?: number): Err => (at === undefined ? { ok: false, error } : { ok: false, error, at });

interface Schema {
  [key: string]: "string" | "number" | "boolean" | Schema;
}

type Value = string | number | boolean | { [key: string]: Value };

class Parser<T extends Value = Value> {
  private static readonly cache = new WeakMap<Schema, Map<string, unknown>>();
  private pos = 0;

  constructor(private readonly text: string, private readonly schema: Schema) {}

  static parse(text: string, schema: Schema): Result<Value> {
    const memo = Parser.cache.get(schema) ?? new Map<string, unknown>();
    Parser.cache.set(schema, memo);
    const hit = memo.get(text);
    if (hit !== undefined) return hit as Result<Value>;
    const result = new Parser(text, schema).run();
    memo.set(text, result);
    return result;
  }

  run(): Result<T> {
    const lines = this.text.split(/\r?\n/);
    const out: { [key: string]: Value } = {};
    for (const [index, raw] of lines.entries()) {
      this.pos = index + 1;
      const line = raw.trim();
      if (!line || line.startsWith("#")) continue;
      const eq = line.indexOf("=");
      if (eq < 0) return err(`expected '=' in "${line}"`, this.pos);
      const [key, rawValue] = [line.slice(0, eq).trim(), line.slice(eq + 1).trim()];
      const kind = this.schema[key];
      if (kind === undefined) return err(`unknown key ${key}`, this.pos);
      const parsed = typeof kind === "object" ? this.nested(rawValue, kind) : this.scalar(rawValue, kind);
      if (!parsed.ok) return parsed;
      out[key] = parsed.value;
    }
    return ok(out as T);
  }

  private scalar(raw: string, kind: "string" | "number" | "boolean"): Result<Value> {
    switch (kind) {
      case "number": {
        const n = Number(raw);
        return Number.isFinite(n) ? ok(n) : err(`not a number: ${raw}`, this.pos);
      }
      case "boolean":
        return raw === "true" || raw === "false" ? ok(raw === "true") : err(`not a boolean: ${raw}`, this.pos);
      default:
        return ok(raw.replace(/^"(.*)"$/, "$1"));
    }
  }

  private nested(raw: string, schema: Schema): Result<Value> {
    const inner = raw.replace(/^\{|\}$/g, "").split(";").map((s) => s.trim()).filter(Boolean).join("\n");
    return Parser.parse(inner, schema);
  }
}

function unwrapOr<T>(r: Result<T>, fallback: T): T {
  return r.ok ? r.value : fallback;
}

function describe(r: Result<unknown>): string {
  return r.ok ? `ok: ${JSON.stringify(r.value)}` : `error${r.at !== undefined ? ` at line ${r.at}` : ""}: ${r.error}`;
}

const schema: Schema = { name: "string", port: "number", debug: "boolean", db: { host: "string", pool: "number" } };
const good = Parser.parse('name = "svc"\nport = 8080\n# comment\ndebug = false\ndb = {host = localhost; pool = 4}', schema);
const bad = Parser.parse("port = eighty", schema);
const again = Parser.parse("port = eighty", schema);
const fallback = unwrapOr<Value>(bad, { port: 80 });
const port = good.ok && typeof good.value === "object" ? good.value["port"] : undefined;
console.log(describe(good), describe(bad), again === bad, fallback, typeof port === "number" ? port + 1 : "n/a");
