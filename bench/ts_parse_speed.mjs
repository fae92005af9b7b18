#!/usr/bin/env node
// The TypeScript compiler's own scanner and parser on the same files as bench/engine_speed.py, in
// one Node process, after a warm-up pass (so the JIT has compiled them): the baseline the
// engine's per-character cost is compared with.
//
//   node bench/ts_parse_speed.mjs < ["/abs/path/a.ts", ...]
//   -> {"version", "files", "chars", "scan_ms", "parse_ms", "rounds"}   (best round of each)
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "..", "tools", "ts-oracle", "package.json"));
const ts = require("typescript");

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const files = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const texts = files.map((f) => readFileSync(f, "utf8"));
const chars = texts.reduce((n, t) => n + t.length, 0);

function scanAll() {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, /*skipTrivia*/ false, ts.LanguageVariant.Standard);
  let tokens = 0;
  for (const text of texts) {
    scanner.setText(text);
    while (scanner.scan() !== ts.SyntaxKind.EndOfFileToken) tokens++;
  }
  return tokens;
}

function parseAll() {
  let statements = 0;
  texts.forEach((text, i) => {
    const sf = ts.createSourceFile(files[i], text, ts.ScriptTarget.Latest, /*setParentNodes*/ false, ts.ScriptKind.TS);
    statements += sf.statements.length;
  });
  return statements;
}

function best(fn, rounds) {
  fn(); // warm-up
  let bestMs = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    fn();
    bestMs = Math.min(bestMs, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return bestMs;
}

const rounds = 5;
const result = { version: ts.version, files: files.length, chars, rounds, scan_ms: best(scanAll, rounds), parse_ms: best(parseAll, rounds) };
process.stdout.write(JSON.stringify(result) + "\n");
