// Narrowing `unknown` JSON input by hand: type guards, Record and index signatures, schema-like decoders.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

type Decoder<T> = (input: unknown, path?: string) => T;

class DecodeError extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
    readonly actual: unknown,
  ) {
    super(`${path}: expected ${expected}, got ${actual === null ? "null" : typeof actual}`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const string: Decoder<string> = (input, path = "$") => {
  if (typeof input !== "string") throw new DecodeError(path, "string", input);
  return input;
};

const number: Decoder<number> = (input, path = "$") => {
  if (typeof input !== "number" || Number.isNaN(input)) throw new DecodeError(path, "number", input);
  return input;
};

const boolean: Decoder<boolean> = (input, path = "$") => {
  if (typeof input === "boolean") return input;
  throw new DecodeError(path, "boolean", input);
};

function optional<T>(inner: Decoder<T>): Decoder<T | undefined> {
  return (input, path) => (input === undefined ? undefined : inner(input, path));
}

function array<T>(item: Decoder<T>): Decoder<T[]> {
  return (input, path = "$") => {
    if (!Array.isArray(input)) throw new DecodeError(path, "array", input);
    return input.map((x, i) => item(x, `${path}[${i}]`));
  };
}

function literal<const L extends string | number>(...options: L[]): Decoder<L> {
  return (input, path = "$") => {
    const found = options.find((o) => o === input);
    if (found === undefined) throw new DecodeError(path, options.join(" | "), input);
    return found;
  };
}

type Shape<S> = { [K in keyof S]: Decoder<S[K]> };

function object<S extends Record<string, unknown>>(shape: Shape<S>): Decoder<S> {
  return (input, path = "$") => {
    if (!isRecord(input)) throw new DecodeError(path, "object", input);
    const out = {} as S;
    for (const key in shape) {
      out[key] = shape[key](input[key], `${path}.${key}`);
    }
    return out;
  };
}

function record<V>(value: Decoder<V>): Decoder<Record<string, V>> {
  return (input, path = "$") => {
    if (!isRecord(input)) throw new DecodeError(path, "record", input);
    const out: Record<string, V> = {};
    for (const [k, v] of Object.entries(input)) out[k] = value(v, `${path}[${JSON.stringify(k)}]`);
    return out;
  };
}

interface Package {
  name: string;
  version: string;
  private?: boolean;
  license: "MIT" | "ISC" | "Apache-2.0";
  keywords: string[];
  dependencies: Record<string, string>;
  engines?: { node: string };
}

const packageDecoder: Decoder<Package> = object({
  name: string,
  version: string,
  private: optional(boolean),
  license: literal("MIT", "ISC", "Apache-2.0"),
  keywords: array(string),
  dependencies: record(string),
  engines: optional(object({ node: string })),
});

function depth(value: Json): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depth));
  if (value !== null && typeof value === "object") return 1 + Math.max(0, ...Object.values(value).map(depth));
  return 0;
}

function getPath(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof key === "number" && Array.isArray(current)) current = current[key];
    else if (typeof key === "string" && isRecord(current)) current = current[key];
    else return undefined;
  }
  return current;
}

function countKinds(value: unknown, acc: { [kind: string]: number } = {}): { [kind: string]: number } {
  const kind = value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
  acc[kind] = (acc[kind] ?? 0) + 1;
  if (Array.isArray(value)) value.forEach((v) => countKinds(v, acc));
  else if (isRecord(value)) Object.values(value).forEach((v) => countKinds(v, acc));
  return acc;
}

const raw = `{
  "name": "demo", "version": "1.0.0", "license": "MIT",
  "keywords": ["a", "b"], "dependencies": { "left-pad": "^1.3.0" },
  "engines": { "node": ">=18" }, "extra": [1, [2, [3]]]
}`;

const parsed: unknown = JSON.parse(raw);
let pkg: Package | undefined;
let problem: string | undefined;
try {
  pkg = packageDecoder(parsed);
} catch (e) {
  problem = e instanceof DecodeError ? `${e.path} (${e.expected})` : String(e);
}

try {
  packageDecoder({ ...(parsed as object), license: "GPL" });
} catch (e) {
  if (e instanceof DecodeError) problem ??= e.message;
}

export const summary = {
  name: pkg?.name,
  deps: Object.keys(pkg?.dependencies ?? {}),
  node: pkg?.engines?.node ?? "any",
  depth: depth(parsed as Json),
  nested: getPath(parsed, ["extra", 1, 1, 0]),
  kinds: countKinds(parsed),
  problem,
};
