// A typed fetch client: generic defaults, interceptors, query strings and abortable requests.

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions<B = unknown> {
  method?: Method;
  query?: Query;
  body?: B;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ApiResponse<T = unknown> {
  status: number;
  ok: boolean;
  data: T;
  headers: Headers;
}

type RequestInterceptor = (init: RequestInit & { url: string }) => (RequestInit & { url: string }) | Promise<RequestInit & { url: string }>;
type ResponseInterceptor<T = unknown> = (res: ApiResponse<T>) => ApiResponse<T> | Promise<ApiResponse<T>>;
type ErrorHandler<E = Error> = (error: E) => void;

export class ApiError<D = unknown> extends Error {
  constructor(
    readonly status: number,
    readonly data: D,
    message = `request failed with status ${status}`,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function buildQuery(q: Query | undefined = {}): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined) continue;
    parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  }
  return parts.length ? `?${parts.join("&")}` : "";
}

export class HttpClient {
  private readonly requestInterceptors: RequestInterceptor[] = [];
  private readonly responseInterceptors: ResponseInterceptor[] = [];
  private readonly errorHandlers: ErrorHandler<unknown>[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly defaults: RequestOptions = {},
  ) {}

  useRequest(i: RequestInterceptor): this {
    this.requestInterceptors.push(i);
    return this;
  }

  useResponse(i: ResponseInterceptor): this {
    this.responseInterceptors.push(i);
    return this;
  }

  onError(h: ErrorHandler<unknown>): () => void {
    this.errorHandlers.push(h);
    return () => {
      const at = this.errorHandlers.indexOf(h);
      if (at >= 0) this.errorHandlers.splice(at, 1);
    };
  }

  async request<T = unknown, B = unknown>(path: string, options: RequestOptions<B> | undefined = {}): Promise<ApiResponse<T>> {
    const merged = { ...this.defaults, ...options };
    const controller = new AbortController();
    const timeout = merged.timeoutMs ?? 10_000;
    const timer = setTimeout(() => controller.abort(new DOMException("timeout", "TimeoutError")), timeout);
    merged.signal?.addEventListener("abort", () => controller.abort(merged.signal?.reason), { once: true });
    let init: RequestInit & { url: string } = {
      url: `${this.baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}${buildQuery(merged.query)}`,
      method: merged.method ?? (merged.body === undefined ? "GET" : "POST"),
      headers: { Accept: "application/json", ...(merged.headers ?? {}) },
      signal: controller.signal,
    };
    if (merged.body !== undefined) {
      init.body = JSON.stringify(merged.body);
      init.headers = { ...init.headers, "Content-Type": "application/json" };
    }
    try {
      for (const i of this.requestInterceptors) init = await i(init);
      const res = await fetch(init.url, init);
      const text = await res.text();
      const data = (text ? JSON.parse(text) : null) as T;
      let out: ApiResponse<T> = { status: res.status, ok: res.ok, data, headers: res.headers };
      for (const i of this.responseInterceptors) out = (await i(out)) as ApiResponse<T>;
      if (!out.ok) throw new ApiError(out.status, out.data);
      return out;
    } catch (e) {
      for (const h of this.errorHandlers) h(e);
      throw e;
    } finally {
      clearTimeout(timer);
    }
  }

  get<T = unknown>(path: string, query?: Query): Promise<ApiResponse<T>> {
    return this.request<T>(path, { query });
  }

  post<T = unknown, B = unknown>(path: string, body: B): Promise<ApiResponse<T>> {
    return this.request<T, B>(path, { method: "POST", body });
  }

  delete(path: string): Promise<ApiResponse<null>> {
    return this.request<null>(path, { method: "DELETE" });
  }
}

interface User {
  id: number;
  name: string;
  email?: string;
}

type Page<T> = { items: T[]; next: string | null; total: number };

export class UserService {
  constructor(private readonly http: HttpClient) {}

  async list(page = 1, size: number | undefined = 20): Promise<User[]> {
    const res = await this.http.get<Page<User>>("/users", { page, size });
    return res.data.items;
  }

  async find(id: number): Promise<User | undefined> {
    try {
      return (await this.http.get<User>(`/users/${id}`)).data;
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return undefined;
      throw e;
    }
  }

  async rename(id: number, name: string): Promise<User> {
    const res = await this.http.post<User, Pick<User, "name">>(`/users/${id}`, { name });
    return res.data;
  }

  async *all(size = 50): AsyncGenerator<User, void, undefined> {
    let page = 1;
    while (true) {
      const res = await this.http.get<Page<User>>("/users", { page, size });
      yield* res.data.items;
      if (!res.data.next) return;
      page++;
    }
  }
}

const http = new HttpClient("https://api.example.com/", { timeoutMs: 5000 })
  .useRequest((init) => ({ ...init, headers: { ...init.headers, Authorization: `Bearer ${localStorage.getItem("token") ?? ""}` } }))
  .useResponse((res) => {
    if (res.status === 401) location.assign("/login");
    return res;
  });
const stop = http.onError((e) => console.warn("request failed", e instanceof Error ? e.message : e));
const users = new UserService(http);

async function main(): Promise<void> {
  const first = await users.list();
  console.log(first.map((u) => u.name.toUpperCase()).join(", "));
  const u = await users.find(1);
  if (u) console.log(u.email?.toLowerCase() ?? "no email", (await users.rename(u.id, "New")).name);
  let n = 0;
  for await (const user of users.all()) {
    if (++n > 100) break;
    console.log(user.id.toFixed(0));
  }
  await http.delete("/cache");
  stop();
}

main().catch((e: unknown) => {
  console.error(e instanceof ApiError ? `${e.status}: ${JSON.stringify(e.data)}` : e);
});
