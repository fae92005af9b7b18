// Everyday lib calls: Promise.all on tuples, Array.from, Object.entries/fromEntries, Map/Set, JSON, Date, RegExp, bigint.
interface LogLine {
  at: Date;
  level: "debug" | "info" | "warn" | "error";
  source: string;
  message: string;
}

const LINE = /^(?<date>\d{4}-\d{2}-\d{2}T[\d:.]+Z)\s+\[(?<level>\w+)\]\s+(?<source>[\w.-]+):\s+(?<message>.*)$/;
const LEVELS = new Set<LogLine["level"]>(["debug", "info", "warn", "error"]);
const MAX_BYTES = 10_485_760;
const NANOS_PER_MS = 1_000_000n;

function isLevel(s: string): s is LogLine["level"] {
  return LEVELS.has(s as LogLine["level"]);
}

function parseLine(line: string): LogLine | null {
  const m = LINE.exec(line.trim());
  const level = m?.groups?.level?.toLowerCase();
  if (!m?.groups || level === undefined || !isLevel(level)) return null;
  return { at: new Date(m.groups.date), level, source: m.groups.source, message: m.groups.message };
}

function histogram(lines: readonly LogLine[]): Record<LogLine["level"], number> {
  const counts = Object.fromEntries([...LEVELS].map((l) => [l, 0])) as Record<LogLine["level"], number>;
  for (const { level } of lines) counts[level]++;
  return counts;
}

function bySource(lines: readonly LogLine[]): Map<string, LogLine[]> {
  const groups = new Map<string, LogLine[]>();
  for (const line of lines) {
    const list = groups.get(line.source) ?? [];
    list.push(line);
    groups.set(line.source, list);
  }
  return groups;
}

function hourBuckets(lines: readonly LogLine[]): number[] {
  const buckets = Array.from({ length: 24 }, () => 0);
  lines.forEach((l) => buckets[l.at.getUTCHours()]++);
  return buckets;
}

function words(lines: readonly LogLine[], min = 4): string[] {
  const seen = new Set<string>();
  for (const l of lines) {
    l.message
      .toLowerCase()
      .replace(/[^a-z\s]/g, " ")
      .split(/\s+/)
      .filter((w) => w.length >= min)
      .forEach((w) => seen.add(w));
  }
  return [...seen].sort((a, b) => a.localeCompare(b));
}

const fetchText = (name: string, delay: number) => new Promise<string>((resolve) => setTimeout(() => resolve(name), delay));
const fetchCount = async () => 3;

async function main(): Promise<void> {
  const [text, count, flags] = await Promise.all([fetchText("app.log", 1), fetchCount(), Promise.resolve({ verbose: true } as const)]);
  const settled = await Promise.allSettled([fetchText("a", 1), Promise.reject(new Error("nope"))]);
  const okNames = settled.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const raw = [
    "2024-03-01T10:15:00.000Z [INFO] api.server: started on port 8080",
    "2024-03-01T10:16:30.500Z [WARN] api.db: slow query detected",
    "2024-03-01T11:01:02.000Z [ERROR] worker-1: job failed with timeout",
    "garbage line",
  ];
  const parsed = raw.map(parseLine).filter((l): l is LogLine => l !== null);
  const hist = histogram(parsed);
  const entries = Object.entries(hist).filter(([, n]) => n > 0).map(([k, n]) => `${k}=${n}`);
  const sources = [...bySource(parsed).keys()];
  const latest = parsed.reduce<Date | undefined>((acc, l) => (acc === undefined || l.at > acc ? l.at : acc), undefined);
  const elapsedNs = BigInt(Date.parse("2024-03-01T11:01:02Z") - Date.parse("2024-03-01T10:15:00Z")) * NANOS_PER_MS;
  const json = JSON.stringify({ hist, sources, latest: latest?.toISOString() }, null, 2);
  const back = JSON.parse(json) as { hist: typeof hist; sources: string[] };
  const firstSource = back.sources.at(0)?.split(".").at(-1) ?? "";
  const padded = text.padEnd(12, ".") + String(count).padStart(3, "0");
  const within = MAX_BYTES > json.length;
  console.log(okNames, entries.join(" "), hourBuckets(parsed).indexOf(1), words(parsed), elapsedNs.toString(), firstSource, padded, flags.verbose, within);
}

main();
