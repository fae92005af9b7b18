#!/usr/bin/env node
// Builds the engine's development corpus: the .ts sources that the pinned npm packages ship,
// plus the handwritten files, each checked by the real compiler so the tests know which files
// are syntax-clean (every prefix must be accepted) and which are also type-clean.
//
//   node build-corpus.mjs OUT_DIR HANDWRITTEN_DIR
// writes OUT_DIR/files/<package>/... and OUT_DIR/manifest.json:
//   {"typescript": version, "options": "...", "files": [{path, chars, lines, package, kind,
//    syntax_clean, type_clean, error_codes, first_errors}]}
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ts, checkProgram } from "./oracle.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));

// package -> which of its files to take. Declarations (.d.ts) only from type-fest: it is nearly all
// type-level syntax (mapped, conditional, template-literal types), which the sources use little.
const PACKAGES = {
  zod: { kinds: ["ts"] },
  rxjs: { kinds: ["ts"] },
  immer: { kinds: ["ts"] },
  "@tanstack/query-core": { kinds: ["ts"] },
  "ts-results-es": { kinds: ["ts"] },
  "type-fest": { kinds: ["d.ts"] },
};

function kindOf(file) {
  if (file.endsWith(".d.ts")) return "d.ts";
  if (file.endsWith(".ts")) return "ts";
  return null; // .tsx, .mts, .cts, .js: not this corpus
}

function walk(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else if (entry.isFile()) out.push(full);
  }
  return out.sort();
}

function copyPackage(name, kinds, filesDir) {
  const source = path.join(here, "node_modules", name);
  if (!fs.existsSync(source)) throw new Error(`${name} is not installed: run npm ci in ${here}`);
  const copied = [];
  for (const file of walk(source)) {
    if (!kinds.includes(kindOf(file))) continue;
    const target = path.join(filesDir, name.replace("/", "__"), path.relative(source, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
    copied.push(target);
  }
  return copied;
}

function describe(outDir, packageName, file, result) {
  const text = fs.readFileSync(file, "utf8");
  const errors = [...result.syntactic, ...result.semantic];
  return {
    path: path.relative(outDir, file).split(path.sep).join("/"),
    chars: text.length,
    lines: text.split("\n").length,
    package: packageName,
    kind: kindOf(file),
    syntax_clean: result.syntactic.length === 0,
    type_clean: errors.length === 0,
    // Every distinct code, so a test can tell "only an unresolved import" (TS2307) from real errors.
    error_codes: [...new Set(errors.map((d) => d.code))].sort((a, b) => a - b),
    first_errors: errors.slice(0, 3).map((d) => `TS${d.code}: ${d.message.split("\n")[0]}`),
  };
}

const [outDir, handwrittenDir] = process.argv.slice(2).map((p) => path.resolve(p));
if (!outDir || !handwrittenDir) {
  process.stderr.write("usage: node build-corpus.mjs OUT_DIR HANDWRITTEN_DIR\n");
  process.exit(2);
}
const filesDir = path.join(outDir, "files");
fs.rmSync(filesDir, { recursive: true, force: true });

const groups = Object.entries(PACKAGES).map(([name, { kinds }]) => [name, copyPackage(name, kinds, filesDir)]);
const handwritten = walk(handwrittenDir).filter((f) => kindOf(f) === "ts");
groups.push(["handwritten", handwritten.map((f) => {
  const target = path.join(filesDir, "handwritten", path.relative(handwrittenDir, f));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(f, target);
  return target;
})]);

const manifest = [];
for (const [name, files] of groups) {
  const started = Date.now();
  // One program per package: its files import each other, and a package is one project.
  const { global, results } = checkProgram({ files });
  const byName = new Map(results.map((r) => [r.name, r]));
  const entries = files.map((f) => describe(outDir, name, f, byName.get(path.resolve(f))));
  manifest.push(...entries);
  const clean = entries.filter((e) => e.syntax_clean).length;
  const typed = entries.filter((e) => e.type_clean).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`  ${name}: ${files.length} files, ${clean} syntax-clean, ${typed} type-clean (${seconds} s)\n`);
  if (global.length > 0) process.stdout.write(`    global diagnostics: ${global.map((d) => d.message).join("; ")}\n`);
}
fs.writeFileSync(
  path.join(outDir, "manifest.json"),
  JSON.stringify(
    { typescript: ts.version, options: "see tools/ts-oracle/oracle.mjs STRICT_OPTIONS", files: manifest },
    null,
    1,
  ),
);
