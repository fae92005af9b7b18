// Log processing: literal unions compared with === and switch, const vs let widening, as const.

type Level = "debug" | "info" | "warn" | "error";
type Source = "api" | "worker" | "cron";

const LEVELS = ["debug", "info", "warn", "error"] as const;
const RANK: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };

interface LogLine {
  readonly at: number;
  readonly level: Level;
  readonly source: Source;
  message: string;
  tags?: readonly string[];
}

function isLevel(s: string): s is Level {
  return (LEVELS as readonly string[]).includes(s);
}

function parseLevel(raw: string, fallback: Level = "info"): Level {
  const lower = raw.trim().toLowerCase();
  if (lower === "warning") return "warn";
  if (lower === "err" || lower === "fatal") return "error";
  return isLevel(lower) ? lower : fallback;
}

function badge(level: Level): string {
  switch (level) {
    case "debug":
      return "[D]";
    case "info":
      return "[I]";
    case "warn":
      return "[W]";
    case "error":
      return "[E]";
  }
}

function atLeast(level: Level, min: Level): boolean {
  return RANK[level] >= RANK[min];
}

function sourceOf(line: string): Source {
  const head = line.slice(0, line.indexOf(":"));
  if (head === "api" || head === "worker" || head === "cron") {
    return head;
  }
  return "api";
}

let mode = "compact";
const fixedMode = "verbose";

function render(l: LogLine, style: "compact" | "verbose" = "compact"): string {
  const ts = new Date(l.at).toISOString();
  if (style === "verbose") {
    return `${ts} ${badge(l.level)} (${l.source}) ${l.message}${l.tags ? " #" + l.tags.join(" #") : ""}`;
  }
  return `${badge(l.level)} ${l.message}`;
}

function parseLine(raw: string, at: number): LogLine | undefined {
  const m = /^(\w+):(\w+):(.*)$/.exec(raw);
  if (!m) return undefined;
  const [, src, lvl, msg] = m;
  const source = sourceOf(src + ":");
  const level = parseLevel(lvl);
  const tags = msg.match(/#\w+/g)?.map((t) => t.slice(1));
  return { at, level, source, message: msg.replace(/#\w+/g, "").trim(), tags };
}

function summarize(lines: LogLine[]) {
  const counts = { debug: 0, info: 0, warn: 0, error: 0 };
  let worst: Level = "debug";
  for (const l of lines) {
    counts[l.level]++;
    if (RANK[l.level] > RANK[worst]) worst = l.level;
  }
  const status = worst === "error" ? "failing" : worst === "warn" ? "degraded" : "ok";
  return { counts, worst, status } as const;
}

function describe(status: "ok" | "degraded" | "failing"): string {
  if (status === "ok") {
    return "all good";
  } else if (status === "degraded") {
    return "watch it";
  }
  const s: "failing" = status;
  return s.toUpperCase();
}

const raw = [
  "api:info:started #boot",
  "worker:warning:slow job #queue #slow",
  "cron:err:failed to run",
  "api:debug:ping",
];

const parsed = raw.map((r, i) => parseLine(r, 1_700_000_000_000 + i * 1000)).filter((l): l is LogLine => l !== undefined);
const summary = summarize(parsed);
const visible = parsed.filter((l) => atLeast(l.level, "info"));

if (mode === "compact") {
  mode = fixedMode;
}

for (const l of visible) {
  console.log(render(l, mode === "verbose" ? "verbose" : "compact"));
}
console.log(describe(summary.status), summary.counts.error, LEVELS.indexOf(summary.worst));

function levelFromIndex(i: number): Level | undefined {
  const lv = LEVELS[i];
  return lv;
}

export function nextLevel(l: Level): Level {
  const i = LEVELS.indexOf(l);
  return levelFromIndex(i + 1) ?? l;
}
