// An async task scheduler: a priority queue, concurrency-limited workers, retries with
// exponential backoff, AbortController cancellation and Promise.allSettled reporting.

enum Priority {
  Low = 0,
  Normal = 5,
  High = 10,
}

type TaskStatus = "pending" | "running" | "done" | "failed" | "cancelled";

interface Task<T = unknown> {
  id: number;
  name: string;
  priority: Priority;
  run: (signal: AbortSignal) => Promise<T>;
  attempts: number;
  maxAttempts: number;
  status: TaskStatus;
}

class PriorityQueue<T> {
  private heap: T[] = [];
  constructor(private readonly compare: (a: T, b: T) => number) {}

  get length(): number {
    return this.heap.length;
  }

  push(item: T): void {
    this.heap.push(item);
    let i = this.heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.compare(this.heap[i]!, this.heap[parent]!) >= 0) break;
      [this.heap[i], this.heap[parent]] = [this.heap[parent]!, this.heap[i]!];
      i = parent;
    }
  }

  pop(): T | undefined {
    const top = this.heap[0];
    const last = this.heap.pop();
    if (this.heap.length > 0 && last !== undefined) {
      this.heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < this.heap.length && this.compare(this.heap[l]!, this.heap[m]!) < 0) m = l;
        if (r < this.heap.length && this.compare(this.heap[r]!, this.heap[m]!) < 0) m = r;
        if (m === i) break;
        [this.heap[i], this.heap[m]] = [this.heap[m]!, this.heap[i]!];
        i = m;
      }
    }
    return top;
  }
}

const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(t);
      reject(new Error("aborted"));
    });
  });

class Scheduler {
  private queue = new PriorityQueue<Task>((a, b) => b.priority - a.priority || a.id - b.id);
  private nextId = 1;
  private running = 0;
  private readonly controller = new AbortController();
  private readonly results = new Map<number, PromiseSettledResult<unknown>>();

  constructor(private readonly concurrency: number, private readonly baseDelayMs = 10) {}

  add<T>(name: string, run: (signal: AbortSignal) => Promise<T>, priority = Priority.Normal, maxAttempts = 3): number {
    const id = this.nextId++;
    this.queue.push({ id, name, priority, run, attempts: 0, maxAttempts, status: "pending" });
    return id;
  }

  cancel(): void {
    this.controller.abort();
  }

  private async execute(task: Task): Promise<void> {
    const { signal } = this.controller;
    while (task.attempts < task.maxAttempts) {
      task.attempts++;
      task.status = "running";
      try {
        const value = await task.run(signal);
        task.status = "done";
        this.results.set(task.id, { status: "fulfilled", value });
        return;
      } catch (err) {
        if (signal.aborted) {
          task.status = "cancelled";
          this.results.set(task.id, { status: "rejected", reason: err });
          return;
        }
        if (task.attempts >= task.maxAttempts) {
          task.status = "failed";
          this.results.set(task.id, { status: "rejected", reason: err });
          return;
        }
        await sleep(this.baseDelayMs * 2 ** (task.attempts - 1)).catch(() => undefined);
      }
    }
  }

  async drain(): Promise<Map<number, PromiseSettledResult<unknown>>> {
    const workers: Promise<void>[] = [];
    const worker = async (): Promise<void> => {
      let task: Task | undefined;
      while ((task = this.queue.pop())) {
        this.running++;
        try {
          await this.execute(task);
        } finally {
          this.running--;
        }
      }
    };
    for (let i = 0; i < Math.max(1, this.concurrency); i++) workers.push(worker());
    await Promise.all(workers);
    return this.results;
  }
}

async function demo(): Promise<void> {
  const s = new Scheduler(2);
  let flaky = 0;
  s.add("fast", async () => 1, Priority.High);
  s.add("slow", async (signal) => {
    await sleep(20, signal);
    return "slow";
  });
  s.add("flaky", async () => {
    if (++flaky < 3) throw new Error(`flaky ${flaky}`);
    return flaky;
  }, Priority.Low);
  s.add("broken", () => Promise.reject(new TypeError("nope")), Priority.Low, 2);
  const results = await s.drain();
  for (const [id, r] of results) {
    console.log(id, r.status === "fulfilled" ? r.value : (r.reason as Error).message);
  }
  const settled = await Promise.allSettled([sleep(1), Promise.reject(new Error("x"))]);
  console.log(settled.filter((r): r is PromiseRejectedResult => r.status === "rejected").length);
}

void demo();
