// A small user service: ternaries whose branches differ in type, assigned to union-typed targets.
type Role = "admin" | "editor" | "viewer";
type Id = string | number;

interface User {
  id: Id;
  name: string;
  role: Role;
  email?: string;
  manager?: User | null;
}

interface Page<T> {
  items: T[];
  next: number | null;
  total: number;
}

class NotFoundError extends Error {
  constructor(public readonly id: Id) {
    super(`user ${typeof id === "number" ? `#${id}` : id} not found`);
    this.name = "NotFoundError";
  }
}

class UserService {
  private readonly users = new Map<string, User>();
  private lastId = 0;

  add(name: string, role?: Role, email?: string): User {
    const id: Id = this.lastId % 2 === 0 ? ++this.lastId : `u${++this.lastId}`;
    const user: User = { id, name, role: role ? role : "viewer", email: email ? email.toLowerCase() : undefined };
    this.users.set(String(id), user);
    return user;
  }

  find(id: Id): User | undefined {
    return this.users.has(String(id)) ? this.users.get(String(id)) : undefined;
  }

  get(id: Id): User {
    const found = this.find(id);
    return found ? found : (() => { throw new NotFoundError(id); })();
  }

  displayName(user: User | undefined): string {
    return user === undefined ? "anonymous" : user.email ? `${user.name} <${user.email}>` : user.name;
  }

  rank(role: Role): 0 | 1 | 2 {
    return role === "admin" ? 0 : role === "editor" ? 1 : 2;
  }

  page(offset: number, size = 10): Page<User> {
    const all = [...this.users.values()];
    const items = all.slice(offset, offset + size);
    const next: number | null = offset + size < all.length ? offset + size : null;
    return { items, next, total: all.length };
  }

  managerName(user: User): string | null {
    return user.manager === undefined ? null : user.manager === null ? "(none)" : user.manager.name;
  }

  async load(id: Id, cached: boolean): Promise<User> {
    return cached ? this.get(id) : Promise.resolve(this.get(id));
  }
}

const svc = new UserService();
const ada = svc.add("Ada", "admin", "ADA@example.com");
const bob = svc.add("Bob");
const pick: User | null = Math.random() > 0.5 ? ada : Math.random() > 0.5 ? bob : null;
const label: string | number = pick ? pick.id : "nobody";
const level: number | "none" = pick ? svc.rank(pick.role) : "none";
const ids: Id[] = pick ? [pick.id, "extra"] : [];
const byRole: Record<Role, number> = { admin: 0, editor: 0, viewer: 0 };
for (const u of svc.page(0).items) byRole[u.role] += u.email ? 2 : 1;
const formatter: (u: User) => string = pick ? (u) => u.name : (u: User) => `${u.id}`;
const maybeLen = pick?.email ? pick.email.length : -1;
const status: "long" | "short" | "missing" = (maybeLen > 3 ? "long" : maybeLen >= 0 ? "short" : "missing");

async function main(): Promise<void> {
  const user = await svc.load(ada.id, Math.random() > 0.5);
  const again = await (Math.random() > 0.5 ? svc.load(bob.id, true) : Promise.resolve(bob));
  console.log(svc.displayName(user), svc.displayName(again), svc.managerName(user));
  try {
    svc.get("missing");
  } catch (e) {
    const message = e instanceof NotFoundError ? `missing ${e.id}` : e instanceof Error ? e.message : String(e);
    console.log(message);
  }
}

void main();
console.log(label, level, ids, byRole, formatter(ada), status);
