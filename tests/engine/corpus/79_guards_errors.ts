// Type guards: `typeof` on unions of functions, `x is T`, `asserts x is T`, `in` narrowing, and error classes.
class AppError extends Error {
  constructor(message: string, readonly code: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    Object.setPrototypeOf(this, new.target.prototype);
  }
}
class NotFoundError extends AppError {
  constructor(readonly resource: string, readonly key: string | number) {
    super(`${resource} ${key} not found`, "E_NOT_FOUND");
  }
}
class HttpError extends AppError {
  constructor(readonly status: number, body?: string) {
    super(`HTTP ${status}${body ? `: ${body}` : ""}`, status >= 500 ? "E_SERVER" : "E_CLIENT");
  }
  get retryable(): boolean {
    return this.status >= 500 || this.status === 429;
  }
}

type Loader<T> = T | (() => T) | (() => Promise<T>);

async function load<T>(source: Loader<T>): Promise<T> {
  if (typeof source === "function") {
    const fn = source as () => T | Promise<T>;
    return await fn();
  }
  return source;
}

type Cat = { kind: "cat"; meow(): string };
type Dog = { kind: "dog"; bark(): string; tricks?: string[] };
type Fish = { fins: number };
type Pet = Cat | Dog | Fish;

function isFish(p: Pet): p is Fish {
  return "fins" in p;
}

function speak(p: Pet): string {
  if (isFish(p)) return `...(${p.fins} fins)`;
  if ("meow" in p) return p.meow();
  return p.tricks?.length ? `${p.bark()} +${p.tricks.length}` : p.bark();
}

function assertDefined<T>(value: T, what = "value"): asserts value is NonNullable<T> {
  if (value === null || value === undefined) throw new AppError(`${what} is missing`, "E_MISSING");
}

function assertIsError(e: unknown): asserts e is Error {
  if (!(e instanceof Error)) throw new AppError(`non-error thrown: ${String(e)}`, "E_WEIRD", { cause: e });
}

const isString = (v: unknown): v is string => typeof v === "string";
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function parseConfig(raw: string): { port: number; host: string; debug: boolean } {
  const data: unknown = JSON.parse(raw);
  if (!isRecord(data)) throw new AppError("config must be an object", "E_CONFIG");
  const port = typeof data.port === "number" ? data.port : Number(data.port ?? 8080);
  const host = isString(data.host) ? data.host : "localhost";
  return { port, host, debug: data.debug === true };
}

function describeError(e: unknown): string {
  assertIsError(e);
  if (e instanceof NotFoundError) return `missing ${e.resource}#${e.key}`;
  if (e instanceof HttpError) return `${e.message}${e.retryable ? " (retry)" : ""}`;
  if (e instanceof AppError) return `[${e.code}] ${e.message}`;
  return e.stack?.split("\n")[0] ?? e.message;
}

function handler(x: string | number | ((n: number) => string) | string[]): string {
  if (typeof x === "function") return x(42);
  if (Array.isArray(x)) return x.join("/");
  if (typeof x === "number") return x.toFixed(2);
  return x.padStart(5, "*");
}

async function main(): Promise<void> {
  const pets: Pet[] = [{ kind: "cat", meow: () => "meow" }, { kind: "dog", bark: () => "woof", tricks: ["sit"] }, { fins: 4 }];
  const sounds = pets.map(speak);
  const fromValue = await load(3);
  const fromSync = await load(() => "sync");
  const fromAsync = await load(async () => [1, 2]);
  const maybe: string | undefined = sounds.find((s) => s.startsWith("w"));
  assertDefined(maybe, "woof");
  const cfg = parseConfig('{"port": "9000", "debug": true}');
  const errors = [new NotFoundError("user", 7), new HttpError(503, "busy"), new AppError("x", "E_X"), new TypeError("bad")].map(describeError);
  let caught = "";
  try {
    describeError("plain string");
  } catch (e) {
    caught = e instanceof AppError ? e.code : "?";
  }
  console.log(sounds, fromValue + 1, fromSync.length, fromAsync.length, maybe.toUpperCase(), cfg.port + 1, errors, caught, handler((n) => `#${n}`), handler(["a", "b"]), handler(3.14159), handler("x"));
}

main();
