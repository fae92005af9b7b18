// Red-team: array callbacks typed and untyped, destructured parameters, debounce/compose, typed emitter.
interface Order {
  id: number;
  customer: { name: string; vip: boolean };
  lines: { sku: string; qty: number; price: number }[];
  placedAt: Date;
}

const orders: Order[] = [
  { id: 1, customer: { name: "Ann", vip: true }, lines: [{ sku: "a", qty: 2, price: 3 }], placedAt: new Date() },
  { id: 2, customer: { name: "Bob", vip: false }, lines: [], placedAt: new Date(0) },
];

const totals = orders.map((o) => ({
  id: o.id,
  total: o.lines.reduce((sum, line) => sum + line.qty * line.price, 0),
}));
const vipNames = orders.filter(({ customer }) => customer.vip).map(({ customer: { name } }) => name);
const biggest = totals.sort((a, b) => b.total - a.total)[0];
const anyEmpty = orders.some((o) => o.lines.length === 0);
const allRecent = orders.every((o) => o.placedAt.getTime() > 0);
const skus = orders.flatMap((o) => o.lines.map((l) => l.sku));
const found = orders.find((o) => o.customer.name.startsWith("A"));
const idx = orders.findIndex((o) => o.id === 2);
const byCustomer = new Map(orders.map((o) => [o.customer.name, o] as const));
orders.forEach((order, i, all) => {
  console.log(i, order.id, all.length);
});
const entries = Object.entries({ a: 1, b: 2 }).map(([k, v]) => `${k}=${v * 2}`);
const sortedNames = [...vipNames].sort((a, b) => a.localeCompare(b));
const nested = [[1, 2], [3]].map((row) => row.map((x) => x * 10).filter((x) => x > 10));
const counts = skus.reduce((acc: Record<string, number>, sku) => {
  acc[sku] = (acc[sku] || 0) + 1;
  return acc;
}, {});
const keys = Array.from(byCustomer.keys(), (k) => k.toUpperCase());
const lengths = Array.from({ length: 3 }, (_, i) => i * i);
console.log(totals, vipNames, biggest?.total, anyEmpty, allRecent, skus, found?.id, idx, entries, sortedNames, nested, counts, keys, lengths);

function debounce<T extends (...args: any[]) => void>(fn: T, ms: number): (...args: Parameters<T>) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

const log = debounce((msg: string, n: number) => console.log(msg.repeat(n)), 10);
log("x", 2);

function compose<A, B, C>(f: (a: A) => B, g: (b: B) => C): (a: A) => C {
  return (a) => g(f(a));
}
const lenThenDouble = compose((s: string) => s.length, (n) => n * 2);
console.log(lenThenDouble("abc"));

type Handler<E> = (event: E) => void;
class Emitter<Events extends Record<string, unknown>> {
  private handlers: { [K in keyof Events]?: Handler<Events[K]>[] } = {};
  on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): void {
    (this.handlers[name] ??= []).push(handler);
  }
  emit<K extends keyof Events>(name: K, event: Events[K]): void {
    this.handlers[name]?.forEach((h) => h(event));
  }
}
const em = new Emitter<{ save: { id: number }; close: undefined }>();
em.on("save", (e) => console.log(e.id));
em.on("close", () => console.log("closed"));
em.emit("save", { id: 1 });

const promises = [1, 2, 3].map(async (n) => {
  await new Promise((r) => setTimeout(r, n));
  return n * 2;
});
Promise.all(promises).then((values) => console.log(values.reduce((a, b) => a + b)));
const words = "the quick brown fox".split(" ");
const longest = words.reduce((a, b) => (a.length >= b.length ? a : b));
const caps = words.map(function (w) {
  return w[0].toUpperCase() + w.slice(1);
});
console.log(longest.length, caps.join(" "));
const sorter = (a: { n: number }, b: { n: number }) => a.n - b.n;
console.log([{ n: 2 }, { n: 1 }].sort(sorter)[0].n);
