// Labelled loops, `switch (true)`, exhaustive switches with `never`, fallthrough and early exits.

type Cell = "." | "#" | "S" | "E";
type Grid = Cell[][];

const MAZE = [
  "S..#....",
  ".#.#.##.",
  ".#...#..",
  ".####.#.",
  "......#E",
];

function parseGrid(rows: readonly string[]): Grid {
  return rows.map((row) => row.split("") as Cell[]);
}

function findCell(grid: Grid, target: Cell): [row: number, col: number] | undefined {
  let found: [number, number] | undefined;
  search: for (let r = 0; r < grid.length; r++) {
    const row = grid[r]!;
    for (let c = 0; c < row.length; c++) {
      if (row[c] === target) {
        found = [r, c];
        break search;
      }
    }
  }
  return found;
}

function shortestPath(grid: Grid): number {
  const start = findCell(grid, "S");
  const end = findCell(grid, "E");
  if (!start || !end) return -1;
  const seen = new Set<string>([start.join(",")]);
  let frontier: [number, number][] = [start];
  let steps = 0;
  outer: while (frontier.length > 0) {
    const next: [number, number][] = [];
    for (const [r, c] of frontier) {
      if (r === end[0] && c === end[1]) break outer;
      for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
        const nr = r + dr;
        const nc = c + dc;
        const cell = grid[nr]?.[nc];
        if (cell === undefined || cell === "#") continue;
        const key = `${nr},${nc}`;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push([nr, nc]);
      }
    }
    frontier = next;
    steps++;
  }
  return frontier.length === 0 ? -1 : steps;
}

function classify(score: number): string {
  switch (true) {
    case score >= 90:
      return "A";
    case score >= 80:
      return "B";
    case score >= 70:
    case score >= 65:
      return "C";
    case Number.isNaN(score):
      throw new Error("not a score");
    default:
      return "F";
  }
}

enum Token {
  Number,
  Plus,
  Minus,
  Star,
  LParen,
  RParen,
}

function precedence(token: Token): number {
  switch (token) {
    case Token.Plus:
    case Token.Minus:
      return 1;
    case Token.Star:
      return 2;
    case Token.Number:
    case Token.LParen:
    case Token.RParen:
      return 0;
    default: {
      const unreachable: never = token;
      return unreachable;
    }
  }
}

type Command = { op: "push"; value: number } | { op: "pop" } | { op: "add" } | { op: "jmpz"; target: number } | { op: "halt" };

function execute(program: Command[]): number[] {
  const stack: number[] = [];
  let pc = 0;
  let budget = 1000;
  loop: while (budget-- > 0) {
    const cmd = program[pc];
    if (!cmd) break;
    pc++;
    switch (cmd.op) {
      case "push":
        stack.push(cmd.value);
        continue loop;
      case "pop":
        stack.pop();
        break;
      case "add": {
        const b = stack.pop() ?? 0;
        const a = stack.pop() ?? 0;
        stack.push(a + b);
        break;
      }
      case "jmpz":
        if ((stack.at(-1) ?? 0) === 0) pc = cmd.target;
        break;
      case "halt":
        break loop;
      default:
        cmd satisfies never;
    }
  }
  return stack;
}

function firstDuplicate(values: number[]): number | null {
  let result: number | null = null;
  block: {
    if (values.length < 2) break block;
    const seen = new Set<number>();
    for (const v of values) {
      if (seen.has(v)) {
        result = v;
        break block;
      }
      seen.add(v);
    }
  }
  return result;
}

let attempts = 0;
do {
  attempts++;
  if (attempts % 2) continue;
} while (attempts < 5);

export const answers = {
  path: shortestPath(parseGrid(MAZE)),
  grades: [95, 85, 66, 10].map(classify),
  prec: [Token.Plus, Token.Star, Token.Number].map(precedence),
  vm: execute([{ op: "push", value: 2 }, { op: "push", value: 3 }, { op: "add" }, { op: "halt" }, { op: "pop" }]),
  dup: firstDuplicate([3, 1, 4, 1, 5]),
  attempts,
};
