#!/usr/bin/env node
// Batch oracle CLI: one Node process checks many files, because loading the compiler and
// @types/node costs seconds and the tests ask about thousands of texts.
//
//   node check.mjs syntax  < [{"name", "text"}, ...]
//       -> [{"name", "diagnostics": [{code, start, length, message}]}]   (parser only, TS1xxx)
//   node check.mjs reprint < [{"name", "text", "removeComments"?}, ...]
//       -> [{"name", "text"}]   (the compiler's printer: the same program, formatted its own way)
//   node check.mjs program FILE...            (or stdin {"files": [...], "texts": [{"name","text"}]})
//       -> {"global": [...], "results": [{"name", "syntactic": [...], "semantic": [...]}]}
//          (one program under `--strict --noEmit`, see STRICT_OPTIONS in oracle.mjs)
import { syntaxDiagnostics, checkProgram, reprint } from "./oracle.mjs";

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

function usage(message) {
  process.stderr.write(
    `${message}\nusage: node check.mjs (syntax | reprint) < texts.json | node check.mjs program [FILE...]\n`,
  );
  process.exit(2);
}

const [mode, ...args] = process.argv.slice(2);
let output;
if (mode === "syntax") {
  const items = JSON.parse(await readStdin());
  if (!Array.isArray(items)) usage("syntax mode reads a JSON list of {name, text} on stdin");
  output = items.map(({ name, text }) => ({ name, diagnostics: syntaxDiagnostics(name, text) }));
} else if (mode === "reprint") {
  const items = JSON.parse(await readStdin());
  output = items.map(({ name, text, removeComments }) => ({ name, text: reprint(name, text, { removeComments }) }));
} else if (mode === "program") {
  const request = args.length > 0 ? { files: args } : JSON.parse(await readStdin());
  output = checkProgram(request);
} else {
  usage(`unknown mode ${JSON.stringify(mode)}`);
}
process.stdout.write(JSON.stringify(output));
process.stdout.write("\n");
