// Error hierarchy for an HTTP client library, with causes, codes and helpers.

export type ErrorCode = "NETWORK" | "TIMEOUT" | "HTTP" | "PARSE" | "ABORTED";

export class ClientError extends Error {
  readonly code: ErrorCode;
  readonly retryable: boolean;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown; retryable?: boolean }) {
    super(message, { cause: options?.cause });
    this.name = "ClientError";
    this.code = code;
    this.retryable = options?.retryable ?? false;
    Object.setPrototypeOf(this, new.target.prototype);
  }

  override toString(): string {
    return `${this.name}[${this.code}]: ${this.message}`;
  }

  toJSON(): Record<string, unknown> {
    return { name: this.name, code: this.code, message: this.message, retryable: this.retryable };
  }
}

export class HttpError extends ClientError {
  constructor(public readonly status: number, public readonly body: string) {
    super("HTTP", `HTTP ${status}`, { retryable: status >= 500 });
    this.name = "HttpError";
  }

  get isClientSide(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export class TimeoutError extends ClientError {
  constructor(readonly ms: number, cause?: unknown) {
    super("TIMEOUT", `timed out after ${ms}ms`, { cause, retryable: true });
    this.name = "TimeoutError";
  }
}

export class ValidationError extends TypeError {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(issues.join("; "));
    this.issues = issues;
  }
}

export class NotFound extends RangeError {}

export function isClientError(e: unknown): e is ClientError {
  return e instanceof ClientError;
}

export function describe(e: unknown): string {
  if (e instanceof HttpError) {
    return `${e.status} ${e.isClientSide ? "client" : "server"}: ${e.body.slice(0, 80)}`;
  }
  if (e instanceof TimeoutError) {
    return `timeout (${e.ms} ms)`;
  }
  if (isClientError(e)) {
    return e.toString();
  }
  if (e instanceof Error) {
    const cause = e.cause instanceof Error ? ` (caused by ${e.cause.message})` : "";
    return e.message + cause;
  }
  return String(e);
}

export function fail(code: ErrorCode, message: string): never {
  throw new ClientError(code, message);
}

export function unreachable(value: never, what = "value"): never {
  throw new Error(`unexpected ${what}: ${JSON.stringify(value)}`);
}

function codeWeight(code: ErrorCode): number {
  switch (code) {
    case "NETWORK":
      return 3;
    case "TIMEOUT":
      return 2;
    case "HTTP":
      return 1;
    case "PARSE":
    case "ABORTED":
      return 0;
    default:
      return unreachable(code, "code");
  }
}

export function worst(errors: readonly ClientError[]): ClientError | undefined {
  let best: ClientError | undefined;
  for (const e of errors) {
    if (!best || codeWeight(e.code) > codeWeight(best.code)) {
      best = e;
    }
  }
  return best;
}

export async function withRetry<T>(run: () => Promise<T>, attempts = 3, delayMs = 100): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await run();
    } catch (e) {
      last = e;
      if (!isClientError(e) || !e.retryable) {
        throw e;
      }
      await new Promise<void>((resolve) => setTimeout(resolve, delayMs * 2 ** i));
    }
  }
  throw new ClientError("NETWORK", "retries exhausted", { cause: last });
}

export function parseStatus(text: string): number {
  const n = Number.parseInt(text, 10);
  if (Number.isNaN(n)) fail("PARSE", `not a status: ${text}`);
  return n;
}

export function assertOk(status: number, body: string): asserts status is 200 {
  if (status !== 200) {
    throw new HttpError(status, body);
  }
}

export class AggregateClientError extends AggregateError {
  constructor(errors: Iterable<unknown>, message = "several requests failed") {
    super(errors, message);
    this.name = "AggregateClientError";
  }

  get count(): number {
    return this.errors.length;
  }
}

const e1 = new HttpError(503, "unavailable");
const e2 = new TimeoutError(1000, e1);
const all = new AggregateClientError([e1, e2]);
console.log(describe(e1), describe(e2), all.count, worst([e1, e2])?.code);
console.log(new ValidationError(["a", "b"]).issues.length, new NotFound("x").message);
console.log(e2.cause === e1, e1.toJSON()["status"], e1.stack?.split("\n")[0]);
