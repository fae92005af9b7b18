// Code an editor sees every day: classes with fields and accessors, interfaces, generics,
// async work, callbacks, object literals checked against declared types.
export interface User {
  id: number;
  name: string;
  email?: string;
  tags: string[];
}

export interface Repository<T> {
  find(id: number): Promise<T | undefined>;
  all(): Promise<T[]>;
}

export class MemoryRepository implements Repository<User> {
  private readonly users = new Map<number, User>();
  static created = 0;

  constructor(seed: User[] = []) {
    for (const user of seed) this.users.set(user.id, user);
    MemoryRepository.created++;
  }

  get size(): number {
    return this.users.size;
  }

  async find(id: number): Promise<User | undefined> {
    return this.users.get(id);
  }

  async all(): Promise<User[]> {
    return [...this.users.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}

export async function emails(repo: Repository<User>): Promise<string[]> {
  const users = await repo.all();
  const out: string[] = [];
  for (const u of users) {
    if (u.email) out.push(u.email.toLowerCase());
  }
  return out;
}

export function makeUser(id: number, name: string): User {
  const user: User = { id, name, tags: [] };
  user.tags.push(name.slice(0, 1));
  return user;
}

export const defaults: Partial<User> = { tags: ["new"] };

export function merge(a: User, b: Partial<User>): User {
  return { ...a, ...b };
}

export function counts(words: string[]): Record<string, number> {
  const seen: Record<string, number> = {};
  words.forEach((w) => {
    seen[w] = (seen[w] ?? 0) + 1;
  });
  return seen;
}

export function longest(words: readonly string[]): string {
  let best = "";
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w.length > best.length) best = w;
  }
  return best;
}

export function total(prices: number[], discount = 0): number {
  const sum = prices.reduce((acc, p) => acc + p, 0);
  const rounded = Math.round(sum * (1 - discount) * 100) / 100;
  return rounded;
}

let counter = 0;
export function next(): number {
  counter += 1;
  return counter;
}

export const formatter = {
  prefix: ">",
  format(line: string): string {
    return `${this.prefix} ${line}`;
  },
};

export function later(): Promise<number> {
  return new Promise((resolve) => setTimeout(() => resolve(1), 0));
}

export function keys<T extends object>(o: T): (keyof T)[] {
  return Object.keys(o) as (keyof T)[];
}
