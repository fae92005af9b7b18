// Red-team: a router with template-literal param types, middleware reduceRight, regex route matching.
type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

type ExtractParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param | keyof ExtractParams<`/${Rest}`>]: string }
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : {};

interface RequestContext<P = Record<string, string>> {
  method: HttpMethod;
  path: string;
  params: P;
  query: URLSearchParams;
  body?: unknown;
}

interface ResponseLike {
  status: number;
  headers: Record<string, string>;
  body: string;
}

type Handler<P = Record<string, string>> = (ctx: RequestContext<P>) => ResponseLike | Promise<ResponseLike>;
type Middleware = (ctx: RequestContext, next: () => Promise<ResponseLike>) => Promise<ResponseLike>;

interface Route {
  method: HttpMethod;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

const json = (data: unknown, status = 200): ResponseLike => ({
  status,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(data),
});

class Router {
  private routes: Route[] = [];
  private middleware: Middleware[] = [];

  use(mw: Middleware): this {
    this.middleware.push(mw);
    return this;
  }

  on<Path extends string>(method: HttpMethod, path: Path, handler: Handler<ExtractParams<Path>>): this {
    const keys: string[] = [];
    const source = path.replace(/:([A-Za-z_]+)/g, (_match, key: string) => {
      keys.push(key);
      return "([^/]+)";
    });
    this.routes.push({ method, pattern: new RegExp(`^${source}$`), keys, handler: handler as Handler });
    return this;
  }

  get<Path extends string>(path: Path, handler: Handler<ExtractParams<Path>>): this {
    return this.on("GET", path, handler);
  }

  async handle(method: HttpMethod, url: string, body?: unknown): Promise<ResponseLike> {
    const [path, search = ""] = url.split("?");
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((key, i) => {
        params[key] = decodeURIComponent(match[i + 1]);
      });
      const ctx: RequestContext = { method, path, params, query: new URLSearchParams(search), body };
      const chain = this.middleware.reduceRight<() => Promise<ResponseLike>>(
        (next, mw) => () => mw(ctx, next),
        async () => route.handler(ctx),
      );
      try {
        return await chain();
      } catch (err) {
        return json({ error: err instanceof Error ? err.message : "unknown" }, 500);
      }
    }
    return json({ error: `no route for ${method} ${path}` }, 404);
  }
}

const users = new Map<string, { id: string; name: string }>([["1", { id: "1", name: "Ada" }]]);

const router = new Router()
  .use(async (ctx, next) => {
    const started = Date.now();
    const res = await next();
    res.headers["x-time"] = String(Date.now() - started);
    console.log(ctx.method, ctx.path, res.status);
    return res;
  })
  .get("/users", (ctx) => json([...users.values()].slice(0, Number(ctx.query.get("limit") ?? 10))))
  .get("/users/:id", ({ params }) => {
    const user = users.get(params.id);
    return user ? json(user) : json({ error: "not found" }, 404);
  })
  .get("/users/:id/posts/:postId", ({ params }) => json({ user: params.id, post: params.postId }));

(async () => {
  for (const url of ["/users?limit=1", "/users/1", "/users/2", "/users/1/posts/9", "/nope"]) {
    const res = await router.handle("GET", url);
    console.log(res.status, res.body.length, res.headers["content-type"]);
  }
})();
