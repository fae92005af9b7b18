// Parsing a config from unknown JSON: hand-written validators, regexes for durations and sizes,
// Object.entries/fromEntries, template literal types and labeled loops over sections.

type Duration = `${number}${"ms" | "s" | "m" | "h"}`;
type LogLevel = "debug" | "info" | "warn" | "error";

interface ServerConfig {
  host: string;
  port: number;
  timeout: Duration;
  logLevel: LogLevel;
  maxBodyBytes: number;
  features: Record<string, boolean>;
  upstreams: readonly { name: string; url: string; weight: number }[];
}

const LEVELS: readonly LogLevel[] = ["debug", "info", "warn", "error"];

class ConfigError extends Error {
  constructor(readonly path: string, message: string) {
    super(`${path}: ${message}`);
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isLevel(v: unknown): v is LogLevel {
  return typeof v === "string" && (LEVELS as readonly string[]).includes(v);
}

const DURATION_RE = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/;
const SIZE_RE = /^(\d+)\s*(b|kb|mb|gb)?$/i;

function durationMs(d: string): number {
  const m = DURATION_RE.exec(d);
  if (!m) throw new ConfigError("timeout", `bad duration ${JSON.stringify(d)}`);
  const n = parseFloat(m[1]!);
  const unit = m[2];
  const factor = unit === "ms" ? 1 : unit === "s" ? 1000 : unit === "m" ? 60_000 : 3_600_000;
  return n * factor;
}

function parseSize(v: unknown, path: string): number {
  if (typeof v === "number") return v;
  if (typeof v !== "string") throw new ConfigError(path, "expected a size");
  const m = v.match(SIZE_RE);
  if (m === null) throw new ConfigError(path, `bad size ${v}`);
  const units: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };
  return Number(m[1]) * (units[(m[2] ?? "b").toLowerCase()] ?? 1);
}

function str(o: Record<string, unknown>, key: string, fallback?: string): string {
  const v = o[key];
  if (typeof v === "string") return v;
  if (v === undefined && fallback !== undefined) return fallback;
  throw new ConfigError(key, "expected a string");
}

function parseConfig(text: string): ServerConfig {
  const raw: unknown = JSON.parse(text);
  if (!isRecord(raw)) throw new ConfigError("$", "expected an object");
  const port = typeof raw.port === "number" ? raw.port : Number(raw["port"] ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new ConfigError("port", `out of range: ${port}`);
  const timeout = str(raw, "timeout", "30s");
  durationMs(timeout);
  const level = raw.logLevel ?? "info";
  if (!isLevel(level)) throw new ConfigError("logLevel", `one of ${LEVELS.join(", ")}`);
  const features = isRecord(raw.features)
    ? Object.fromEntries(Object.entries(raw.features).map(([k, v]) => [k, v === true || v === "on"]))
    : {};
  const ups = Array.isArray(raw.upstreams) ? raw.upstreams : [];
  const upstreams = ups.map((u: unknown, i: number) => {
    if (!isRecord(u)) throw new ConfigError(`upstreams[${i}]`, "expected an object");
    const weight = typeof u.weight === "number" ? u.weight : 1;
    return { name: str(u, "name", `u${i}`), url: str(u, "url"), weight };
  });
  return {
    host: str(raw, "host", "0.0.0.0"),
    port,
    timeout: timeout as Duration,
    logLevel: level,
    maxBodyBytes: parseSize(raw.maxBody ?? "1mb", "maxBody"),
    features,
    upstreams,
  };
}

function findDuplicates(configs: ServerConfig[]): string[] {
  const dups: string[] = [];
  outer: for (let i = 0; i < configs.length; i++) {
    for (let j = i + 1; j < configs.length; j++) {
      const a = configs[i], b = configs[j];
      if (!a || !b) continue;
      if (a.host === b.host && a.port === b.port) {
        dups.push(`${a.host}:${a.port}`);
        continue outer;
      }
    }
  }
  return dups;
}

const samples = [
  '{"port": 8080, "timeout": "1.5s", "features": {"gzip": true, "http2": "on"}}',
  '{"host": "127.0.0.1", "port": "8080", "maxBody": "10 MB", "upstreams": [{"url": "http://a"}]}',
  '{"port": 70000}',
  "[1, 2]",
];

const parsed: ServerConfig[] = [];
for (const s of samples) {
  try {
    const c = parseConfig(s);
    parsed.push(c);
    console.log(c.host, c.port, durationMs(c.timeout), c.maxBodyBytes, Object.keys(c.features));
  } catch (e) {
    if (e instanceof ConfigError) console.warn("config error at", e.path, "-", e.message);
    else throw e;
  }
}
console.log(findDuplicates(parsed));
