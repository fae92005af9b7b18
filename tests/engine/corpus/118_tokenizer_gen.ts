// A tokenizer and a tiny expression evaluator: generators, labelled loops, char-code switches, no semicolons

type TokKind = "num" | "ident" | "op" | "lparen" | "rparen" | "comma" | "eof"

interface Tok {
  readonly kind: TokKind
  readonly text: string
  readonly pos: number
}

const OPS = new Set(["+", "-", "*", "/", "^", "%"])
const isDigit = (c: string) => c >= "0" && c <= "9"
const isAlpha = (c: string) => /[A-Za-z_]/.test(c)

function* tokenize(src: string): Generator<Tok, Tok, void> {
  let i = 0
  scan: while (i < src.length) {
    const c = src[i]
    if (c === " " || c === "\t" || c === "\n") {
      i++
      continue
    }
    if (isDigit(c) || (c === "." && isDigit(src[i + 1] ?? ""))) {
      const start = i
      let dot = c === "."
      i++
      while (i < src.length) {
        const d = src[i]
        if (d === ".") {
          if (dot) break
          dot = true
        } else if (!isDigit(d)) break
        i++
      }
      yield { kind: "num", text: src.slice(start, i), pos: start }
      continue
    }
    if (isAlpha(c)) {
      const start = i
      while (i < src.length && (isAlpha(src[i]) || isDigit(src[i]))) i++
      yield { kind: "ident", text: src.slice(start, i), pos: start }
      continue scan
    }
    let kind: TokKind
    switch (c) {
      case "(":
        kind = "lparen"
        break
      case ")":
        kind = "rparen"
        break
      case ",":
        kind = "comma"
        break
      default:
        if (!OPS.has(c)) throw new SyntaxError(`unexpected ${JSON.stringify(c)} at ${i}`)
        kind = "op"
    }
    yield { kind, text: c, pos: i++ }
  }
  return { kind: "eof", text: "", pos: src.length }
}

type Node =
  | { t: "num"; v: number }
  | { t: "var"; name: string }
  | { t: "bin"; op: string; l: Node; r: Node }
  | { t: "neg"; e: Node }
  | { t: "call"; fn: string; args: Node[] }

const PREC: Record<string, [number, "l" | "r"]> = {
  "+": [1, "l"],
  "-": [1, "l"],
  "*": [2, "l"],
  "/": [2, "l"],
  "%": [2, "l"],
  "^": [3, "r"],
}

class Parser {
  private toks: Tok[]
  private i = 0

  constructor(src: string) {
    this.toks = []
    const it = tokenize(src)
    for (;;) {
      const r = it.next()
      this.toks.push(r.value)
      if (r.done) break
    }
  }

  private peek(): Tok {
    return this.toks[this.i]
  }

  private take(kind?: TokKind): Tok {
    const t = this.toks[this.i++]
    if (kind !== undefined && t.kind !== kind) throw new SyntaxError(`expected ${kind} at ${t.pos}, got ${t.kind}`)
    return t
  }

  parse(): Node {
    const e = this.expr(0)
    this.take("eof")
    return e
  }

  private expr(min: number): Node {
    let left = this.unary()
    for (;;) {
      const t = this.peek()
      if (t.kind !== "op") return left
      const [p, assoc] = PREC[t.text]
      if (p < min) return left
      this.i++
      const right = this.expr(assoc === "l" ? p + 1 : p)
      left = { t: "bin", op: t.text, l: left, r: right }
    }
  }

  private unary(): Node {
    const t = this.take()
    switch (t.kind) {
      case "num":
        return { t: "num", v: parseFloat(t.text) }
      case "op":
        if (t.text === "-") return { t: "neg", e: this.unary() }
        break
      case "lparen": {
        const e = this.expr(0)
        this.take("rparen")
        return e
      }
      case "ident": {
        if (this.peek().kind !== "lparen") return { t: "var", name: t.text }
        this.take("lparen")
        const args: Node[] = []
        while (this.peek().kind !== "rparen") {
          args.push(this.expr(0))
          if (this.peek().kind === "comma") this.take()
        }
        this.take("rparen")
        return { t: "call", fn: t.text, args }
      }
    }
    throw new SyntaxError(`unexpected ${t.kind} at ${t.pos}`)
  }
}

const FNS: { [name: string]: (...xs: number[]) => number } = {
  min: Math.min,
  max: Math.max,
  sqrt: Math.sqrt,
  abs: Math.abs,
}

function evaluate(n: Node, env: ReadonlyMap<string, number>): number {
  switch (n.t) {
    case "num":
      return n.v
    case "var": {
      const v = env.get(n.name)
      if (v === undefined) throw new ReferenceError(n.name)
      return v
    }
    case "neg":
      return -evaluate(n.e, env)
    case "call": {
      const f = FNS[n.fn]
      if (!f) throw new ReferenceError(`${n.fn}()`)
      return f(...n.args.map((a) => evaluate(a, env)))
    }
    case "bin": {
      const l = evaluate(n.l, env), r = evaluate(n.r, env)
      switch (n.op) {
        case "+": return l + r
        case "-": return l - r
        case "*": return l * r
        case "/": return l / r
        case "%": return l % r
        default: return l ** r
      }
    }
  }
}

const env = new Map([["x", 3], ["y", 4]])
for (const src of ["1 + 2 * 3", "-(x ^ 2) + sqrt(x*x + y*y)", "max(1, x, y) % 2"]) {
  console.log(src, "=", evaluate(new Parser(src).parse(), env))
}
