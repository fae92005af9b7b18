// Red-team: a lexer, a recursive-descent parser and an evaluator over a tagged-union AST.
enum TokenKind {
  Number = "Number",
  Ident = "Ident",
  Plus = "+",
  Minus = "-",
  Star = "*",
  Slash = "/",
  LParen = "(",
  RParen = ")",
  EOF = "EOF",
}

interface Token {
  kind: TokenKind;
  text: string;
  pos: number;
}

class Lexer {
  private pos = 0;
  private readonly tokens: Token[] = [];

  constructor(private readonly src: string) {}

  private peek(offset = 0): string {
    return this.src[this.pos + offset] ?? "\0";
  }

  private isDigit(ch: string): boolean {
    return ch >= "0" && ch <= "9";
  }

  private isAlpha(ch: string): boolean {
    const code = ch.charCodeAt(0);
    return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || ch === "_";
  }

  tokenize(): Token[] {
    while (this.pos < this.src.length) {
      const ch = this.peek();
      const start = this.pos;
      if (ch === " " || ch === "\t" || ch === "\n") {
        this.pos++;
        continue;
      }
      if (this.isDigit(ch)) {
        while (this.isDigit(this.peek()) || this.peek() === ".") this.pos++;
        this.tokens.push({ kind: TokenKind.Number, text: this.src.slice(start, this.pos), pos: start });
        continue;
      }
      if (this.isAlpha(ch)) {
        while (this.isAlpha(this.peek()) || this.isDigit(this.peek())) this.pos++;
        this.tokens.push({ kind: TokenKind.Ident, text: this.src.substring(start, this.pos), pos: start });
        continue;
      }
      const single = Object.values(TokenKind).find((k) => k === ch);
      if (single === undefined) {
        throw new SyntaxError(`Unexpected character '${ch}' at ${this.pos}`);
      }
      this.tokens.push({ kind: single, text: ch, pos: start });
      this.pos++;
    }
    this.tokens.push({ kind: TokenKind.EOF, text: "", pos: this.pos });
    return this.tokens;
  }
}

type Expr =
  | { type: "num"; value: number }
  | { type: "var"; name: string }
  | { type: "bin"; op: "+" | "-" | "*" | "/"; left: Expr; right: Expr }
  | { type: "neg"; operand: Expr };

class Parser {
  private i = 0;
  constructor(private tokens: Token[]) {}

  private get current(): Token {
    return this.tokens[this.i];
  }

  private eat(kind: TokenKind): Token {
    const tok = this.current;
    if (tok.kind !== kind) throw new SyntaxError(`Expected ${kind} but got ${tok.kind}`);
    this.i++;
    return tok;
  }

  parse(): Expr {
    const e = this.expr();
    this.eat(TokenKind.EOF);
    return e;
  }

  private expr(): Expr {
    let left = this.term();
    while (this.current.kind === TokenKind.Plus || this.current.kind === TokenKind.Minus) {
      const op = this.current.kind === TokenKind.Plus ? "+" : "-";
      this.i++;
      left = { type: "bin", op, left, right: this.term() };
    }
    return left;
  }

  private term(): Expr {
    let left = this.factor();
    while ([TokenKind.Star, TokenKind.Slash].includes(this.current.kind)) {
      const op: "*" | "/" = this.current.kind === TokenKind.Star ? "*" : "/";
      this.i++;
      left = { type: "bin", op, left, right: this.factor() };
    }
    return left;
  }

  private factor(): Expr {
    const tok = this.current;
    switch (tok.kind) {
      case TokenKind.Number:
        this.i++;
        return { type: "num", value: parseFloat(tok.text) };
      case TokenKind.Ident:
        this.i++;
        return { type: "var", name: tok.text };
      case TokenKind.Minus:
        this.i++;
        return { type: "neg", operand: this.factor() };
      case TokenKind.LParen: {
        this.i++;
        const inner = this.expr();
        this.eat(TokenKind.RParen);
        return inner;
      }
      default:
        throw new SyntaxError(`Unexpected token ${tok.kind} at ${tok.pos}`);
    }
  }
}

function evaluate(e: Expr, env: Record<string, number> = {}): number {
  switch (e.type) {
    case "num":
      return e.value;
    case "var": {
      const v = env[e.name];
      if (v === undefined) throw new ReferenceError(`Unknown variable ${e.name}`);
      return v;
    }
    case "neg":
      return -evaluate(e.operand, env);
    case "bin": {
      const l = evaluate(e.left, env);
      const r = evaluate(e.right, env);
      switch (e.op) {
        case "+":
          return l + r;
        case "-":
          return l - r;
        case "*":
          return l * r;
        case "/":
          if (r === 0) throw new RangeError("division by zero");
          return l / r;
      }
    }
  }
}

function show(e: Expr): string {
  if (e.type === "num") return String(e.value);
  if (e.type === "var") return e.name;
  if (e.type === "neg") return `-(${show(e.operand)})`;
  return `(${show(e.left)} ${e.op} ${show(e.right)})`;
}

const ast = new Parser(new Lexer("2 * (x + 3) - -y / 4").tokenize()).parse();
console.log(show(ast), evaluate(ast, { x: 1, y: 8 }));
