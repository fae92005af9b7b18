// A generic repository/service layer: abstract classes, protected members, overloads, accessors, static factories.
interface Identified {
  readonly id: string;
}
interface Timestamped {
  createdAt: Date;
  updatedAt?: Date;
}
interface Disposable2 {
  dispose(): void;
}
interface Countable {
  readonly size: number;
}

type Patch<T> = { [K in keyof T]?: T[K] };

abstract class Repository<T extends Identified & Timestamped> implements Disposable2, Countable {
  protected readonly items = new Map<string, T>();
  private disposed = false;
  protected static instances = 0;

  protected constructor(protected readonly name: string) {
    Repository.instances++;
  }

  get size(): number {
    return this.items.size;
  }

  protected abstract validate(item: T): string[];

  find(id: string): T | undefined;
  find(predicate: (item: T) => boolean): T[];
  find(arg: string | ((item: T) => boolean)): T | T[] | undefined {
    if (typeof arg === "string") return this.items.get(arg);
    return [...this.items.values()].filter(arg);
  }

  save(item: T): T {
    this.ensureOpen();
    const problems = this.validate(item);
    if (problems.length > 0) throw new ValidationError(this.name, problems);
    const existing = this.items.get(item.id);
    const stored = existing ? { ...item, updatedAt: new Date() } : item;
    this.items.set(item.id, stored);
    return stored;
  }

  update(id: string, patch: Patch<Omit<T, "id">>): T | null {
    const current = this.items.get(id);
    if (!current) return null;
    return this.save({ ...current, ...patch });
  }

  protected ensureOpen(): void {
    if (this.disposed) throw new Error(`${this.name} is disposed`);
  }

  dispose(): void {
    this.items.clear();
    this.disposed = true;
  }
}

class ValidationError extends Error {
  override readonly name = "ValidationError";
  constructor(
    readonly repository: string,
    readonly problems: readonly string[],
  ) {
    super(`${repository}: ${problems.join("; ")}`);
  }
}

interface User extends Identified, Timestamped {
  email: string;
  displayName: string;
  roles: ("admin" | "editor" | "viewer")[];
}

class UserRepository extends Repository<User> {
  private static shared?: UserRepository;
  private _emailDomain = "example.com";

  private constructor() {
    super("users");
  }

  static create(): UserRepository {
    return (UserRepository.shared ??= new UserRepository());
  }

  get emailDomain(): string {
    return this._emailDomain;
  }
  set emailDomain(value: string) {
    this._emailDomain = value.replace(/^@/, "").toLowerCase();
  }

  protected validate(user: User): string[] {
    const errors: string[] = [];
    if (!user.email.endsWith(`@${this.emailDomain}`)) errors.push(`email outside ${this.emailDomain}`);
    if (user.displayName.trim().length === 0) errors.push("empty display name");
    if (user.roles.length === 0) errors.push("no role");
    return errors;
  }

  admins(): User[] {
    return this.find((u) => u.roles.includes("admin"));
  }
}

class UserService {
  constructor(private readonly repo: UserRepository = UserRepository.create()) {}

  register(email: string, displayName: string): User | ValidationError {
    try {
      return this.repo.save({ id: crypto.randomUUID(), email, displayName, roles: ["viewer"], createdAt: new Date() });
    } catch (e) {
      if (e instanceof ValidationError) return e;
      throw e;
    }
  }

  promote(id: string): boolean {
    const user = this.repo.find(id);
    if (user === undefined) return false;
    return this.repo.update(id, { roles: [...new Set([...user.roles, "admin" as const])] }) !== null;
  }
}

const users = UserRepository.create();
users.emailDomain = "@Corp.IO";
const service = new UserService(users);
const result = service.register("ada@corp.io", "Ada");
if (!(result instanceof ValidationError)) service.promote(result.id);
console.log(users.size, users.admins().map((u) => u.displayName), users.find("nope")?.email ?? "none");
