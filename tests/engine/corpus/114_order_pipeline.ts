// Order processing: discriminated unions, exhaustive switches, readonly literal fields, enums.

enum Currency {
  EUR = "EUR",
  USD = "USD",
  GBP = "GBP",
}

const enum Priority {
  Low = 1,
  Normal = 2,
  High = 3,
}

type OrderStatus = "draft" | "placed" | "paid" | "shipped" | "cancelled";

interface Money {
  readonly amount: number;
  readonly currency: Currency;
}

interface LineItem {
  sku: string;
  qty: number;
  unit: Money;
}

type Event =
  | { type: "created"; at: number }
  | { type: "paid"; at: number; method: "card" | "transfer" }
  | { type: "shipped"; at: number; carrier: string; tracking?: string }
  | { type: "cancelled"; at: number; reason: string };

class Order {
  readonly kind = "order";
  status: OrderStatus = "draft";
  priority: Priority = Priority.Normal;
  private readonly events: Event[] = [];

  constructor(readonly id: string, readonly items: readonly LineItem[], readonly currency: Currency = Currency.EUR) {
    this.record({ type: "created", at: Date.now() });
  }

  private record(e: Event): void {
    this.events.push(e);
  }

  get total(): Money {
    let amount = 0;
    for (const it of this.items) {
      if (it.unit.currency !== this.currency) {
        throw new Error(`mixed currency in ${this.id}: ${it.unit.currency}`);
      }
      amount += it.qty * it.unit.amount;
    }
    return { amount, currency: this.currency };
  }

  apply(e: Event): OrderStatus {
    switch (e.type) {
      case "created":
        break;
      case "paid":
        if (this.status !== "placed") throw new Error("not placed");
        this.status = "paid";
        break;
      case "shipped":
        this.status = e.tracking === undefined ? "shipped" : this.status === "paid" ? "shipped" : this.status;
        break;
      case "cancelled":
        this.status = "cancelled";
        break;
      default: {
        const never: never = e;
        return never;
      }
    }
    this.record(e);
    return this.status;
  }

  history(): readonly Event[] {
    return this.events;
  }
}

function symbol(c: Currency): string {
  switch (c) {
    case Currency.EUR:
      return "€";
    case Currency.USD:
      return "$";
    case Currency.GBP:
      return "£";
  }
}

function format(m: Money, digits = 2): string {
  const sign = m.amount < 0 ? "-" : "";
  return `${sign}${symbol(m.currency)}${Math.abs(m.amount).toFixed(digits)}`;
}

function describeEvent(e: Event): string {
  if (e.type === "paid") {
    return `paid by ${e.method === "card" ? "card" : "bank transfer"}`;
  }
  if (e.type === "shipped") {
    return `shipped with ${e.carrier}${e.tracking ? ` (${e.tracking})` : ""}`;
  }
  if ("reason" in e) {
    return `cancelled: ${e.reason}`;
  }
  return e.type;
}

function urgent(o: Order): boolean {
  return o.priority === Priority.High || (o.priority >= Priority.Normal && o.total.amount > 1000);
}

const order = new Order("A-1", [
  { sku: "pen", qty: 10, unit: { amount: 1.5, currency: Currency.EUR } },
  { sku: "pad", qty: 2, unit: { amount: 4, currency: Currency.EUR } },
]);
function place(o: Order): void {
  if (o.status === "draft") o.status = "placed";
}
place(order);
order.apply({ type: "paid", at: Date.now(), method: "card" });
order.apply({ type: "shipped", at: Date.now(), carrier: "DHL" });

if (order.kind === "order" && order.status === "shipped") {
  console.log(format(order.total), urgent(order));
}
for (const e of order.history()) {
  console.log(describeEvent(e));
}

const statuses: Record<OrderStatus, string> = {
  draft: "Draft",
  placed: "Placed",
  paid: "Paid",
  shipped: "Shipped",
  cancelled: "Cancelled",
};

function label(s: OrderStatus | undefined): string {
  return s === undefined ? "unknown" : statuses[s];
}

function nextStatus(s: OrderStatus): OrderStatus | null {
  const order: OrderStatus[] = ["draft", "placed", "paid", "shipped"];
  const i = order.indexOf(s);
  return i < 0 || i === order.length - 1 ? null : order[i + 1];
}

let cur: OrderStatus | null = "draft";
while (cur !== null) {
  console.log(label(cur));
  cur = nextStatus(cur);
}
export { Order, Currency, Priority, format };
