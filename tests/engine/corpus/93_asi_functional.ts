// No semicolons anywhere, arrow-heavy functional style, point-free helpers and long chains

type Fn<A, B> = (a: A) => B
type Pred<T> = (t: T) => boolean

const id = <T,>(x: T) => x
const not = <T,>(p: Pred<T>): Pred<T> => (t) => !p(t)
const and = <T,>(...ps: Pred<T>[]): Pred<T> => (t) => ps.every((p) => p(t))
const prop = <T, K extends keyof T>(k: K) => (o: T) => o[k]

function pipe<A>(a: A): A
function pipe<A, B>(a: A, ab: Fn<A, B>): B
function pipe<A, B, C>(a: A, ab: Fn<A, B>, bc: Fn<B, C>): C
function pipe<A, B, C, D>(a: A, ab: Fn<A, B>, bc: Fn<B, C>, cd: Fn<C, D>): D
function pipe(a: unknown, ...fns: Fn<unknown, unknown>[]): unknown {
  return fns.reduce((acc, fn) => fn(acc), a)
}

const groupBy = <T, K extends PropertyKey>(xs: readonly T[], key: Fn<T, K>) =>
  xs.reduce((acc, x) => {
    const k = key(x)
    ;(acc[k] ??= []).push(x)
    return acc
  }, {} as Record<K, T[]>)

const sortBy = <T,>(key: Fn<T, number | string>, dir: 1 | -1 = 1) => (a: T, b: T) => {
  const ka = key(a)
  const kb = key(b)
  return ka < kb ? -dir : ka > kb ? dir : 0
}

const chunk = <T,>(xs: T[], size: number): T[][] =>
  xs.length ? [xs.slice(0, size), ...chunk(xs.slice(size), size)] : []

const zip = <A, B>(as: A[], bs: B[]): [A, B][] => as.slice(0, Math.min(as.length, bs.length)).map((a, i) => [a, bs[i]!])

const memo = <A extends string | number, R>(fn: (a: A) => R) => {
  const cache = new Map<A, R>()
  return (a: A) => {
    if (!cache.has(a)) cache.set(a, fn(a))
    return cache.get(a)!
  }
}

interface Order {
  id: number
  customer: string
  total: number
  items: { sku: string; qty: number }[]
  shipped: boolean
}

const orders: Order[] = [
  { id: 1, customer: "ann", total: 120, items: [{ sku: "a1", qty: 2 }], shipped: true },
  { id: 2, customer: "bob", total: 35.5, items: [{ sku: "b2", qty: 1 }, { sku: "a1", qty: 1 }], shipped: false },
  { id: 3, customer: "ann", total: 80, items: [], shipped: false },
  { id: 4, customer: "cyd", total: 220, items: [{ sku: "c3", qty: 5 }], shipped: true },
]

const isShipped: Pred<Order> = (o) => o.shipped
const isBig: Pred<Order> = (o) => o.total > 100
const hasItems: Pred<Order> = (o) => o.items.length > 0

const pending = orders.filter(and(not(isShipped), hasItems))
const byCustomer = groupBy(orders, prop<Order, "customer">("customer"))
const totals = Object.entries(byCustomer)
  .map(([name, os]) => ({ name, sum: os.reduce((s, o) => s + o.total, 0), n: os.length }))
  .sort(sortBy((r) => r.sum, -1))

const skuCounts = orders
  .flatMap((o) => o.items)
  .reduce((m, { sku, qty }) => m.set(sku, (m.get(sku) ?? 0) + qty), new Map<string, number>())

const fib = memo((n: number): number => (n < 2 ? n : fib(n - 1) + fib(n - 2)))

const report = pipe(
  orders,
  (os) => os.filter(isBig),
  (os) => os.map((o) => `#${o.id} ${o.customer}`),
  (lines) => lines.join("; "),
)

let counter = 0
const tick = () => counter++
tick()
tick()

const fizz = Array.from({ length: 15 }, (_, i) => i + 1)
  .map((n) => (n % 15 === 0 ? "FizzBuzz" : n % 3 === 0 ? "Fizz" : n % 5 === 0 ? "Buzz" : String(n)))

const pairs = zip(["x", "y", "z"], [1, 2])
const grid = chunk(fizz, 5).map((row) => row.join("\t"))
const [firstTotal = { name: "", sum: 0, n: 0 }] = totals

const compose = <T,>(...fns: Array<Fn<T, T>>) => (x: T) => fns.reduceRight((acc, f) => f(acc), x)
const inc = (n: number) => n + 1
const dbl = (n: number) => n * 2
const incThenDouble = compose(dbl, inc)

;[1, 2, 3].forEach((n) => void tick())

const template = `${counter} ticks`
;(function announce() {
  console.log(template)
})()

export {
  id,
  pending,
  totals,
  skuCounts,
  report,
  fib,
  pairs,
  grid,
  firstTotal,
  incThenDouble,
}
