// Template literal types, conditional types with infer, mapped types with `as`, `as const` tables, satisfies.

type HttpMethod = "get" | "post" | "put" | "delete";
type Route = `/${string}`;
type Endpoint = `${Uppercase<HttpMethod>} ${Route}`;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Params<P extends string> = { [K in ParamNames<P>]: string };

function buildPath<P extends string>(pattern: P, params: Params<P>): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = (params as Record<string, string>)[key];
    return encodeURIComponent(value ?? "");
  });
}

const userPath = buildPath("/users/:userId/posts/:postId", { userId: "42", postId: "7" });

type Getters<T> = {
  [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K];
};
type Setters<T> = {
  [K in keyof T as `set${Capitalize<string & K>}`]: (value: T[K]) => void;
};

interface Settings {
  theme: "light" | "dark";
  fontSize: number;
}

function accessors<T extends object>(initial: T): Getters<T> & Setters<T> {
  const state = { ...initial };
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(state) as (keyof T & string)[]) {
    const cap = key.charAt(0).toUpperCase() + key.slice(1);
    out[`get${cap}`] = () => state[key];
    out[`set${cap}`] = (value: T[typeof key]) => {
      state[key] = value;
    };
  }
  return out as Getters<T> & Setters<T>;
}

const settings = accessors<Settings>({ theme: "light", fontSize: 14 });
settings.setFontSize(settings.getFontSize() + 2);
settings.setTheme("dark");

const STATUS = {
  ok: { code: 200, text: "OK" },
  created: { code: 201, text: "Created" },
  notFound: { code: 404, text: "Not Found" },
  teapot: { code: 418, text: "I'm a teapot" },
} as const satisfies Record<string, { code: number; text: string }>;

type StatusName = keyof typeof STATUS;
type StatusCode = (typeof STATUS)[StatusName]["code"];

function statusName(code: StatusCode): StatusName {
  const entry = (Object.entries(STATUS) as [StatusName, (typeof STATUS)[StatusName]][]).find(
    ([, value]) => value.code === code,
  );
  return entry![0];
}

type Awaitable<T> = T | Promise<T>;
type Unwrap<T> = T extends Promise<infer U> ? Unwrap<U> : T;
type ElementOf<T> = T extends readonly (infer E)[] ? E : never;
type FnReturn<F> = F extends (...args: never[]) => infer R ? R : never;
type Head<T extends readonly unknown[]> = T extends readonly [infer H, ...unknown[]] ? H : undefined;

const tuple = ["x", 1, true] as const;
const head: Head<typeof tuple> = "x";
const elem: ElementOf<typeof tuple> = 1;
const unwrapped: Unwrap<Promise<Promise<string>>> = "deep";

type EventName<T extends string> = `on${Capitalize<T>}`;
type Listeners<E extends string> = Partial<Record<EventName<E>, () => void>>;

const listeners: Listeners<"click" | "focus"> = {
  onClick: () => console.log("click"),
};

type DeepReadonly<T> = T extends (infer E)[]
  ? ReadonlyArray<DeepReadonly<E>>
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

const config: DeepReadonly<{ db: { hosts: string[]; port: number } }> = {
  db: { hosts: ["a", "b"], port: 5432 },
};

type Join<T extends string[], Sep extends string> = T extends [infer F extends string, ...infer R extends string[]]
  ? R extends []
    ? F
    : `${F}${Sep}${Join<R, Sep>}`
  : "";

const joined: Join<["a", "b", "c"], "."> = "a.b.c";

async function resolveAll<T>(values: Awaitable<T>[]): Promise<T[]> {
  return Promise.all(values);
}

const routes = {
  "GET /users": () => [] as string[],
  "POST /users": () => ({ created: true }),
} satisfies Partial<Record<Endpoint, () => unknown>>;

type RouteResult<K extends keyof typeof routes> = FnReturn<(typeof routes)[K]>;
const created: RouteResult<"POST /users"> = routes["POST /users"]();

export async function main(): Promise<string> {
  const nums = await resolveAll([1, Promise.resolve(2), 3]);
  return [
    userPath,
    statusName(404),
    head,
    String(elem),
    unwrapped,
    joined,
    config.db.hosts.join("|"),
    String(created.created),
    String(nums.reduce((a, b) => a + b, 0)),
    String(listeners.onClick !== undefined),
  ].join(" ");
}
