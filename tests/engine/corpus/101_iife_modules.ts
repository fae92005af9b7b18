// The module pattern: IIFEs, closures returning objects with methods, nested and merged namespaces, comma expressions.

namespace App {
  export namespace Config {
    export const version = "2.1.0";
    export let debug = false;
    export function toggle(): boolean {
      debug = !debug;
      return debug;
    }
  }

  export namespace Util.Strings {
    export const pad = (s: string, n: number, c = " ") => s.padStart(n, c);
    export function title(s: string): string {
      return s.replace(/\b\w/g, (m) => m.toUpperCase());
    }
  }
}

namespace App {
  export namespace Config {
    export const name = "demo";
  }
  export function banner(): string {
    return `${Config.name} v${Config.version}${Config.debug ? " (debug)" : ""}`;
  }
}

namespace App.Util.Numbers {
  export const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
}

const counterModule = (function () {
  let count = 0;
  const listeners: Array<(n: number) => void> = [];
  function notify() {
    listeners.forEach((fn) => fn(count));
  }
  return {
    increment(by = 1) {
      count += by;
      notify();
      return this;
    },
    reset() {
      count = 0;
      notify();
      return this;
    },
    subscribe(fn: (n: number) => void) {
      listeners.push(fn);
      return () => void listeners.splice(listeners.indexOf(fn), 1);
    },
    get value() {
      return count;
    },
  };
})();

const seen: number[] = [];
const unsubscribe = counterModule.subscribe((n) => seen.push(n));
counterModule.increment().increment(4).reset().increment(2);
unsubscribe();

function createStack<T>() {
  const items: T[] = [];
  return {
    push: (...xs: T[]) => items.push(...xs),
    pop: () => items.pop(),
    peek: () => items[items.length - 1],
    get size() {
      return items.length;
    },
    toArray: () => [...items],
  };
}

type Stack<T> = ReturnType<typeof createStack<T>>;

const stack: Stack<string> = createStack<string>();
stack.push("a", "b", "c");
stack.pop();

const once = <A extends unknown[], R>(fn: (...args: A) => R) => {
  let done = false;
  let result: R | undefined;
  return (...args: A): R => {
    if (!done) {
      done = true;
      result = fn(...args);
    }
    return result as R;
  };
};

const init = once((seed: number) => (console.log("init", seed), seed * 2));
const firstInit = init(21);
const secondInit = init(99);

const idGen = (() => {
  let n = 0;
  return () => `id_${(++n).toString(36)}`;
})();

const ids = [idGen(), idGen(), idGen()];

let a = 1, b = 2;
[a, b] = [b, a];
for (let i = 0, j = 10; i < j; i += 3, j -= 3) {
  a += i, b += j;
}

const result = ((x: number, y: number) => {
  const sum = x + y;
  return { sum, product: x * y, mean: sum / 2 };
})(a, b);

void (async () => {
  const value = await Promise.resolve(App.Config.toggle());
  App.Config.debug = value && false;
})();

const rateLimiter = ((limit: number, windowMs: number) => {
  const hits = new Map<string, number[]>();
  return {
    allow(key: string, now = Date.now()): boolean {
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      const ok = recent.length < limit;
      if (ok) recent.push(now);
      hits.set(key, recent);
      return ok;
    },
  };
})(2, 1000);

export const snapshot = {
  banner: App.banner(),
  padded: App.Util.Strings.pad("7", 3, "0"),
  title: App.Util.Strings.title("hello wide world"),
  clamped: App.Util.Numbers.clamp(15, 0, 10),
  seen,
  counter: counterModule.value,
  stack: stack.toArray(),
  size: stack.size,
  peek: stack.peek(),
  inits: [firstInit, secondInit],
  ids,
  swapped: [a, b],
  result,
  limited: [rateLimiter.allow("u"), rateLimiter.allow("u"), rateLimiter.allow("u")],
};
