// A tiny expression compiler: a class hierarchy of nodes, instanceof narrowing, a `kind` switch with `never`.
const enum Op {
  Add = "+",
  Sub = "-",
  Mul = "*",
  Div = "/",
}

abstract class Node {
  abstract readonly kind: "num" | "var" | "bin" | "call" | "let";
  constructor(public readonly pos: number) {}
  abstract children(): Node[];
}

class Num extends Node {
  readonly kind = "num";
  constructor(pos: number, readonly value: number) {
    super(pos);
  }
  children(): Node[] {
    return [];
  }
}

class Var extends Node {
  readonly kind = "var";
  constructor(pos: number, readonly name: string) {
    super(pos);
  }
  children(): Node[] {
    return [];
  }
}

class Bin extends Node {
  readonly kind = "bin";
  constructor(pos: number, readonly op: Op, readonly left: AnyNode, readonly right: AnyNode) {
    super(pos);
  }
  children(): Node[] {
    return [this.left, this.right];
  }
}

class Call extends Node {
  readonly kind = "call";
  constructor(pos: number, readonly callee: string, readonly args: AnyNode[]) {
    super(pos);
  }
  children(): Node[] {
    return this.args;
  }
}

class Let extends Node {
  readonly kind = "let";
  constructor(pos: number, readonly name: string, readonly init: AnyNode, readonly body: AnyNode) {
    super(pos);
  }
  children(): Node[] {
    return [this.init, this.body];
  }
}

type AnyNode = Num | Var | Bin | Call | Let;

class CompileError extends Error {
  constructor(message: string, readonly node: Node) {
    super(`${message} at ${node.pos}`);
    this.name = "CompileError";
  }
}

type Instr = { op: "push"; value: number } | { op: "load"; slot: number } | { op: "store"; slot: number } | { op: "bin"; which: Op } | { op: "call"; fn: string; argc: number };

class Compiler {
  private readonly code: Instr[] = [];
  private scopes: Map<string, number>[] = [new Map()];
  private nextSlot = 0;

  compile(node: AnyNode): readonly Instr[] {
    this.emit(node);
    return this.code;
  }

  private lookup(name: string, node: Node): number {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const slot = this.scopes[i].get(name);
      if (slot !== undefined) return slot;
    }
    throw new CompileError(`unknown variable ${name}`, node);
  }

  private emit(node: AnyNode): void {
    switch (node.kind) {
      case "num":
        this.code.push({ op: "push", value: node.value });
        break;
      case "var":
        this.code.push({ op: "load", slot: this.lookup(node.name, node) });
        break;
      case "bin":
        this.emit(node.left);
        this.emit(node.right);
        this.code.push({ op: "bin", which: node.op });
        break;
      case "call":
        node.args.forEach((a) => this.emit(a));
        this.code.push({ op: "call", fn: node.callee, argc: node.args.length });
        break;
      case "let": {
        this.emit(node.init);
        const slot = this.nextSlot++;
        this.code.push({ op: "store", slot });
        this.scopes.push(new Map([[node.name, slot]]));
        this.emit(node.body);
        this.scopes.pop();
        break;
      }
      default: {
        const unreachable: never = node;
        throw new Error(`bad node ${(unreachable as Node).kind}`);
      }
    }
  }
}

function fold(node: AnyNode): AnyNode {
  if (node instanceof Bin) {
    const l = fold(node.left);
    const r = fold(node.right);
    if (l instanceof Num && r instanceof Num) {
      const v = node.op === Op.Add ? l.value + r.value : node.op === Op.Sub ? l.value - r.value : node.op === Op.Mul ? l.value * r.value : l.value / r.value;
      return new Num(node.pos, v);
    }
    return new Bin(node.pos, node.op, l, r);
  }
  if (node instanceof Let) return new Let(node.pos, node.name, fold(node.init), fold(node.body));
  return node;
}

function countNodes(node: Node): number {
  return node.children().reduce((n, c) => n + countNodes(c), 1);
}

const program: AnyNode = new Let(0, "x", new Bin(4, Op.Mul, new Num(4, 6), new Num(8, 7)), new Call(12, "print", [new Var(18, "x"), new Num(21, 1_000)]));
const folded = fold(program);
const code = new Compiler().compile(folded);
console.log(countNodes(program), countNodes(folded), code.map((i) => (i.op === "push" ? `push ${i.value}` : i.op)).join("\n"));
