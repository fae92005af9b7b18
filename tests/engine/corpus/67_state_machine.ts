// A traffic-light / order state machine: `as const` tables, keyof typeof, enums, satisfies, Sets and getters.
const TRANSITIONS = {
  draft: ["submitted", "cancelled"],
  submitted: ["approved", "rejected", "cancelled"],
  approved: ["shipped"],
  rejected: ["draft"],
  shipped: [],
  cancelled: [],
} as const satisfies Record<string, readonly string[]>;

type OrderState = keyof typeof TRANSITIONS;
type Next<S extends OrderState> = (typeof TRANSITIONS)[S][number];

enum Priority {
  Low = 1,
  Normal,
  High,
}

interface Order {
  readonly id: string;
  state: OrderState;
  priority: Priority;
  history: { from: OrderState; to: OrderState; at: Date }[];
  notes?: string[];
}

class TransitionError extends Error {
  constructor(readonly from: OrderState, readonly to: string) {
    super(`cannot go from ${from} to ${to}`);
  }
}

function canTransition<S extends OrderState>(from: S, to: string): to is Next<S> {
  return (TRANSITIONS[from] as readonly string[]).includes(to);
}

class OrderBook {
  private readonly orders = new Map<string, Order>();
  private readonly terminal: ReadonlySet<OrderState> = new Set<OrderState>(["shipped", "cancelled"]);
  private seq = 0;

  create(priority: Priority = Priority.Normal, ...notes: string[]): Order {
    const id = `ord-${(++this.seq).toString().padStart(4, "0")}`;
    const order: Order = { id, state: "draft", priority, history: [], notes: notes.length ? notes : undefined };
    this.orders.set(id, order);
    return order;
  }

  move(id: string, to: OrderState): Order {
    const order = this.orders.get(id);
    if (!order) throw new Error(`no order ${id}`);
    const from = order.state;
    if (!canTransition(from, to)) throw new TransitionError(from, to);
    order.history.push({ from, to, at: new Date() });
    order.state = to;
    return order;
  }

  get open(): Order[] {
    return [...this.orders.values()].filter((o) => !this.terminal.has(o.state));
  }

  get byPriority(): Record<keyof typeof Priority, number> {
    const counts = { Low: 0, Normal: 0, High: 0 };
    for (const o of this.orders.values()) counts[Priority[o.priority] as keyof typeof Priority]++;
    return counts;
  }

  *timeline(): Generator<string, void, undefined> {
    for (const { id, history } of this.orders.values())
      for (const { from, to, at } of history) yield `${at.getTime() >= 0 ? "" : "?"}${id}: ${from} -> ${to}`;
  }
}

const book = new OrderBook();
const a = book.create(Priority.High, "fragile");
const b = book.create();
book.move(a.id, "submitted");
book.move(a.id, "approved");
book.move(b.id, "cancelled");
let failure: string | undefined;
try {
  book.move(b.id, "shipped");
} catch (e) {
  failure = e instanceof TransitionError ? `${e.from}=>${e.to}` : (e as Error).message;
}
const states = Object.keys(TRANSITIONS) as OrderState[];
const reachable = states.filter((s) => TRANSITIONS[s].length > 0);
const label = (p: Priority): string => (p === Priority.High ? "!!" : p === Priority.Normal ? "!" : "");
console.log([...book.timeline()], book.open.map((o) => `${o.id}${label(o.priority)}`), book.byPriority, failure, reachable);
