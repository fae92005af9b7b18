// A sortable, filterable table built with plain DOM APIs (no framework).

type SortDir = "asc" | "desc";
type ColumnKind = "text" | "number" | "date";

interface Column<Row> {
  key: keyof Row & string;
  title: string;
  kind: ColumnKind;
  width?: number;
  format?: (value: Row[keyof Row], row: Row) => string;
}

interface Person {
  id: number;
  name: string;
  born: Date;
  score: number;
}

const columns: Column<Person>[] = [
  { key: "name", title: "Name", kind: "text" },
  { key: "born", title: "Born", kind: "date", format: (v) => (v instanceof Date ? v.toLocaleDateString() : String(v)) },
  { key: "score", title: "Score", kind: "number", width: 80 },
];

function compare(a: unknown, b: unknown, kind: ColumnKind): number {
  switch (kind) {
    case "number":
      return Number(a) - Number(b);
    case "date":
      return (a instanceof Date ? a.getTime() : 0) - (b instanceof Date ? b.getTime() : 0);
    default:
      return String(a).localeCompare(String(b));
  }
}

class DataTable<Row extends { id: number }> {
  private sortKey: keyof Row | null = null;
  private dir: SortDir = "asc";
  private filter = "";
  private readonly tbody: HTMLTableSectionElement;

  constructor(
    private readonly host: HTMLElement,
    private readonly cols: Column<Row>[],
    private rows: Row[],
  ) {
    const table = document.createElement("table");
    const thead = table.createTHead();
    const tr = thead.insertRow();
    for (const c of cols) {
      const th = document.createElement("th");
      th.textContent = c.title;
      th.dataset.key = c.key;
      if (c.width !== undefined) th.style.width = `${c.width}px`;
      th.addEventListener("click", () => this.sortBy(c.key));
      tr.appendChild(th);
    }
    this.tbody = table.createTBody();
    host.replaceChildren(table);
    this.render();
  }

  sortBy(key: keyof Row): void {
    if (this.sortKey === key) {
      this.dir = this.dir === "asc" ? "desc" : "asc";
    } else {
      this.sortKey = key;
      this.dir = "asc";
    }
    this.render();
  }

  setFilter(text: string): void {
    this.filter = text.trim().toLowerCase();
    this.render();
  }

  replace(rows: Row[]): void {
    this.rows = rows;
    this.render();
  }

  private visible(): Row[] {
    const f = this.filter;
    const out = f === "" ? [...this.rows] : this.rows.filter((r) => this.cols.some((c) => String(r[c.key]).toLowerCase().includes(f)));
    const key = this.sortKey;
    if (key !== null) {
      const col = this.cols.find((c) => c.key === key);
      const kind: ColumnKind = col ? col.kind : "text";
      const sign = this.dir === "asc" ? 1 : -1;
      out.sort((a, b) => sign * compare(a[key], b[key], kind));
    }
    return out;
  }

  private render(): void {
    const frag = document.createDocumentFragment();
    for (const row of this.visible()) {
      const tr = document.createElement("tr");
      tr.dataset.id = String(row.id);
      for (const c of this.cols) {
        const td = document.createElement("td");
        const v = row[c.key];
        td.textContent = c.format ? c.format(v, row) : String(v);
        if (c.kind === "number") td.classList.add("num");
        tr.append(td);
      }
      frag.append(tr);
    }
    this.tbody.replaceChildren(frag);
    this.host.querySelectorAll<HTMLTableCellElement>("th").forEach((th) => {
      const active = th.dataset.key === this.sortKey;
      th.classList.toggle("sorted", active);
      th.setAttribute("aria-sort", active ? (this.dir === "asc" ? "ascending" : "descending") : "none");
    });
  }
}

const people: Person[] = [
  { id: 1, name: "Ada", born: new Date(1815, 11, 10), score: 98 },
  { id: 2, name: "Alan", born: new Date(1912, 5, 23), score: 95 },
  { id: 3, name: "Grace", born: new Date(1906, 11, 9), score: 97 },
];

const mount = document.getElementById("table");
if (mount) {
  const dt = new DataTable(mount, columns, people);
  const input = document.querySelector<HTMLInputElement>("#filter");
  input?.addEventListener("input", (ev) => {
    const target = ev.target;
    if (target instanceof HTMLInputElement) dt.setFilter(target.value);
  });
  document.addEventListener("keydown", (ev: KeyboardEvent) => {
    if (ev.key === "Escape" && input) {
      input.value = "";
      dt.setFilter("");
    } else if (ev.altKey && ev.key >= "1" && ev.key <= "3") {
      const col = columns[Number(ev.key) - 1];
      if (col) dt.sortBy(col.key);
    }
  });
}
