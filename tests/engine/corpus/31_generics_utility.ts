// Red-team: generic store with constraints, pluck/groupBy/merge, Partial/Omit/Pick/ReturnType/Parameters.
interface Identifiable {
  id: string;
}

interface Entity extends Identifiable {
  createdAt: Date;
  updatedAt?: Date;
}

interface Product extends Entity {
  name: string;
  price: number;
  category: "food" | "tools" | "toys";
}

type Updatable<T> = Partial<Omit<T, "id" | "createdAt">>;
type Summary = Pick<Product, "id" | "name">;
type PriceMap = Record<string, number>;
type Keys = keyof Product;
type PriceType = Product["price"];

function pluck<T, K extends keyof T>(items: T[], key: K): T[K][] {
  return items.map((item) => item[key]);
}

function groupBy<T, K extends string | number>(items: T[], keyFn: (item: T) => K): Record<K, T[]> {
  const out = {} as Record<K, T[]>;
  for (const item of items) {
    const k = keyFn(item);
    (out[k] ??= []).push(item);
  }
  return out;
}

function merge<A extends object, B extends object>(a: A, b: B): A & B {
  return { ...a, ...b };
}

class Store<T extends Identifiable> {
  private data: T[] = [];

  insert(item: T): void {
    this.data.push(item);
  }

  update(id: string, patch: Partial<T>): T | undefined {
    const idx = this.data.findIndex((d) => d.id === id);
    if (idx < 0) return undefined;
    const updated = { ...this.data[idx], ...patch };
    this.data[idx] = updated;
    return updated;
  }

  find(predicate: (item: T, index: number) => boolean): T | undefined {
    return this.data.find(predicate);
  }

  map<U>(fn: (item: T) => U): U[] {
    return this.data.map(fn);
  }

  get all(): readonly T[] {
    return this.data;
  }
}

const store = new Store<Product>();
store.insert({ id: "p1", name: "Apple", price: 1.2, category: "food", createdAt: new Date() });
store.insert({ id: "p2", name: "Hammer", price: 15, category: "tools", createdAt: new Date() });
const patch: Updatable<Product> = { price: 2 };
store.update("p1", patch);
const names = store.map((p) => p.name.toLowerCase());
const cheap = store.find((p, i) => p.price < 5 && i >= 0);
const prices: PriceMap = Object.fromEntries(store.all.map((p) => [p.id, p.price]));
const ids = pluck(store.all.slice(), "id");
const grouped = groupBy(store.all.slice(), (p) => p.category);
const merged = merge({ a: 1 }, { b: "two" });
const summary: Summary = { id: "x", name: "y" };
const key: Keys = "price";
const price: PriceType = 3;
console.log(names, cheap?.name, prices, ids, grouped.food?.length, merged.a + merged.b.length, summary, key, price);

function identity<T>(x: T): T {
  return x;
}
const n = identity(5);
const s = identity<string>("s");
console.log(n.toFixed(), s.padStart(3));

function first<T>(arr: readonly T[]): T | undefined {
  return arr[0];
}
const f = first([1, 2, 3]);
if (f !== undefined) console.log(f + 1);

type Fn<Args extends unknown[], R> = (...args: Args) => R;
const add: Fn<[number, number], number> = (a, b) => a + b;
type AddReturn = ReturnType<typeof add>;
type AddParams = Parameters<typeof add>;
const r: AddReturn = add(1, 2);
const params: AddParams = [1, 2];
console.log(r, params);
