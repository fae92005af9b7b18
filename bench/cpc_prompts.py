"""TypeScript prompts for bench/cpc_accuracy.py, each cut at a cursor (‸) in the middle of an
identifier, an operator or indentation -- where the typed prefix does not end on a token boundary."""

CURSOR = "‸"

IDENTIFIER = [
    "function sum(values: number[]): number {\n  let total = 0;\n  for (const value of values) {\n    total += val‸",
    "const items = [1, 2, 3];\nconst doubled = items.ma‸",
    "export function greet(name: string): string {\n  retu‸",
    "interface User {\n  id: number;\n  name: string;\n}\n\nfunction isAdmin(user: Us‸",
    "const element = document.getElem‸",
    "class Counter {\n  private count = 0;\n  increment(): void {\n    this.cou‸",
    "async function load(url: string) {\n  const response = await fet‸",
    "const text = 'hello world';\nconst upper = text.toUpperC‸",
    "function first<T>(list: T[]): T | undefined {\n  return list.len‸",
    "import { readFile } from 'fs';\n\nreadFi‸",
    "const config = { retries: 3, timeout: 1000 };\nconsole.log(config.timeo‸",
    "let isReady = false;\nif (!isRea‸",
]

OPERATOR = [
    "function equal(a: number, b: number): boolean {\n  return a =‸",
    "const add = (a: number, b: number) =‸",
    "let count = 0;\ncount +‸",
    "function check(value: string | null) {\n  if (value !‸",
    "const items: string[] = [];\nfor (let i = 0; i <‸",
    "function max(a: number, b: number): number {\n  return a >‸",
    "const name = user?.profile?‸",
    "let flags = 0;\nflags |‸",
    "const total = price *‸",
    "const fallback = input ?‸",
]

INDENTATION = [
    "function sum(values: number[]): number {\n  let total = 0;\n ‸",
    "class Stack<T> {\n  private items: T[] = [];\n\n  push(item: T): void {\n    this.items.push(item);\n  }\n ‸",
    "if (ready) {\n    start();\n  ‸",
    "function main() {\n  const args = process.argv;\n  if (args.length > 2) {\n   ‸",
    "const point = {\n  x: 1,\n ‸",
    "export class Service {\n  constructor(private readonly url: string) {}\n\n  async fetch() {\n     ‸",
    "switch (kind) {\n  case 'a':\n   ‸",
    "for (const key of keys) {\n\t‸",
    "function wrap(text: string) {\n  return [\n    text,\n   ‸",
    "try {\n  run();\n} catch (error) {\n ‸",
    "const handlers = {\n  onClick() {\n    log('click');\n  },\n ‸",
]

PROMPTS = [("identifier", p) for p in IDENTIFIER] + [("operator", p) for p in OPERATOR] + [
    ("indentation", p) for p in INDENTATION]


def split_at_cursor(prompt: str) -> tuple[str, int]:
    """(text without the marker, cursor offset)."""
    cursor = prompt.index(CURSOR)
    return prompt.replace(CURSOR, ""), cursor
