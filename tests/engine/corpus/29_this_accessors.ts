// Red-team: this in arrow fields, callbacks, object literal methods, static blocks; getters/setters; iterators.
class Counter {
  count = 0;
  private step: number;
  readonly label: string;

  constructor(step = 1, label = "counter") {
    this.step = step;
    this.label = label;
  }

  increment = (): number => {
    this.count += this.step;
    return this.count;
  };

  decrement(): number {
    this.count -= this.step;
    return this.count;
  }

  resetLater(ms: number): void {
    setTimeout(() => {
      this.count = 0;
    }, ms);
  }

  each(values: number[]): void {
    values.forEach(function (this: Counter, v) {
      this.count += v;
    }, this);
  }

  static from(other: Counter): Counter {
    const c = new Counter(other.step, other.label);
    c.count = other.count;
    return c;
  }

  static defaultInstance: Counter;
  static {
    Counter.defaultInstance = new Counter();
  }
}

const obj = {
  name: "obj",
  greet() {
    return "hi " + this.name;
  },
  later() {
    return () => this.name.length;
  },
};

function Legacy(this: { x: number }, y: number) {
  this.x = y;
}

const c = new Counter(2);
const inc = c.increment;
inc();
c.decrement();
c.each([1, 2, 3]);
const copy = Counter.from(c);
console.log(copy.count, obj.greet(), obj.later()(), Counter.defaultInstance.label);
const holder = { x: 0 };
Legacy.call(holder, 4);

class Temperature {
  private _celsius = 0;
  get celsius(): number {
    return this._celsius;
  }
  set celsius(value: number) {
    if (value < -273.15) throw new RangeError("below absolute zero");
    this._celsius = value;
  }
  get fahrenheit() {
    return this._celsius * 9 / 5 + 32;
  }
  set fahrenheit(f: number) {
    this.celsius = (f - 32) * 5 / 9;
  }
}

const t = new Temperature();
t.celsius = 25;
t.fahrenheit = 212;
console.log(t.celsius.toFixed(1), t.fahrenheit);

class Node2<T> {
  next: Node2<T> | null = null;
  constructor(public value: T) {}
  append(value: T): Node2<T> {
    this.next = new Node2(value);
    return this.next;
  }
  *[Symbol.iterator](): Generator<T> {
    let cur: Node2<T> | null = this;
    while (cur) {
      yield cur.value;
      cur = cur.next;
    }
  }
}

const head = new Node2(1);
head.append(2).append(3);
for (const v of head) console.log(v * 2);
console.log([...head].length);
