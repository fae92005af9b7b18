// An inventory service: a repository over a Map, async loading with Promise.all, a cache with
// expiry, discriminated results and reduce/flatMap summaries.

interface Product {
  readonly id: string;
  name: string;
  priceCents: number;
  tags: readonly string[];
  stock?: number;
}

type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };

function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

function fail<T>(error: string): Result<T> {
  return { ok: false, error };
}

class ProductRepository {
  private readonly items = new Map<string, Product>();

  constructor(initial: Product[] = []) {
    for (const p of initial) this.items.set(p.id, p);
  }

  get size(): number {
    return this.items.size;
  }

  find(id: string): Product | undefined {
    return this.items.get(id);
  }

  upsert(product: Product): Result<Product> {
    if (product.priceCents < 0) return fail(`negative price for ${product.id}`);
    const existing = this.items.get(product.id);
    const merged: Product = existing ? { ...existing, ...product } : product;
    this.items.set(merged.id, merged);
    return ok(merged);
  }

  remove(id: string): boolean {
    return this.items.delete(id);
  }

  all(): Product[] {
    return Array.from(this.items.values());
  }

  byTag(tag: string): Product[] {
    return this.all().filter((p) => p.tags.includes(tag));
  }
}

interface CacheEntry<V> {
  value: V;
  expires: number;
}

class TtlCache<V> {
  private store = new Map<string, CacheEntry<V>>();
  constructor(private readonly ttlMs: number) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.store.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.store.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.store.set(key, { value, expires: now + this.ttlMs });
  }
}

async function fetchStock(id: string): Promise<number> {
  await new Promise<void>((resolve) => setTimeout(resolve, 1));
  return id.length * 3;
}

class InventoryService {
  private cache = new TtlCache<number>(5_000);

  constructor(private readonly repo: ProductRepository) {}

  async stockFor(id: string): Promise<number> {
    const cached = this.cache.get(id);
    if (cached !== undefined) return cached;
    const n = await fetchStock(id);
    this.cache.set(id, n);
    return n;
  }

  async refreshAll(): Promise<Map<string, number>> {
    const products = this.repo.all();
    const counts = await Promise.all(products.map((p) => this.stockFor(p.id)));
    const out = new Map<string, number>();
    products.forEach((p, i) => {
      out.set(p.id, counts[i] ?? 0);
      p.stock = counts[i];
    });
    return out;
  }

  totalValueCents(): number {
    return this.repo.all().reduce((sum, p) => sum + p.priceCents * (p.stock ?? 0), 0);
  }

  tagIndex(): Record<string, string[]> {
    const pairs = this.repo.all().flatMap((p) => p.tags.map((t) => [t, p.id] as const));
    const index: Record<string, string[]> = {};
    for (const [tag, id] of pairs) {
      (index[tag] ??= []).push(id);
    }
    return index;
  }

  cheapest(n: number): Product[] {
    return [...this.repo.all()].sort((a, b) => a.priceCents - b.priceCents).slice(0, n);
  }
}

function describe(result: Result<Product>): string {
  if (result.ok) {
    const { name, priceCents } = result.value;
    return `${name}: $${(priceCents / 100).toFixed(2)}`;
  }
  return `error: ${result.error}`;
}

async function main(): Promise<void> {
  const repo = new ProductRepository([
    { id: "a1", name: "Widget", priceCents: 499, tags: ["tools", "small"] },
    { id: "b2", name: "Gadget", priceCents: 1299, tags: ["tools"] },
  ]);
  const service = new InventoryService(repo);
  console.log(describe(repo.upsert({ id: "c3", name: "Doohickey", priceCents: 250, tags: ["small"] })));
  console.log(describe(repo.upsert({ id: "d4", name: "Bad", priceCents: -1, tags: [] })));
  const stock = await service.refreshAll();
  for (const [id, count] of stock) console.log(id, count);
  console.log(service.totalValueCents(), Object.keys(service.tagIndex()).join(","));
  console.log(service.cheapest(2).map((p) => p.name));
}

main().catch((e: unknown) => console.error(e instanceof Error ? e.message : String(e)));
