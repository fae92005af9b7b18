// Red-team: a concurrent job queue with retries, Required/Omit/Pick options, for(;;) with try/finally.
type Job<T> = () => Promise<T>;

interface QueueOptions {
  concurrency: number;
  retries?: number;
  onError?: (error: unknown, attempt: number) => void;
}

enum JobState {
  Pending = "pending",
  Running = "running",
  Succeeded = "succeeded",
  Failed = "failed",
}

interface JobRecord<T> {
  id: number;
  job: Job<T>;
  state: JobState;
  attempts: number;
  result?: T;
  error?: unknown;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

class JobQueue<T = unknown> {
  private readonly records: JobRecord<T>[] = [];
  private running = 0;
  private nextId = 1;
  private readonly options: Required<Omit<QueueOptions, "onError">> & Pick<QueueOptions, "onError">;

  constructor(options: QueueOptions) {
    this.options = { retries: 0, ...options };
  }

  add(job: Job<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.records.push({ id: this.nextId++, job, state: JobState.Pending, attempts: 0, resolve, reject });
      this.pump();
    });
  }

  get pending(): number {
    return this.records.filter((r) => r.state === JobState.Pending).length;
  }

  counts(): Record<JobState, number> {
    const out = { pending: 0, running: 0, succeeded: 0, failed: 0 } as Record<JobState, number>;
    for (const r of this.records) out[r.state]++;
    return out;
  }

  private pump(): void {
    while (this.running < this.options.concurrency) {
      const next = this.records.find((r) => r.state === JobState.Pending);
      if (!next) return;
      void this.run(next);
    }
  }

  private async run(record: JobRecord<T>): Promise<void> {
    record.state = JobState.Running;
    this.running++;
    try {
      for (;;) {
        record.attempts++;
        try {
          const value = await record.job();
          record.result = value;
          record.state = JobState.Succeeded;
          record.resolve(value);
          break;
        } catch (err) {
          this.options.onError?.(err, record.attempts);
          if (record.attempts > this.options.retries) {
            record.error = err;
            record.state = JobState.Failed;
            record.reject(err);
            break;
          }
        }
      }
    } finally {
      this.running--;
      this.pump();
    }
  }
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function demo(): Promise<void> {
  let flaky = 0;
  const queue = new JobQueue<number>({
    concurrency: 2,
    retries: 2,
    onError: (e, attempt) => console.warn(`attempt ${attempt} failed`, e),
  });
  const results = await Promise.allSettled([
    queue.add(async () => {
      await sleep(5);
      return 1;
    }),
    queue.add(async () => {
      if (flaky++ < 1) throw new Error("flaky");
      return 2;
    }),
    queue.add(() => Promise.reject(new Error("always"))),
  ]);
  const values = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const reasons = results
    .filter((r): r is PromiseRejectedResult => r.status === "rejected")
    .map((r) => (r.reason instanceof Error ? r.reason.message : String(r.reason)));
  console.log(values, reasons, queue.counts(), queue.pending);
}

demo().then(
  () => console.log("done"),
  (e: unknown) => console.error(e),
);
