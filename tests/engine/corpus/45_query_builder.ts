// Red-team: a fluent generic query builder returning this, keyof constraints, static helpers.
type Primitive = string | number | boolean | null;
type Operator = "=" | "!=" | "<" | ">" | "<=" | ">=" | "in" | "like";

interface Condition<T> {
  field: keyof T & string;
  op: Operator;
  value: Primitive | Primitive[];
}

interface QueryState<T> {
  table: string;
  fields: (keyof T & string)[];
  where: Condition<T>[];
  orderBy?: { field: keyof T & string; dir: "asc" | "desc" };
  limit?: number;
}

class QueryBuilder<T extends Record<string, unknown>> {
  private state: QueryState<T>;

  private constructor(table: string) {
    this.state = { table, fields: [], where: [] };
  }

  static from<R extends Record<string, unknown>>(table: string): QueryBuilder<R> {
    return new QueryBuilder<R>(table);
  }

  select(...fields: (keyof T & string)[]): this {
    this.state.fields.push(...fields);
    return this;
  }

  where(field: keyof T & string, op: Operator, value: Primitive | Primitive[]): this {
    this.state.where.push({ field, op, value });
    return this;
  }

  orderBy(field: keyof T & string, dir: "asc" | "desc" = "asc"): this {
    this.state.orderBy = { field, dir };
    return this;
  }

  limit(n: number): this {
    this.state.limit = n;
    return this;
  }

  private static quote(v: Primitive): string {
    if (v === null) return "NULL";
    if (typeof v === "string") return `'${v.replace(/'/g, "''")}'`;
    if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
    return String(v);
  }

  toSQL(): string {
    const { table, fields, where, orderBy, limit } = this.state;
    const cols = fields.length ? fields.join(", ") : "*";
    let sql = `SELECT ${cols} FROM ${table}`;
    if (where.length) {
      const parts = where.map(({ field, op, value }) => {
        const rhs = Array.isArray(value) ? `(${value.map(QueryBuilder.quote).join(", ")})` : QueryBuilder.quote(value);
        return `${field} ${op.toUpperCase()} ${rhs}`;
      });
      sql += ` WHERE ${parts.join(" AND ")}`;
    }
    if (orderBy) sql += ` ORDER BY ${orderBy.field} ${orderBy.dir.toUpperCase()}`;
    if (limit !== undefined) sql += ` LIMIT ${limit}`;
    return sql;
  }

  run(rows: T[]): T[] {
    let out = rows.filter((row) =>
      this.state.where.every(({ field, op, value }) => {
        const v = row[field] as Primitive;
        switch (op) {
          case "=":
            return v === value;
          case "!=":
            return v !== value;
          case "in":
            return Array.isArray(value) && value.includes(v);
          case "like":
            return typeof v === "string" && typeof value === "string" && v.includes(value.replace(/%/g, ""));
          default: {
            if (typeof v !== "number" || typeof value !== "number") return false;
            if (op === "<") return v < value;
            if (op === ">") return v > value;
            if (op === "<=") return v <= value;
            return v >= value;
          }
        }
      }),
    );
    const order = this.state.orderBy;
    if (order) {
      out = [...out].sort((a, b) => {
        const x = String(a[order.field]);
        const y = String(b[order.field]);
        return order.dir === "asc" ? x.localeCompare(y) : y.localeCompare(x);
      });
    }
    return this.state.limit === undefined ? out : out.slice(0, this.state.limit);
  }
}

type Person = { name: string; age: number; city: string };
const people: Person[] = [
  { name: "Ann", age: 31, city: "Oslo" },
  { name: "Ben", age: 25, city: "Rome" },
  { name: "Cid", age: 40, city: "Oslo" },
];
const q = QueryBuilder.from<Person>("people").select("name", "age").where("city", "=", "Oslo").where("age", ">", 30).orderBy("name", "desc").limit(5);
console.log(q.toSQL());
console.log(q.run(people).map((p) => p.name));
