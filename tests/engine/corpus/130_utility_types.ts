// Utility types at work: Partial/Required/Pick/Omit/Readonly/Record, ReturnType/Parameters/
// Awaited, keyof and indexed access, satisfies, mapped types with `as` and conditional types.

interface User {
  id: number;
  email: string;
  name: string;
  role: "admin" | "editor" | "viewer";
  createdAt: Date;
  profile?: { bio?: string; avatarUrl?: string };
}

type NewUser = Omit<User, "id" | "createdAt">;
type UserPatch = Partial<Pick<User, "email" | "name" | "role">>;
type PublicUser = Readonly<Pick<User, "id" | "name">> & { initials: string };
type Getters<T> = { [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K] };
type Nullable<T> = { [K in keyof T]: T[K] | null };
type ElementOf<T> = T extends readonly (infer E)[] ? E : never;

const ROLE_RANK = { admin: 3, editor: 2, viewer: 1 } satisfies Record<User["role"], number>;

function makeUser(input: NewUser, id: number): User {
  return { ...input, id, createdAt: new Date(2024, 0, id) };
}

function patch(user: User, changes: UserPatch): User {
  const next = { ...user };
  (Object.keys(changes) as (keyof UserPatch)[]).forEach((k) => {
    const v = changes[k];
    if (v !== undefined) Object.assign(next, { [k]: v });
  });
  return next;
}

function toPublic(u: User): PublicUser {
  const initials = u.name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  return { id: u.id, name: u.name, initials };
}

function getters<T extends object>(obj: T): Getters<T> {
  const out: Record<string, () => unknown> = {};
  for (const key of Object.keys(obj)) {
    const name = `get${key.charAt(0).toUpperCase()}${key.slice(1)}`;
    out[name] = () => (obj as Record<string, unknown>)[key];
  }
  return out as Getters<T>;
}

async function loadUsers(count: number): Promise<User[]> {
  const names = ["Ada Lovelace", "Alan Turing", "Grace Hopper"];
  return Array.from({ length: count }, (_, i) =>
    makeUser({ email: `u${i}@example.com`, name: names[i % names.length]!, role: i === 0 ? "admin" : "viewer" }, i + 1),
  );
}

type Loaded = Awaited<ReturnType<typeof loadUsers>>;
type LoadArgs = Parameters<typeof loadUsers>;
type OneUser = ElementOf<Loaded>;

function canEdit(u: Pick<User, "role">): boolean {
  return ROLE_RANK[u.role] >= ROLE_RANK.editor;
}

function groupBy<T, K extends PropertyKey>(items: readonly T[], key: (t: T) => K): Record<K, T[]> {
  return items.reduce((acc, item) => {
    const k = key(item);
    (acc[k] ||= []).push(item);
    return acc;
  }, {} as Record<K, T[]>);
}

function clearAll<T extends object>(obj: T): Nullable<T> {
  const out = {} as Nullable<T>;
  for (const k in obj) out[k] = null;
  return out;
}

const required: Required<NonNullable<User["profile"]>> = { bio: "", avatarUrl: "" };

async function run(...args: LoadArgs): Promise<void> {
  const users: Loaded = await loadUsers(...args);
  const first: OneUser | undefined = users[0];
  if (!first) return;
  const updated = patch(first, { name: "Ada King", role: "editor" });
  const g = getters(updated);
  console.log(g.getName(), g.getRole(), canEdit(updated), canEdit({ role: "viewer" }));
  const byRole = groupBy(users, (u) => u.role);
  for (const [role, list] of Object.entries(byRole)) console.log(role, list.map(toPublic).map((p) => p.initials));
  console.log(clearAll({ a: 1, b: "x" }), Object.keys(required).length);
  const rank: number = ROLE_RANK[updated.role];
  console.log(rank, updated.createdAt.getFullYear(), updated.profile?.bio ?? "(no bio)");
}

run(3).then(
  () => console.log("ok"),
  (e: Error) => console.error(e.message),
);
