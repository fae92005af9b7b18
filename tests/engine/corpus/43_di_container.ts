// Red-team: a dependency-injection container with branded symbol tokens, generic resolve, try/finally.
type Token<T> = symbol & { __type?: T };

function createToken<T>(description: string): Token<T> {
  return Symbol(description) as Token<T>;
}

type Factory<T> = (c: Container) => T;

interface Registration<T> {
  factory: Factory<T>;
  singleton: boolean;
  instance?: T;
}

class Container {
  private registrations = new Map<symbol, Registration<unknown>>();
  private resolving = new Set<symbol>();

  register<T>(token: Token<T>, factory: Factory<T>, options: { singleton?: boolean } = {}): this {
    this.registrations.set(token, { factory, singleton: options.singleton ?? true });
    return this;
  }

  resolve<T>(token: Token<T>): T {
    const reg = this.registrations.get(token) as Registration<T> | undefined;
    if (!reg) {
      throw new Error(`No provider for ${token.description ?? "unknown"}`);
    }
    if (reg.singleton && reg.instance !== undefined) {
      return reg.instance;
    }
    if (this.resolving.has(token)) {
      throw new Error(`Circular dependency on ${String(token.description)}`);
    }
    this.resolving.add(token);
    try {
      const value = reg.factory(this);
      if (reg.singleton) reg.instance = value;
      return value;
    } finally {
      this.resolving.delete(token);
    }
  }

  has(token: symbol): boolean {
    return this.registrations.has(token);
  }
}

interface Logger {
  info(message: string, ...meta: unknown[]): void;
  error(message: string, err?: unknown): void;
}

interface Clock {
  now(): Date;
}

class ConsoleLogger implements Logger {
  constructor(private readonly prefix: string, private readonly clock: Clock) {}

  private stamp(): string {
    return this.clock.now().toISOString();
  }

  info(message: string, ...meta: unknown[]): void {
    console.log(`[${this.stamp()}] ${this.prefix} ${message}`, ...meta);
  }

  error(message: string, err?: unknown): void {
    const detail = err instanceof Error ? err.stack ?? err.message : String(err ?? "");
    console.error(`[${this.stamp()}] ${this.prefix} ERROR ${message} ${detail}`);
  }
}

class UserService {
  private cache: Record<string, { name: string }> = {};
  constructor(private logger: Logger) {}

  async load(id: string): Promise<{ name: string }> {
    if (id in this.cache) return this.cache[id];
    this.logger.info("loading user", { id });
    const user = await Promise.resolve({ name: `user-${id}` });
    this.cache[id] = user;
    return user;
  }
}

const TOKENS = {
  clock: createToken<Clock>("clock"),
  logger: createToken<Logger>("logger"),
  users: createToken<UserService>("users"),
} as const;

const container = new Container()
  .register(TOKENS.clock, () => ({ now: () => new Date() }))
  .register(TOKENS.logger, (c) => new ConsoleLogger("app", c.resolve(TOKENS.clock)))
  .register(TOKENS.users, (c) => new UserService(c.resolve(TOKENS.logger)), { singleton: false });

const users = container.resolve(TOKENS.users);
users
  .load("42")
  .then((u) => container.resolve(TOKENS.logger).info(u.name.toUpperCase()))
  .catch((err: unknown) => container.resolve(TOKENS.logger).error("failed", err));
console.log(container.has(TOKENS.clock), typeof TOKENS.users.description);
