// Type guards written without annotations, as TypeScript 5.5 infers them (`x is T` from a
// boolean body that narrows a parameter): function declarations, arrows, guards over catch
// variables and unknown JSON, and the narrowing they give at their call sites.

interface User {
  kind: "user";
  id: number;
  name: string;
  email?: string;
}
interface Team {
  kind: "team";
  id: number;
  members: User[];
}
type Principal = User | Team;

class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

function isUser(p: Principal) {
  return p.kind === "user";
}

const isTeam = (p: Principal) => p.kind === "team";

function isHttpError(e: unknown) {
  return e instanceof HttpError;
}

function isString(v: unknown) {
  return typeof v === "string";
}

const isNumber = (v: unknown) => typeof v === "number";

function isDefined<T>(v: T | undefined) {
  return v !== undefined;
}

function isRecord(v: unknown) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function displayName(p: Principal): string {
  if (isUser(p)) return p.email ? `${p.name} <${p.email}>` : p.name;
  return `team #${p.id}`;
}

function memberCount(p: Principal): number {
  return isTeam(p) ? p.members.length : 1;
}

function allUsers(ps: readonly Principal[]): User[] {
  const out: User[] = [];
  for (const p of ps) {
    if (isUser(p)) out.push(p);
    else if (isTeam(p)) out.push(...p.members);
  }
  return out;
}

function describeError(e: unknown): string {
  if (isHttpError(e)) return `HTTP ${e.status}: ${e.message}`;
  if (e instanceof Error) return e.message;
  if (isString(e)) return e.toUpperCase();
  return "unknown error";
}

function readPort(raw: unknown, fallback: number): number {
  if (isNumber(raw) && Number.isFinite(raw)) return Math.trunc(raw);
  if (isString(raw) && /^\d+$/.test(raw)) return parseInt(raw, 10);
  return fallback;
}

function readName(json: unknown): string | undefined {
  if (!isRecord(json)) return undefined;
  const name = (json as Record<string, unknown>)["name"];
  return isString(name) ? name.trim() : undefined;
}

function lookup(ids: number[], table: Map<number, User>): User[] {
  return ids.map((id) => table.get(id)).filter(isDefined);
}

async function fetchWithRetry(load: () => Promise<string>, attempts = 3): Promise<string> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await load();
    } catch (e) {
      last = e;
      if (isHttpError(e) && e.status < 500) break;
    }
  }
  throw new Error(describeError(last));
}

const ada: User = { kind: "user", id: 1, name: "Ada", email: "ada@example.com" };
const bob: User = { kind: "user", id: 2, name: "Bob" };
const core: Team = { kind: "team", id: 10, members: [ada, bob] };
const everyone: Principal[] = [ada, core];

console.log(everyone.map(displayName), everyone.map(memberCount), allUsers(everyone).length);
console.log(describeError(new HttpError(404, "not found")), describeError("boom"), describeError(42));
console.log(readPort("8080", 80), readPort(3000.7, 80), readPort(null, 80), readName({ name: " x " }));
console.log(lookup([1, 3], new Map([[1, ada]])).map((u) => u.name));
fetchWithRetry(async () => "ok").then((s) => console.log(s.length), (e: unknown) => console.log(describeError(e)));
