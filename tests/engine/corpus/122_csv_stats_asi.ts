// Column statistics over CSV text, written without semicolons: template literal key types,
// satisfies, Map grouping, reduce with typed accumulators, and optional chaining

type ColType = "int" | "float" | "text" | "bool"
type StatKey = `${"min" | "max" | "mean"}_${string}`

interface ColumnSpec {
  readonly name: string
  readonly type: ColType
  readonly nullable?: boolean
}

const spec = [
  { name: "city", type: "text" },
  { name: "year", type: "int" },
  { name: "temp", type: "float", nullable: true },
  { name: "coastal", type: "bool" },
] as const satisfies readonly ColumnSpec[]

type ColName = (typeof spec)[number]["name"]
type Cell = string | number | boolean | null
type Row = Record<ColName, Cell>

const csv = `city,year,temp,coastal
Lisbon,2020,17.5,true
Lisbon,2021,,true
Madrid,2020,15.1,false
Madrid,2021,16.0,false
Porto,2021,15.2,true`

function parseCell(raw: string, type: ColType, nullable = false): Cell {
  if (raw === "") {
    if (nullable) return null
    throw new Error("empty cell in a required column")
  }
  switch (type) {
    case "int": {
      const n = Number.parseInt(raw, 10)
      if (Number.isNaN(n)) throw new Error(`not an int: ${raw}`)
      return n
    }
    case "float":
      return Number.parseFloat(raw)
    case "bool":
      return raw === "true" || raw === "1"
    case "text":
      return raw
  }
}

function parse(text: string): Row[] {
  const [head, ...lines] = text.split(/\r?\n/)
  const names = head.split(",")
  if (names.length !== spec.length) throw new Error("header mismatch")
  return lines
    .filter((l) => l.trim() !== "")
    .map((line) => {
      const cells = line.split(",")
      const row = {} as Row
      spec.forEach((c, i) => {
        const nullable = "nullable" in c ? c.nullable : false
        row[c.name] = parseCell(cells[i] ?? "", c.type, nullable)
      })
      return row
    })
}

function numeric(rows: Row[], col: ColName): number[] {
  const out: number[] = []
  for (const r of rows) {
    const v = r[col]
    if (typeof v === "number") out.push(v)
  }
  return out
}

function stats(rows: Row[], col: ColName): Partial<Record<StatKey, number>> {
  const xs = numeric(rows, col)
  if (xs.length === 0) return {}
  const sum = xs.reduce((a, b) => a + b, 0)
  return {
    [`min_${col}`]: Math.min(...xs),
    [`max_${col}`]: Math.max(...xs),
    [`mean_${col}`]: sum / xs.length,
  }
}

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>()
  for (const it of items) {
    const k = key(it)
    const bucket = m.get(k)
    if (bucket) bucket.push(it)
    else m.set(k, [it])
  }
  return m
}

const rows = parse(csv)
const byCity = groupBy(rows, (r) => String(r.city))

for (const [city, group] of byCity) {
  const s = stats(group, "temp")
  const mean = s[`mean_temp`]
  const label = mean === undefined ? "n/a" : mean.toFixed(1)
  const coastal = group.every((r) => r.coastal === true)
  console.log(`${city.padEnd(8)} ${label.padStart(5)}${coastal ? " (coast)" : ""}`)
}

const years = [...new Set(rows.map((r) => r.year))].sort()
const missing = rows.filter((r) => r.temp === null).map((r) => `${r.city}/${r.year}`)
console.log(years.join(","), missing.length ? `missing: ${missing.join(", ")}` : "complete")

const warmest = rows.reduce<Row | undefined>((best, r) => {
  const t = r.temp
  if (typeof t !== "number") return best
  const bt = best?.temp
  return typeof bt === "number" && bt >= t ? best : r
}, undefined)
console.log(warmest?.city ?? "none", typeof warmest?.temp === "number" ? warmest.temp : "-")
