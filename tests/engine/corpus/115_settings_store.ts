// A typed settings store: mapped and conditional types, keyof, generics inferring literals, satisfies.

type Primitive = string | number | boolean;

interface Schema {
  theme: "light" | "dark" | "system";
  fontSize: number;
  autosave: boolean;
  language: string;
  tabWidth: 2 | 4 | 8;
}

type Validators<T> = { [K in keyof T]: (v: unknown) => v is T[K] };
type Listener<T, K extends keyof T = keyof T> = (key: K, value: T[K], previous: T[K]) => void;
type OnlyOf<T, V> = { [K in keyof T as T[K] extends V ? K : never]: T[K] };
type BooleanKeys = keyof OnlyOf<Schema, boolean>;

const defaults = {
  theme: "system",
  fontSize: 14,
  autosave: true,
  language: "en",
  tabWidth: 2,
} satisfies Schema;

const isOneOf =
  <const T extends readonly Primitive[]>(...values: T) =>
  (v: unknown): v is T[number] =>
    values.some((x) => x === v);

const validators: Validators<Schema> = {
  theme: isOneOf("light", "dark", "system"),
  fontSize: (v): v is number => typeof v === "number" && v >= 6 && v <= 72,
  autosave: (v): v is boolean => typeof v === "boolean",
  language: (v): v is string => typeof v === "string" && /^[a-z]{2}$/.test(v),
  tabWidth: isOneOf(2, 4, 8),
};

class Store<T extends object> {
  private values: T;
  private listeners: Listener<T>[] = [];

  constructor(initial: T, private readonly check: Validators<T>) {
    this.values = { ...initial };
  }

  get<K extends keyof T>(key: K): T[K] {
    return this.values[key];
  }

  set<K extends keyof T>(key: K, value: T[K]): boolean {
    const previous = this.values[key];
    if (previous === value) return false;
    this.values = { ...this.values, [key]: value };
    for (const l of this.listeners) l(key, value, previous);
    return true;
  }

  trySet(key: keyof T, raw: unknown): boolean {
    const ok = this.check[key](raw);
    if (!ok) return false;
    return this.set(key, raw as T[typeof key]);
  }

  on(l: Listener<T>): () => void {
    this.listeners.push(l);
    return () => {
      this.listeners = this.listeners.filter((x) => x !== l);
    };
  }

  snapshot(): Readonly<T> {
    return Object.freeze({ ...this.values });
  }
}

const store = new Store<Schema>(defaults, validators);

function toggle(key: BooleanKeys): boolean {
  const next = !store.get(key);
  store.set(key, next);
  return next;
}

const off = store.on((key, value, previous) => {
  if (key === "theme") {
    console.log(`theme ${String(previous)} -> ${String(value)}`);
  } else if (typeof value === "number") {
    console.log(key, value.toFixed(0));
  }
});

store.set("theme", "dark");
store.set("tabWidth", 4);
toggle("autosave");
console.log(store.trySet("fontSize", "big"), store.trySet("language", "de"));
off();

function parseValue(raw: string): Primitive {
  if (raw === "true" || raw === "false") return raw === "true";
  const n = Number(raw);
  return Number.isNaN(n) ? raw : n;
}

function loadFrom(text: string): Partial<Schema> {
  const out: Partial<Record<keyof Schema, Primitive>> = {};
  for (const line of text.split("\n")) {
    const eq = line.indexOf("=");
    if (eq <= 0) continue;
    const key = line.slice(0, eq).trim();
    if (!(key in defaults)) continue;
    out[key as keyof Schema] = parseValue(line.slice(eq + 1).trim());
  }
  return out as Partial<Schema>;
}

const loaded = loadFrom("theme=light\nfontSize=16\nautosave=false\nbogus=1");
for (const [k, v] of Object.entries(loaded)) {
  store.trySet(k as keyof Schema, v);
}

type Awaitable<T> = T | Promise<T>;
type Unwrap<T> = T extends Promise<infer U> ? U : T;

async function settle<T>(v: Awaitable<T>): Promise<Unwrap<Awaitable<T>>> {
  return (await v) as Unwrap<Awaitable<T>>;
}

settle(store.snapshot()).then((s) => console.log(s.theme, s.fontSize));
export { Store, store, toggle };
