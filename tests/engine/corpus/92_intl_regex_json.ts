// Intl, Date arithmetic, RegExp with named groups and matchAll, JSON with reviver/replacer.

const DAY_MS = 24 * 60 * 60 * 1000;

function addDays(date: Date, days: number): Date {
  const copy = new Date(date.getTime());
  copy.setUTCDate(copy.getUTCDate() + days);
  return copy;
}

function startOfWeek(date: Date, weekStartsOn = 1): Date {
  const day = date.getUTCDay();
  const diff = (day - weekStartsOn + 7) % 7;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - diff));
}

function daysBetween(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}

const currency = new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR", minimumFractionDigits: 2 });
const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });
const dateFmt = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const plural = new Intl.PluralRules("en-US");
const list = new Intl.ListFormat("en", { style: "long", type: "conjunction" });
const collator = new Intl.Collator("de", { sensitivity: "base" });

function pluralize(count: number, one: string, other: string): string {
  return `${count} ${plural.select(count) === "one" ? one : other}`;
}

function humanizeDelta(from: Date, to: Date): string {
  const days = daysBetween(from, to);
  if (Math.abs(days) < 7) return relative.format(days, "day");
  return relative.format(Math.round(days / 7), "week");
}

const LOG_LINE = /^(?<date>\d{4}-\d{2}-\d{2})T(?<time>[\d:]+)Z\s+\[(?<level>INFO|WARN|ERROR)\]\s+(?<msg>.*)$/;
const KEY_VALUE = /(\w+)=("[^"]*"|\S+)/g;

interface LogEntry {
  at: Date;
  level: "INFO" | "WARN" | "ERROR";
  message: string;
  fields: Record<string, string>;
}

function parseLine(line: string): LogEntry | null {
  const match = LOG_LINE.exec(line);
  if (!match?.groups) return null;
  const { date, time, level, msg } = match.groups;
  const fields: Record<string, string> = {};
  for (const [, key, raw] of msg!.matchAll(KEY_VALUE)) {
    fields[key!] = raw!.startsWith('"') ? raw!.slice(1, -1) : raw!;
  }
  return {
    at: new Date(`${date}T${time}Z`),
    level: level as LogEntry["level"],
    message: msg!.replace(KEY_VALUE, "").trim(),
    fields,
  };
}

const lines = `2024-03-01T10:00:00Z [INFO] started port=8080 mode="dev server"
2024-03-01T10:05:30Z [WARN] slow request path=/api ms=1200
garbage line
2024-03-04T08:00:00Z [ERROR] crashed code=E42`.split(/\r?\n/);

const entries = lines.map(parseLine).filter((e): e is LogEntry => e !== null);

const byLevel = entries.reduce<Record<LogEntry["level"], number>>(
  (acc, e) => {
    acc[e.level] += 1;
    return acc;
  },
  { INFO: 0, WARN: 0, ERROR: 0 },
);

function reviver(this: unknown, key: string, value: unknown): unknown {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? value : d;
  }
  return key === "amount" && typeof value === "string" ? Number(value) : value;
}

const payload = JSON.stringify(
  { entries, generated: new Date(Date.UTC(2024, 2, 5)), amount: "12.5", secret: "hidden" },
  (key, value: unknown) => (key === "secret" ? undefined : value),
  2,
);
const restored = JSON.parse(payload, reviver) as { generated: Date; amount: number; entries: unknown[] };

const names = ["Zoë", "adam", "Émile", "bob"].sort(collator.compare);
const slugify = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const first = entries[0]!.at;
const last = entries.at(-1)!.at;

export const output = [
  currency.format(restored.amount * 3),
  percent.format(byLevel.WARN / entries.length),
  dateFmt.format(restored.generated),
  humanizeDelta(first, last),
  humanizeDelta(addDays(first, -20), first),
  pluralize(entries.length, "entry", "entries"),
  list.format(names),
  names.map(slugify).join("/"),
  startOfWeek(last).toISOString().slice(0, 10),
  entries.flatMap((e) => Object.entries(e.fields).map(([k, v]) => `${k}:${v}`)).join(" "),
];
