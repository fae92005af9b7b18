// A connection state machine: a class whose `state` is a literal union, compared and switched on
// in every method (defensive branches included), timers cleared to undefined, and listeners.

type ConnState = "idle" | "connecting" | "open" | "closing" | "closed";
type ConnEvent = "connect" | "opened" | "close" | "closed" | "error";

interface Transition {
  readonly from: ConnState;
  readonly on: ConnEvent;
  readonly to: ConnState;
}

const TABLE: readonly Transition[] = [
  { from: "idle", on: "connect", to: "connecting" },
  { from: "connecting", on: "opened", to: "open" },
  { from: "connecting", on: "error", to: "closed" },
  { from: "open", on: "close", to: "closing" },
  { from: "open", on: "error", to: "closed" },
  { from: "closing", on: "closed", to: "closed" },
  { from: "closed", on: "connect", to: "connecting" },
];

type StateListener = (to: ConnState, from: ConnState) => void;

class Connection {
  state: ConnState = "idle";
  private retries = 0;
  private timer?: ReturnType<typeof setTimeout>;
  private readonly listeners: StateListener[] = [];
  lastError: string | null = null;

  constructor(readonly url: string, private readonly maxRetries = 3) {}

  onChange(l: StateListener): void {
    this.listeners.push(l);
  }

  private go(to: ConnState): void {
    const from = this.state;
    if (from === to) return;
    this.state = to;
    for (const l of this.listeners) l(to, from);
  }

  send(event: ConnEvent): boolean {
    const t = TABLE.find((x) => x.from === this.state && x.on === event);
    if (!t) return false;
    this.go(t.to);
    return true;
  }

  get isBusy(): boolean {
    return this.state === "connecting" || this.state === "closing";
  }

  describe(): string {
    if (this.state === "idle") return "not started";
    if (this.state === "open") return `open to ${this.url}`;
    if (this.state === "connecting" || this.state === "closing") return `${this.state}...`;
    if (this.state === "closed") return this.lastError ? `closed: ${this.lastError}` : "closed";
    return `unknown state ${String(this.state)}`;
  }

  code(): number {
    switch (this.state) {
      case "idle":
        return 0;
      case "connecting":
        return 1;
      case "open":
        return 2;
      case "closing":
        return 3;
      case "closed":
        return 4;
      default:
        // a state name older builds persisted
        return this.state === "failed" ? -2 : -1;
    }
  }

  connect(): void {
    if (!this.send("connect")) throw new Error(`cannot connect while ${this.state}`);
    this.timer = setTimeout(() => this.fail("timeout"), 5000);
  }

  opened(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.retries = 0;
    this.send("opened");
  }

  fail(reason: string): void {
    this.lastError = reason;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.send("error");
    if (this.retries < this.maxRetries && this.state === "closed") {
      this.retries++;
      const delay = 100 * 2 ** this.retries;
      this.timer = setTimeout(() => this.connect(), delay);
    }
  }

  close(): Promise<void> {
    if (this.state !== "open") {
      return Promise.resolve();
    }
    this.send("close");
    return new Promise((resolve) => {
      this.onChange((to) => {
        if (to === "closed") resolve();
      });
      setTimeout(() => this.send("closed"), 10);
    });
  }
}

function badge(s: ConnState): "green" | "amber" | "red" | "grey" {
  switch (s) {
    case "open":
      return "green";
    case "connecting":
    case "closing":
      return "amber";
    case "closed":
      return "red";
    case "idle":
      return "grey";
  }
}

const conn = new Connection("wss://example.test/feed");
const seen: ConnState[] = [];
conn.onChange((to, from) => {
  seen.push(to);
  console.log(`${from} -> ${to} [${badge(to)}]`);
});
conn.connect();
conn.opened();
console.log(conn.describe(), conn.code(), conn.isBusy);
conn.close().then(() => {
  console.log(seen.join(" > "), conn.state === "closed" ? "done" : "still " + conn.state);
});
