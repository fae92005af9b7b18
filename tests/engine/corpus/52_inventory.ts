// Red-team: enum + namespace merge (used after the namespace), event unions checked by assertNever, Map-grouping.
enum Category {
  Electronics = "electronics",
  Grocery = "grocery",
  Clothing = "clothing",
}

namespace Category {
  export function label(c: Category): string {
    switch (c) {
      case Category.Electronics:
        return "Electronics & Gadgets";
      case Category.Grocery:
        return "Food";
      case Category.Clothing:
        return "Apparel";
      default:
        return assertNever(c);
    }
  }
  export const all: readonly Category[] = [Category.Electronics, Category.Grocery, Category.Clothing];
}

function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}

interface Product {
  readonly sku: string;
  name: string;
  category: Category;
  price: number;
  stock: number;
  tags?: string[];
}

type StockEvent =
  | { type: "received"; sku: string; qty: number }
  | { type: "sold"; sku: string; qty: number; price: number }
  | { type: "adjusted"; sku: string; delta: number; reason: string };

class Inventory {
  private readonly products = new Map<string, Product>();
  private readonly log: StockEvent[] = [];

  add(...items: Product[]): void {
    for (const p of items) {
      if (this.products.has(p.sku)) throw new Error(`duplicate sku ${p.sku}`);
      this.products.set(p.sku, { ...p, tags: p.tags ?? [] });
    }
  }

  apply(event: StockEvent): void {
    const product = this.products.get(event.sku);
    if (!product) throw new Error(`unknown sku ${event.sku}`);
    switch (event.type) {
      case "received":
        product.stock += event.qty;
        break;
      case "sold":
        if (product.stock < event.qty) throw new RangeError("not enough stock");
        product.stock -= event.qty;
        break;
      case "adjusted":
        product.stock = Math.max(0, product.stock + event.delta);
        break;
      default:
        assertNever(event);
    }
    this.log.push(event);
  }

  revenue(): number {
    return this.log.reduce((sum, e) => (e.type === "sold" ? sum + e.qty * e.price : sum), 0);
  }

  byCategory(): Map<Category, Product[]> {
    const out = new Map<Category, Product[]>(Category.all.map((c) => [c, []]));
    this.products.forEach((p) => out.get(p.category)?.push(p));
    return out;
  }

  lowStock(threshold = 5): Product[] {
    return [...this.products.values()].filter(({ stock }) => stock <= threshold).sort((a, b) => a.stock - b.stock);
  }

  search(query: string): Product[] {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    return [...this.products.values()].filter(
      (p) => p.name.toLowerCase().includes(q) || (p.tags ?? []).some((t) => t.startsWith(q)),
    );
  }

  get totalValue(): number {
    let total = 0;
    for (const { price, stock } of this.products.values()) total += price * stock;
    return Math.round(total * 100) / 100;
  }
}

const inv = new Inventory();
inv.add(
  { sku: "E1", name: "Headphones", category: Category.Electronics, price: 59.99, stock: 10, tags: ["audio"] },
  { sku: "G1", name: "Coffee beans", category: Category.Grocery, price: 12.5, stock: 3 },
  { sku: "C1", name: "T-shirt", category: Category.Clothing, price: 15, stock: 40, tags: ["cotton", "summer"] },
);
const events: StockEvent[] = [
  { type: "sold", sku: "E1", qty: 2, price: 59.99 },
  { type: "received", sku: "G1", qty: 10 },
  { type: "adjusted", sku: "C1", delta: -5, reason: "damaged" },
];
events.forEach((e) => inv.apply(e));
for (const [cat, products] of inv.byCategory()) {
  console.log(Category.label(cat), products.map((p) => `${p.name}(${p.stock})`).join(", "));
}
console.log(inv.revenue().toFixed(2), inv.totalValue, inv.lowStock(10).map((p) => p.sku), inv.search("co").length);
