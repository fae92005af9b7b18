// Optional chaining and `??` chains, non-null `!`, definite assignment, `satisfies`, `as const`, readonly and labelled tuples, `unique symbol`.
interface Address {
  street?: string;
  city: string;
  geo?: { lat: number; lng: number } | null;
}
interface Customer {
  id: number;
  name: { first: string; last?: string };
  address?: Address;
  tags?: string[];
  contact?: { email?: string; phone?: () => string };
}

const brand: unique symbol = Symbol("brand");
type Brand<T, B extends string> = T & { readonly [brand]: B };
type CustomerId = Brand<number, "CustomerId">;
const asCustomerId = (n: number) => n as CustomerId;

type Span = readonly [start: number, end: number];
type Labeled = [name: string, weight?: number, ...notes: string[]];

const COLORS = ["red", "green", "blue"] as const;
type Color = (typeof COLORS)[number];

const palette = {
  primary: "blue",
  secondary: "green",
  danger: "red",
} satisfies Record<string, Color>;

const limits = { maxTags: 5, defaultCity: "Berlin", retry: [100, 200, 400] } as const;

function cityOf(c: Customer): string {
  return c.address?.city ?? limits.defaultCity;
}

function latitude(c: Customer): number | undefined {
  return c.address?.geo?.lat;
}

function phoneOf(c: Customer): string {
  return c.contact?.phone?.() ?? c.contact?.email ?? "n/a";
}

function fullName({ name: { first, last = "" } }: Customer): string {
  return `${first} ${last}`.trim();
}

function firstTag(c: Customer): string {
  return c.tags?.[0]?.toUpperCase() ?? "-";
}

function spanLength([start, end]: Span): number {
  return end - start;
}

function describe(...[name, weight = 1, ...notes]: Labeled): string {
  return `${name}:${weight}${notes.length ? ` (${notes.join(", ")})` : ""}`;
}

class Lookup {
  private index!: Map<number, Customer>;
  cache: Record<string, string> = {};
  lastQuery: string | null = null;

  constructor(customers: readonly Customer[]) {
    this.rebuild(customers);
  }

  rebuild(customers: readonly Customer[]): void {
    this.index = new Map(customers.map((c) => [c.id, c]));
  }

  get(id: CustomerId): Customer {
    return this.index.get(id)!;
  }

  city(id: number): string {
    this.lastQuery = `city:${id}`;
    return (this.cache[this.lastQuery] ??= cityOf(this.index.get(id) ?? { id, name: { first: "?" } }));
  }

  tagCount(id: number): number {
    return this.index.get(id)?.tags?.length ?? 0;
  }
}

const people: Customer[] = [
  { id: 1, name: { first: "Ada", last: "Lovelace" }, address: { city: "London", geo: { lat: 51.5, lng: -0.12 } }, tags: ["math"] },
  { id: 2, name: { first: "Grace" }, contact: { phone: () => "555-0100" } },
  { id: 3, name: { first: "Linus" }, address: { city: "Helsinki", geo: null }, contact: { email: "l@x.fi" } },
];

const lookup = new Lookup(people);
const ada = lookup.get(asCustomerId(1));
let counter: number;
counter = people.filter((p) => latitude(p) !== undefined).length;
const spans: Span[] = [[0, 4], [10, 25]];
const totalSpan = spans.map(spanLength).reduce((a, b) => a + b, 0);
const paletteKeys = Object.keys(palette) as (keyof typeof palette)[];
const retryTotal = limits.retry.reduce((a, b) => a + b, 0);
const maybe: string | undefined = people.find((p) => p.id === 9)?.name.first;
const length = maybe?.length ?? -1;

console.log(fullName(ada), lookup.city(2), lookup.city(3), lookup.tagCount(1), phoneOf(people[1]), phoneOf(people[2]), firstTag(people[0]));
console.log(counter, totalSpan, paletteKeys, retryTotal, length, describe("x"), describe("y", 2, "a", "b"), COLORS.indexOf(palette.danger));
