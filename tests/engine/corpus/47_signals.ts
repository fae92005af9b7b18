// Red-team: signals with get/set accessors, effects through a module-level variable, computed values.
type Subscriber<T> = (value: T, previous: T) => void;
type Unsubscribe = () => void;

interface ReadonlySignal<T> {
  readonly value: T;
  subscribe(fn: Subscriber<T>): Unsubscribe;
}

let activeEffect: (() => void) | null = null;

class Signal<T> implements ReadonlySignal<T> {
  private subscribers = new Set<Subscriber<T>>();
  private effects = new Set<() => void>();

  constructor(private current: T, private readonly equals: (a: T, b: T) => boolean = Object.is) {}

  get value(): T {
    if (activeEffect) this.effects.add(activeEffect);
    return this.current;
  }

  set value(next: T) {
    if (this.equals(this.current, next)) return;
    const prev = this.current;
    this.current = next;
    this.subscribers.forEach((fn) => fn(next, prev));
    [...this.effects].forEach((e) => e());
  }

  update(fn: (value: T) => T): void {
    this.value = fn(this.current);
  }

  subscribe(fn: Subscriber<T>): Unsubscribe {
    this.subscribers.add(fn);
    return () => {
      this.subscribers.delete(fn);
    };
  }

  peek(): T {
    return this.current;
  }
}

function effect(fn: () => void): void {
  const run = () => {
    const prev = activeEffect;
    activeEffect = run;
    try {
      fn();
    } finally {
      activeEffect = prev;
    }
  };
  run();
}

function computed<T>(fn: () => T): ReadonlySignal<T> {
  const s = new Signal<T>(undefined as unknown as T);
  effect(() => {
    s.value = fn();
  });
  return s;
}

function batch<R>(fn: () => R): R {
  return fn();
}

interface CartItem {
  sku: string;
  price: number;
  qty: number;
}

const items = new Signal<CartItem[]>([]);
const discount = new Signal(0);
const subtotal = computed(() => items.value.reduce((sum, { price, qty }) => sum + price * qty, 0));
const total = computed(() => Math.max(0, subtotal.value * (1 - discount.value)));

const stop = total.subscribe((next, prev) => console.log(`total ${prev.toFixed(2)} -> ${next.toFixed(2)}`));
batch(() => {
  items.update((list) => [...list, { sku: "apple", price: 0.5, qty: 6 }]);
  items.update((list) => list.map((i) => (i.sku === "apple" ? { ...i, qty: i.qty + 1 } : i)));
});
discount.value = 0.1;
stop();
console.log(subtotal.value, total.value.toFixed(2), items.peek().length);

const name = new Signal("world", (a, b) => a.toLowerCase() === b.toLowerCase());
effect(() => console.log(`hello ${name.value}`));
name.value = "WORLD";
name.value = "there";
