// Formatting helpers: parenthesised expressions, casts, IIFEs and nested template literals.
type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

interface Column {
  key: string;
  title?: string;
  width?: number;
  align?: "left" | "right";
}

const pad = (s: string, width: number, align: Column["align"] = "left"): string =>
  (align === "right" ? s.padStart(width) : s.padEnd(width));

const cellText = (c: Cell): string => (c === null ? "—" : typeof c === "boolean" ? (c ? "yes" : "no") : `${c}`);

function renderTable(rows: readonly Row[], columns: Column[]): string {
  const widths = columns.map((col) => (col.width ?? Math.max((col.title ?? col.key).length, ...rows.map((r) => cellText(r[col.key] ?? null).length))));
  const header = columns.map((col, i) => pad(col.title ?? col.key, widths[i], col.align)).join(" | ");
  const rule = widths.map((w) => "-".repeat(w)).join("-+-");
  const body = rows
    .map((row) => `${columns.map((col, i) => `${pad(cellText(row[col.key] ?? null), widths[i], col.align)}`).join(" | ")}`)
    .join("\n");
  return `${header}\n${rule}${body ? `\n${body}` : ""}`;
}

const config = (() => {
  const env = (globalThis as any).process?.env ?? {};
  return { debug: Boolean(env.DEBUG), width: Number(env.WIDTH ?? 80) };
})();

const total = ((a: number, b: number) => a + b)(2, 3);
const doubled = (<number[]>[1, 2, 3]).map((n) => n * 2);
const asAny = (config as any).missing;
const unknownLen = (("abc" as unknown) as string).length;
let left = 1, right = 2;
[left, right] = [right, left];
({ left, right } = { left: right * 10, right: left * 10 });
const comma = (left++, right--, left + right);
const voided = (void 0, "done");
const summary = `${(() => `iife ${total}`)()} ${`${doubled.map((d) => `[${d}]`).join("")}`}`;
const objInTemplate = `${JSON.stringify({ left, right, nested: { ok: left > right ? "left" : "right" } })}`;
const arrowInTemplate = `${[3, 1, 2].sort((a, b) => a - b).map((n) => `${n}${n > 1 ? "s" : ""}`)}`;
const html = (strings: TemplateStringsArray, ...values: unknown[]): string =>
  strings.reduce((out, s, i) => `${out}${s}${i < values.length ? String(values[i]).replace(/</g, "&lt;") : ""}`, "");
const fragment = html`<p>${"<b>"}${total}</p>${`<i>${comma}</i>`}`;
const deep = `L1 ${`L2 ${`L3 ${`L4 ${config.debug ? "on" : "off"}`}`}`}`;

const rows: Row[] = [
  { name: "alpha", size: 12, ok: true, note: null },
  { name: "beta", size: 7, ok: false, note: "fragile" },
];
const columns: Column[] = [
  { key: "name", title: "Name" },
  { key: "size", align: "right" },
  { key: "ok" },
  { key: "note", width: 8 },
];

console.log(renderTable(rows, columns));
console.log(config, total, doubled, asAny, unknownLen, comma, voided, summary, objInTemplate, arrowInTemplate, fragment, deep);
console.log((typeof config.width === "number") ? (config.width).toFixed(0) : "n/a", (new Date(0)).toISOString());
