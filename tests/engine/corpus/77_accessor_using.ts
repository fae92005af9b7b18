// Auto-accessors, `using` and `await using` with Symbol.dispose, and a disposable stack of resources.
class Connection implements Disposable {
  static opened = 0;
  accessor state: "open" | "closed" = "open";
  static accessor maxOpen = 4;
  #log: string[];

  constructor(readonly url: string, log: string[]) {
    if (++Connection.opened > Connection.maxOpen) throw new Error("too many connections");
    this.#log = log;
    log.push(`open ${url}`);
  }

  query(sql: string): string[] {
    if (this.state === "closed") throw new Error("closed");
    return sql.split(/\s+/).filter(Boolean);
  }

  [Symbol.dispose](): void {
    this.state = "closed";
    Connection.opened--;
    this.#log.push(`close ${this.url}`);
  }
}

class FileLock implements AsyncDisposable {
  private released = false;
  constructor(readonly path: string, private readonly log: string[]) {}

  async [Symbol.asyncDispose](): Promise<void> {
    await Promise.resolve();
    this.released = true;
    this.log.push(`unlock ${this.path}`);
  }

  get isReleased(): boolean {
    return this.released;
  }
}

function timer(label: string, log: string[]): Disposable {
  const start = performance.now();
  return {
    [Symbol.dispose]() {
      log.push(`${label} took ${Math.round(performance.now() - start) >= 0 ? "ok" : "?"}`);
    },
  };
}

function countWords(url: string, sql: string, log: string[]): number {
  using conn = new Connection(url, log);
  using _t = timer("count", log);
  return conn.query(sql).length;
}

async function withLock(path: string, log: string[]): Promise<boolean> {
  await using lock = new FileLock(path, log);
  log.push(`locked ${lock.path}`);
  return lock.isReleased;
}

function batch(urls: readonly string[], log: string[]): number {
  using stack = new DisposableStack();
  const conns = urls.map((u) => stack.use(new Connection(u, log)));
  stack.defer(() => log.push("batch done"));
  return conns.reduce((n, c) => n + c.query("select 1").length, 0);
}

class Settings {
  accessor theme = "dark";
  accessor fontSize: number = 12;
  private accessor secret = "";

  rotate(): string {
    this.secret = Math.random().toString(36).slice(2);
    return this.secret.length > 0 ? "rotated" : "empty";
  }
}

async function main(): Promise<void> {
  const log: string[] = [];
  const words = countWords("db://a", "select * from t", log);
  const releasedInside = await withLock("/tmp/x.lock", log);
  const n = batch(["db://b", "db://c"], log);
  const s = new Settings();
  s.fontSize += 2;
  s.theme = s.theme.toUpperCase();
  console.log(words, releasedInside, n, s.fontSize, s.theme, s.rotate(), Connection.opened, log.join("\n"));
}

void main();
