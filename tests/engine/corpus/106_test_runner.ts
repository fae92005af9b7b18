// A tiny test runner: describe/it/expect with assertion functions and async tests.

type TestFn = () => void | Promise<void>;

interface TestCase {
  name: string;
  fn: TestFn;
  skip?: boolean;
  only?: boolean;
  timeoutMs: number;
}

interface Suite {
  name: string;
  tests: TestCase[];
  children: Suite[];
  beforeEach: TestFn[];
  afterEach: TestFn[];
  parent: Suite | null;
}

class AssertionError extends Error {
  constructor(message: string, readonly actual?: unknown, readonly expected?: unknown) {
    super(message);
    this.name = "AssertionError";
  }
}

const root: Suite = { name: "", tests: [], children: [], beforeEach: [], afterEach: [], parent: null };
let current: Suite = root;

export function describe(name: string, body: () => void): void {
  const suite: Suite = { name, tests: [], children: [], beforeEach: [], afterEach: [], parent: current };
  current.children.push(suite);
  const saved = current;
  current = suite;
  try {
    body();
  } finally {
    current = saved;
  }
}

export function it(name: string, fn: TestFn, timeoutMs = 2000): void {
  current.tests.push({ name, fn, timeoutMs });
}

it.skip = (name: string, fn: TestFn): void => {
  current.tests.push({ name, fn, skip: true, timeoutMs: 0 });
};

it.only = (name: string, fn: TestFn): void => {
  current.tests.push({ name, fn, only: true, timeoutMs: 2000 });
};

export function beforeEach(fn: TestFn): void {
  current.beforeEach.push(fn);
}

export function afterEach(fn: TestFn): void {
  current.afterEach.push(fn);
}

function fmt(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "bigint") return `${v}n`;
  if (v instanceof Error) return `${v.name}(${v.message})`;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

export function assert(cond: unknown, message = "assertion failed"): asserts cond {
  if (!cond) throw new AssertionError(message);
}

export function assertType<T>(value: unknown, guard: (v: unknown) => v is T, what: string): asserts value is T {
  if (!guard(value)) throw new AssertionError(`expected ${what}, got ${fmt(value)}`, value);
}

interface Matchers<T> {
  toBe(expected: T): void;
  toEqual(expected: unknown): void;
  toBeTruthy(): void;
  toBeGreaterThan(n: number): void;
  toContain(item: unknown): void;
  toThrow(pattern?: string | RegExp): void;
  readonly not: Matchers<T>;
}

export function expect<T>(actual: T): Matchers<T> {
  const make = (negate: boolean): Matchers<T> => {
    const check = (ok: boolean, msg: string, expected?: unknown): void => {
      if (ok === negate) {
        throw new AssertionError((negate ? "not " : "") + msg, actual, expected);
      }
    };
    return {
      toBe: (expected) => check(Object.is(actual, expected), `expected ${fmt(actual)} to be ${fmt(expected)}`, expected),
      toEqual: (expected) => check(deepEqual(actual, expected), `expected ${fmt(actual)} to equal ${fmt(expected)}`),
      toBeTruthy: () => check(Boolean(actual), `expected ${fmt(actual)} to be truthy`),
      toBeGreaterThan: (n) => check(typeof actual === "number" && actual > n, `expected ${fmt(actual)} > ${n}`),
      toContain: (item) => {
        const ok = Array.isArray(actual) ? actual.includes(item) : typeof actual === "string" && actual.includes(String(item));
        check(ok, `expected ${fmt(actual)} to contain ${fmt(item)}`);
      },
      toThrow: (pattern) => {
        let thrown: unknown = undefined;
        let didThrow = false;
        try {
          (actual as unknown as () => unknown)();
        } catch (e) {
          didThrow = true;
          thrown = e;
        }
        const message = thrown instanceof Error ? thrown.message : String(thrown);
        const matches = pattern === undefined ? true : typeof pattern === "string" ? message.includes(pattern) : pattern.test(message);
        check(didThrow && matches, `expected function to throw${pattern ? " " + String(pattern) : ""}`);
      },
      get not() {
        return make(!negate);
      },
    };
  };
  return make(false);
}

function withTimeout(p: Promise<void>, ms: number, name: string): Promise<void> {
  if (ms <= 0) return p;
  return new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${name}: timed out after ${ms} ms`)), ms);
    p.then(
      () => {
        clearTimeout(t);
        resolve();
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

function hooks(suite: Suite | null, kind: "beforeEach" | "afterEach"): TestFn[] {
  const out: TestFn[] = [];
  for (let s = suite; s; s = s.parent) {
    if (kind === "beforeEach") out.unshift(...s.beforeEach);
    else out.push(...s.afterEach);
  }
  return out;
}

interface Report {
  passed: number;
  failed: number;
  skipped: number;
  failures: Array<{ path: string; error: unknown }>;
}

async function runSuite(suite: Suite, path: string[], report: Report, onlyMode: boolean): Promise<void> {
  for (const t of suite.tests) {
    const full = [...path, t.name].filter(Boolean).join(" > ");
    if (t.skip || (onlyMode && !t.only)) {
      report.skipped++;
      continue;
    }
    try {
      for (const h of hooks(suite, "beforeEach")) await h();
      await withTimeout(Promise.resolve().then(t.fn), t.timeoutMs, full);
      report.passed++;
      console.log(`  ✓ ${full}`);
    } catch (error) {
      report.failed++;
      report.failures.push({ path: full, error });
      console.log(`  ✗ ${full}`);
    } finally {
      for (const h of hooks(suite, "afterEach")) await h();
    }
  }
  for (const child of suite.children) {
    await runSuite(child, [...path, child.name], report, onlyMode);
  }
}

function hasOnly(s: Suite): boolean {
  return s.tests.some((t) => t.only) || s.children.some(hasOnly);
}

export async function run(): Promise<Report> {
  const report: Report = { passed: 0, failed: 0, skipped: 0, failures: [] };
  const started = performance.now();
  await runSuite(root, [], report, hasOnly(root));
  const ms = (performance.now() - started).toFixed(1);
  for (const f of report.failures) {
    const err = f.error;
    console.error(`\n${f.path}\n  ${err instanceof AssertionError ? err.message : fmt(err)}`);
    if (err instanceof AssertionError && err.expected !== undefined) {
      console.error(`  expected: ${fmt(err.expected)}\n  actual:   ${fmt(err.actual)}`);
    }
  }
  console.log(`\n${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped (${ms} ms)`);
  return report;
}

describe("math", () => {
  let base = 0;
  beforeEach(() => {
    base = 10;
  });
  it("adds", () => expect(base + 1).toBe(11));
  it("compares", () => {
    expect([1, 2, 3]).toContain(2);
    expect({ a: [1] }).toEqual({ a: [1] });
    expect(base).not.toBe(0);
  });
  it("throws", () => expect(() => JSON.parse("{")).toThrow(/JSON/));
  it("async", async () => {
    const v = await new Promise<number>((r) => setTimeout(() => r(5), 1));
    assert(v > 1, "too small");
    expect(v).toBeGreaterThan(1);
  });
  it.skip("later", () => {});
});

const isString = (v: unknown): v is string => typeof v === "string";
describe("types", () => {
  it("narrows", () => {
    const v: unknown = "text";
    assertType(v, isString, "a string");
    expect(v.toUpperCase()).toBe("TEXT");
  });
});

void run().then((r) => {
  if (r.failed > 0) process.exitCode = 1;
});
