// Fluent builders with `this` types, getters in object literals, method shorthand, computed keys and class expressions.
type Method = "GET" | "POST" | "PUT" | "DELETE";

class RequestBuilder {
  protected headers: Record<string, string> = {};
  protected query = new URLSearchParams();
  private method: Method = "GET";
  private body?: string;

  constructor(protected readonly base: string) {}

  header(name: string, value: string): this {
    this.headers[name.toLowerCase()] = value;
    return this;
  }

  param(name: string, value: string | number | boolean): this {
    this.query.append(name, String(value));
    return this;
  }

  post(body: unknown): this {
    this.method = "POST";
    this.body = JSON.stringify(body);
    return this.header("Content-Type", "application/json");
  }

  build(): { url: string; init: RequestInit } {
    const qs = this.query.toString();
    return { url: qs ? `${this.base}?${qs}` : this.base, init: { method: this.method, headers: { ...this.headers }, body: this.body } };
  }
}

class AuthedRequestBuilder extends RequestBuilder {
  bearer(token: string): this {
    return this.header("Authorization", `Bearer ${token}`);
  }
  retries(n: number): this {
    return this.header("X-Retries", n.toString());
  }
}

const KEY_PREFIX = "ui";
const sym = Symbol("meta");

const counterModel = {
  count: 0,
  step: 2,
  history: [] as number[],
  get doubled() {
    return this.count * 2;
  },
  set value(v: number) {
    this.history.push(this.count);
    this.count = v;
  },
  increment() {
    this.value = this.count + this.step;
    return this;
  },
  [`${KEY_PREFIX}:label`]: "Counter",
  [sym]: { version: 1 },
  ["reset"](to = 0) {
    this.history.length = 0;
    this.count = to;
  },
};

interface Shape {
  area(): number;
  describe(): string;
}

const ShapeBase = class {
  static created = 0;
  constructor(readonly name: string) {
    ShapeBase.created++;
  }
  describe(this: Shape & { name: string }): string {
    return `${this.name} with area ${this.area().toFixed(1)}`;
  }
};

const Rect = class Rect extends ShapeBase implements Shape {
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    super("rect");
  }
  area() {
    return this.w * this.h;
  }
  scale(f: number): Rect {
    return new Rect(this.w * f, this.h * f);
  }
};

class QueryChain<T> {
  private constructor(private readonly items: readonly T[]) {}
  static of<T>(...items: T[]): QueryChain<T> {
    return new QueryChain(items);
  }
  where(pred: (item: T) => boolean): QueryChain<T> {
    return new QueryChain(this.items.filter(pred));
  }
  orderBy<K extends keyof T>(key: K, dir: "asc" | "desc" = "asc"): QueryChain<T> {
    const sign = dir === "asc" ? 1 : -1;
    return new QueryChain([...this.items].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0)));
  }
  select<U>(fn: (item: T, index: number) => U): U[] {
    return this.items.map(fn);
  }
}

const req = new AuthedRequestBuilder("https://api.example.com/items").bearer("t0k3n").param("page", 2).param("all", true).retries(3).post({ name: "x" }).build();
counterModel.increment().increment();
counterModel.reset(5);
const rect = new Rect(2, 3).scale(2);
const names = QueryChain.of({ n: "b", a: 2 }, { n: "a", a: 1 }, { n: "c", a: 3 })
  .where((x) => x.a > 1)
  .orderBy("n", "desc")
  .select((x, i) => `${i}:${x.n}`);
console.log(req.url, req.init.method, counterModel.doubled, counterModel[`${KEY_PREFIX}:label`], counterModel[sym].version, rect.describe(), ShapeBase.created, names);
