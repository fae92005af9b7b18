// CSV parsing and a sales report, written without semicolons (ASI style).

type Cell = string | number | boolean | null
type Row<K extends string = string> = Record<K, Cell>

interface ParseOptions {
  delimiter?: string
  header?: boolean
  trim?: boolean
  coerce?: boolean
}

const DEFAULTS: Required<ParseOptions> = { delimiter: ",", header: true, trim: true, coerce: true }

function coerce(raw: string): Cell {
  if (raw === "") return null
  if (raw === "true" || raw === "false") return raw === "true"
  const n = Number(raw)
  return Number.isFinite(n) && /^-?\d+(\.\d+)?$/.test(raw) ? n : raw
}

export function splitLine(line: string, delimiter = ","): string[] {
  const out: string[] = []
  let cur = ""
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"'
        i++
      } else if (ch === '"') {
        quoted = false
      } else {
        cur += ch
      }
    } else if (ch === '"') {
      quoted = true
    } else if (ch === delimiter) {
      out.push(cur)
      cur = ""
    } else {
      cur += ch
    }
  }
  out.push(cur)
  return out
}

export function parseCsv(text: string, options: ParseOptions | undefined = {}): Row[] {
  const opts = { ...DEFAULTS, ...options }
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "")
  if (lines.length === 0) return []
  const first = splitLine(lines[0], opts.delimiter)
  const header = opts.header ? first.map((h) => h.trim()) : first.map((_, i) => `col${i + 1}`)
  const body = opts.header ? lines.slice(1) : lines
  return body.map((line, n) => {
    const cells = splitLine(line, opts.delimiter)
    if (cells.length !== header.length) {
      throw new RangeError(`line ${n + 2}: expected ${header.length} cells, got ${cells.length}`)
    }
    const row: Row = {}
    header.forEach((h, i) => {
      const raw = opts.trim ? cells[i].trim() : cells[i]
      row[h] = opts.coerce ? coerce(raw) : raw
    })
    return row
  })
}

export function toCsv(rows: readonly Row[], columns: string[] = Object.keys(rows[0] ?? {})): string {
  const esc = (c: Cell) => {
    const s = c === null ? "" : String(c)
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
  }
  return [columns.join(","), ...rows.map((r) => columns.map((c) => esc(r[c] ?? null)).join(","))].join("\n")
}

interface Sale {
  region: string
  product: string
  units: number
  price: number
}

function asSale(r: Row): Sale | undefined {
  const { region, product, units, price } = r
  if (typeof region !== "string" || typeof product !== "string") return undefined
  if (typeof units !== "number" || typeof price !== "number") return undefined
  return { region, product, units, price }
}

type Totals = { units: number; revenue: number }

function summarize(sales: Iterable<Sale>, by: keyof Pick<Sale, "region" | "product"> = "region"): Map<string, Totals> {
  const out = new Map<string, Totals>()
  for (const s of sales) {
    const key = s[by]
    const t = out.get(key) ?? { units: 0, revenue: 0 }
    t.units += s.units
    t.revenue += s.units * s.price
    out.set(key, t)
  }
  return out
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

function report(totals: Map<string, Totals>, title = "Report"): string {
  const rows = [...totals].sort(([, a], [, b]) => b.revenue - a.revenue)
  const width = Math.max(6, ...rows.map(([k]) => k.length))
  const lines = [title, "=".repeat(title.length)]
  for (const [key, t] of rows) {
    lines.push(`${key.padEnd(width)}  ${String(t.units).padStart(6)}  ${money.format(t.revenue).padStart(12)}`)
  }
  const grand = rows.reduce((acc, [, t]) => acc + t.revenue, 0)
  lines.push("-".repeat(width + 22), `${"total".padEnd(width)}  ${"".padStart(6)}  ${money.format(grand).padStart(12)}`)
  return lines.join("\n")
}

const csv = `region,product,units,price
north,widget,10,2.5
south,widget,4,2.5
north,"gadget, deluxe",2,19.99
east,gizmo,7,5
`

const rows = parseCsv(csv)
const sales = rows.map(asSale).filter((s): s is Sale => s !== undefined)
console.log(report(summarize(sales)))
console.log(report(summarize(sales, "product"), "By product"))
console.log(toCsv(rows))
console.log(parseCsv("a;b\n1;2", { delimiter: ";", coerce: false })[0].a)
;[1, 2].forEach((n) => console.log(n))
;(() => console.log(sales.length))()
