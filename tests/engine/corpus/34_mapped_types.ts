// Red-team: mapped/conditional/template types, keyof/indexed access, index signatures, as const tables.
interface Config {
  apiUrl: string;
  timeout: number;
  retries: number;
  features: {
    darkMode: boolean;
    beta: boolean;
  };
  env: "dev" | "prod";
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
type ReadonlyConfig = Readonly<Config>;
type ConfigKey = keyof Config;
type FeatureFlags = Config["features"];
type FlagName = keyof FeatureFlags;
type Nullable<T> = { [K in keyof T]: T[K] | null };
type Getters<T> = { [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K] };
type NonFunctionKeys<T> = { [K in keyof T]: T[K] extends Function ? never : K }[keyof T];
type Env = Config["env"];
type Exclusive = Exclude<Env, "dev">;
type Extracted = Extract<string | number | boolean, string | boolean>;
type Req = Required<DeepPartial<Config>>;

const defaults: ReadonlyConfig = {
  apiUrl: "http://localhost",
  timeout: 1000,
  retries: 3,
  features: { darkMode: false, beta: false },
  env: "dev",
};

function withOverrides(base: Config, overrides: DeepPartial<Config>): Config {
  return {
    ...base,
    ...overrides,
    features: { ...base.features, ...overrides.features },
  } as Config;
}

function getValue<K extends ConfigKey>(cfg: Config, key: K): Config[K] {
  return cfg[key];
}

function setFlag(cfg: Config, flag: FlagName, value: boolean): void {
  cfg.features[flag] = value;
}

const cfg = withOverrides(defaults, { timeout: 5000, features: { beta: true } });
setFlag(cfg, "darkMode", true);
const timeout: number = getValue(cfg, "timeout");
const env: Env = getValue(cfg, "env");
const exclusive: Exclusive = "prod";
const extracted: Extracted = "yes";
console.log(timeout, env, exclusive, extracted);

const nulls: Nullable<Pick<Config, "apiUrl" | "timeout">> = { apiUrl: null, timeout: 1 };
const getters: Getters<{ name: string; age: number }> = {
  getName: () => "x",
  getAge: () => 1,
};
const k: NonFunctionKeys<{ a: number; f(): void }> = "a";
console.log(nulls.apiUrl ?? "none", getters.getAge() + 1, k);

interface Dictionary<T> {
  [key: string]: T;
}
const scores: Dictionary<number> = { alice: 10, bob: 7 };
scores["carol"] = 12;
scores.dave = 3;
let best = "";
for (const name in scores) {
  if (!best || scores[name] > scores[best]) best = name;
}
console.log(best, Object.keys(scores).length);

const HTTP_STATUS = {
  OK: 200,
  NOT_FOUND: 404,
  SERVER_ERROR: 500,
} as const;
type StatusName = keyof typeof HTTP_STATUS;
type StatusCode = (typeof HTTP_STATUS)[StatusName];
function nameOf(code: StatusCode): StatusName {
  const entry = (Object.entries(HTTP_STATUS) as [StatusName, StatusCode][]).find(([, c]) => c === code);
  return entry ? entry[0] : "SERVER_ERROR";
}
console.log(nameOf(404), HTTP_STATUS.OK + 1);

const ROLES = ["admin", "editor", "viewer"] as const;
type Role = (typeof ROLES)[number];
function isRole(s: string): s is Role {
  return (ROLES as readonly string[]).includes(s);
}
const maybeRole = "editor";
if (isRole(maybeRole)) console.log(maybeRole.toUpperCase());

type Awaited2 = Awaited<Promise<Promise<number>>>;
const aw: Awaited2 = 1;
type Inst = InstanceType<typeof Map<string, number>>;
type CtorParams = ConstructorParameters<typeof Date>;
const cp: CtorParams = [0];
type NN = NonNullable<string | null | undefined>;
const nn: NN = "x";
type Rec = Record<"a" | "b", { count: number }>;
const rec: Rec = { a: { count: 1 }, b: { count: 2 } };
type Inter = { a: number } & { b: string };
const inter: Inter = { a: 1, b: "b" };
type Tpl = `${"get" | "set"}-${"x" | "y"}`;
const tpl: Tpl = "get-x";
console.log(aw, cp, nn, rec.a.count, inter.a + inter.b.length, tpl);
let inst: Inst | undefined;
console.log(inst?.size);
