// Red-team: let declared then assigned on every path (if/else, switch, try, loops), let x!, functions ending in throw/loops.
function classify(n: number): string {
  let label: string;
  if (n < 0) {
    label = "negative";
  } else if (n === 0) {
    label = "zero";
  } else {
    label = "positive";
  }
  return label;
}

function firstEven(xs: number[]): number {
  let found: number | undefined;
  for (const x of xs) {
    if (x % 2 === 0) {
      found = x;
      break;
    }
  }
  return found ?? -1;
}

function parse(json: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = null;
  }
  return value;
}

function kind(x: number): string {
  let k: string;
  switch (x) {
    case 1:
      k = "one";
      break;
    case 2:
    case 3:
      k = "few";
      break;
    default:
      k = "many";
  }
  return k;
}

let lateInit!: number;
function init() {
  lateInit = 42;
}
init();
console.log(lateInit + 1);

function loopAssign(): number {
  let last: number;
  let i = 0;
  do {
    last = i * 2;
    i++;
  } while (i < 5);
  return last;
}

function withThrow(flag: boolean): string {
  let s: string;
  if (flag) {
    s = "yes";
  } else {
    throw new Error("no");
  }
  return s;
}

function forever(): number {
  let n = 0;
  while (true) {
    n++;
    if (n > 10) return n;
  }
}

function fail(msg: string): never {
  throw new Error(msg);
}

function pick(x: "a" | "b"): number {
  if (x === "a") {
    return 1;
  } else {
    return 2;
  }
}

function labelled(grid: number[][]): [number, number] | null {
  outer: for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] < 0) continue outer;
      if (grid[r][c] === 0) {
        return [r, c];
      }
    }
  }
  return null;
}

let callback: () => void;
callback = () => console.log("cb");
callback();

const arr = [classify(1), kind(2), String(parse("1")), String(firstEven([1, 2])), String(loopAssign())];
console.log(arr, withThrow(true), forever(), pick("a"), labelled([[1, 0]]));
if (arr.length > 100) fail("too many");
