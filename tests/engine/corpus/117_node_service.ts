// A Node-style service over ambient declarations: a rate-limited job worker with retries.

declare namespace kv {
  export interface Client {
    get(key: string): Promise<string | null>;
    set(key: string, value: string, ttlSeconds?: number): Promise<"OK">;
    incr(key: string): Promise<number>;
    del(...keys: string[]): Promise<number>;
  }
  export function connect(url: string, opts?: { timeoutMs?: number }): Promise<Client>;
}

declare namespace tinylog {
  type Fields = Record<string, string | number | boolean | undefined>;
  export function log(level: "debug" | "info" | "warn" | "error", msg: string, fields?: Fields): void;
}

type Client = kv.Client;
type LogFn = typeof tinylog.log;

let log: LogFn = (level, msg) => console.log(level, msg);

type JobState = "queued" | "running" | "done" | "failed";

interface Job<P = unknown> {
  id: string;
  kind: string;
  payload: P;
  attempts: number;
  state: JobState;
}

type Handler<P> = (payload: P, job: Job<P>) => Promise<void>;

class RetryableError extends Error {
  constructor(message: string, readonly afterMs: number) {
    super(message);
    this.name = "RetryableError";
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function backoff(attempt: number, base = 100, cap = 10_000): number {
  const exp = Math.min(cap, base * 2 ** attempt);
  return Math.floor(exp / 2 + Math.random() * (exp / 2));
}

class Worker {
  private handlers = new Map<string, Handler<any>>();
  private running = 0;
  private stopped = false;

  constructor(private readonly kv: Client, private readonly concurrency = 4, private readonly maxAttempts = 5) {}

  register<P>(kind: string, handler: Handler<P>): this {
    if (this.handlers.has(kind)) throw new Error(`duplicate handler ${kind}`);
    this.handlers.set(kind, handler);
    return this;
  }

  private async allowed(kind: string): Promise<boolean> {
    const bucket = `rate:${kind}:${Math.floor(Date.now() / 1000)}`;
    const n = await this.kv.incr(bucket);
    if (n === 1) await this.kv.set(bucket, "1", 2);
    return n <= 50;
  }

  async run(job: Job): Promise<JobState> {
    const handler = this.handlers.get(job.kind);
    if (!handler) {
      log("warn", "no handler", { kind: job.kind, id: job.id });
      return (job.state = "failed");
    }
    while (job.attempts < this.maxAttempts) {
      if (!(await this.allowed(job.kind))) {
        await sleep(250);
        continue;
      }
      job.attempts++;
      job.state = "running";
      try {
        await handler(job.payload, job);
        job.state = "done";
        break;
      } catch (err) {
        const retry = err instanceof RetryableError ? err.afterMs : backoff(job.attempts);
        log("error", err instanceof Error ? err.message : String(err), { id: job.id, attempt: job.attempts, retry });
        job.state = job.attempts >= this.maxAttempts ? "failed" : "queued";
        if (job.state === "failed") break;
        await sleep(retry);
      }
    }
    await this.kv.set(`job:${job.id}`, JSON.stringify(job));
    return job.state;
  }

  async drain(queue: Job[]): Promise<Record<JobState, number>> {
    const counts: Record<JobState, number> = { queued: 0, running: 0, done: 0, failed: 0 };
    const next = async (): Promise<void> => {
      while (!this.stopped) {
        const job = queue.shift();
        if (job === undefined) return;
        this.running++;
        try {
          counts[await this.run(job)]++;
        } finally {
          this.running--;
        }
      }
    };
    await Promise.all(Array.from({ length: this.concurrency }, () => next()));
    return counts;
  }

  stop(): void {
    this.stopped = true;
  }

  get busy(): boolean {
    return this.running > 0;
  }
}

interface EmailPayload {
  to: string;
  subject: string;
}

async function main(): Promise<void> {
  const { connect } = kv;
  log = tinylog.log;
  const url = process.env.KV_URL ?? "kv://localhost:6379";
  const store = await connect(url, { timeoutMs: 2000 });
  const worker = new Worker(store, Number(process.env.CONCURRENCY ?? "2"));
  worker
    .register<EmailPayload>("email", async (p) => {
      if (!p.to.includes("@")) throw new Error(`bad address ${p.to}`);
      if (Math.random() < 0.2) throw new RetryableError("smtp busy", 500);
      log("info", "sent", { to: p.to, subject: p.subject });
    })
    .register<number[]>("sum", async (xs, job) => {
      const total = xs.reduce((a, b) => a + b, 0);
      await store.set(`sum:${job.id}`, String(total));
    });
  const queue: Job[] = [
    { id: "1", kind: "email", payload: { to: "a@b.c", subject: "hi" }, attempts: 0, state: "queued" },
    { id: "2", kind: "sum", payload: [1, 2, 3], attempts: 0, state: "queued" },
    { id: "3", kind: "fax", payload: null, attempts: 0, state: "queued" },
  ];
  const counts = await worker.drain(queue);
  log("info", "drained", counts);
  if (counts.failed > 0) process.exitCode = 1;
}

main().catch((e: unknown) => {
  log("error", "fatal", { message: e instanceof Error ? e.message : "unknown" });
  process.exitCode = 2;
});
