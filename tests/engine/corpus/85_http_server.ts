// A small Node HTTP server: node: imports, a middleware chain, async handlers, Buffer bodies and typed routes.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readFile, stat } from "node:fs/promises";
import * as path from "node:path";
import { EventEmitter } from "node:events";

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Params = Record<string, string>;

interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Params;
  state: Map<string, unknown>;
  body?: unknown;
}

type Next = () => Promise<void>;
type Middleware = (ctx: Ctx, next: Next) => Promise<void> | void;
type Handler = (ctx: Ctx) => Promise<unknown> | unknown;

interface Route {
  method: Method;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function compile(route: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = route
    .split("/")
    .map((part) => {
      if (!part.startsWith(":")) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      keys.push(part.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { pattern: new RegExp(`^${source}/?$`), keys };
}

async function readBody(req: IncomingMessage, limit = 1 << 20): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buf.length;
    if (size > limit) throw new HttpError(413, "body too large");
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString("utf8");
}

class App extends EventEmitter {
  private readonly routes: Route[] = [];
  private readonly middleware: Middleware[] = [];

  use(mw: Middleware): this {
    this.middleware.push(mw);
    return this;
  }

  route(method: Method, route: string, handler: Handler): this {
    this.routes.push({ method, ...compile(route), handler });
    return this;
  }

  get(route: string, handler: Handler) {
    return this.route("GET", route, handler);
  }

  post(route: string, handler: Handler) {
    return this.route("POST", route, handler);
  }

  private match(method: string, pathname: string): { route: Route; params: Params } | undefined {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      const params = Object.fromEntries(route.keys.map((k, i) => [k, decodeURIComponent(m[i + 1] ?? "")]));
      return { route, params };
    }
    return undefined;
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    const ctx: Ctx = { req, res, url, params: {}, state: new Map() };
    const found = this.match(req.method ?? "GET", url.pathname);
    const chain = [...this.middleware];
    const dispatch = async (i: number): Promise<void> => {
      const mw = chain[i];
      if (mw) return mw(ctx, () => dispatch(i + 1));
      if (!found) throw new HttpError(404, `no route for ${url.pathname}`);
      ctx.params = found.params;
      const result = await found.route.handler(ctx);
      if (result !== undefined && !res.writableEnded) {
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify(result));
      }
    };
    try {
      await dispatch(0);
    } catch (err) {
      const status = err instanceof HttpError ? err.status : 500;
      this.emit("error-response", status, err);
      res.statusCode = status;
      res.end(err instanceof Error ? err.message : "error");
    }
  }

  listen(port: number): Promise<number> {
    const server = createServer((req, res) => void this.handle(req, res));
    return new Promise((resolve) => server.listen(port, () => resolve(port)));
  }
}

const root = path.resolve(process.cwd(), "public");
const app = new App()
  .use(async (ctx, next) => {
    const started = process.hrtime.bigint();
    await next();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    ctx.res.setHeader("X-Time", ms.toFixed(1));
  })
  .use(async (ctx, next) => {
    if (ctx.req.method === "POST") ctx.body = JSON.parse((await readBody(ctx.req)) || "null");
    await next();
  })
  .get("/health", () => ({ ok: true, uptime: Math.round(process.uptime()) }))
  .get("/files/:name", async ({ params, res }) => {
    const file = path.join(root, path.basename(params.name));
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new HttpError(404, "not found");
    res.end(await readFile(file));
  })
  .post("/echo/:id", ({ params, body }) => ({ id: Number(params.id), body }));

app.on("error-response", (status: number) => {
  if (status >= 500) process.exitCode = 1;
});

if (process.env.PORT) void app.listen(Number(process.env.PORT)).then((p) => console.log(`listening on ${p}`));
