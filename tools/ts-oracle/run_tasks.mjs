#!/usr/bin/env node
// The function-completion task set (bench/tasks/*.ts) and its checker: is a completed body
// clean under `tsc --strict`, and does it pass the task's node:assert tests?
//
//   node run_tasks.mjs list [--tasks DIR]
//       -> [{"id", "prompt", "reference", "suffix", "tests"}]
//   node run_tasks.mjs check (--reference | --completions FILE.json) [--tasks DIR] [--only ID,...] [--timeout-ms N]
//       FILE.json is {"task_id": "body text", ...}: the text between the prompt and the suffix
//       (the suffix starts with the function's closing "}", as if the editor had auto-closed it).
//       -> [{"id", "tsc_clean", "diagnostics", "tests_pass", "test_error"}], a summary on stderr;
//       each task's tests run in their own node process, killed after N ms (default 10000)
//
// A task file is a TypeScript file whose last function or method (by body position, not nested
// in another one) is the one to complete, followed by a line "//// tests" and the tests, which
// use `assert` (node:assert/strict) and may use top-level await.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ts, checkProgram } from "./oracle.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_TASKS = path.resolve(here, "..", "..", "bench", "tasks");
const TESTS_MARKER = "//// tests\n";
const ASSERT_IMPORT = 'import assert from "node:assert/strict";\n';
const DEFAULT_TIMEOUT_MS = 10_000;
// Printed after the last test: a completion that leaves the function open swallows the tests
// into its body, and a program that never reaches them must not count as passing.
const TESTS_DONE = "CPC-TASK-TESTS-DONE";
const PARALLEL_TESTS = Math.max(1, Math.min(4, os.cpus().length));

function fail(message) {
  process.stderr.write(`run_tasks: ${message}\n`);
  process.exit(2);
}

// The function or method to complete: the one whose body starts last, ignoring any nested in it.
function targetBody(sf) {
  let target = null;
  const visit = (node) => {
    const isCandidate = (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.body;
    if (isCandidate) {
      if (!target || node.body.getStart(sf) > target.getStart(sf)) target = node.body;
      return; // functions nested inside a candidate are part of its body
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return target;
}

export function parseTask(id, source) {
  const at = source.indexOf(TESTS_MARKER);
  if (at < 0) throw new Error(`${id}: no "${TESTS_MARKER.trim()}" line`);
  const code = source.slice(0, at);
  const tests = source.slice(at + TESTS_MARKER.length);
  const sf = ts.createSourceFile(`${id}.ts`, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const body = targetBody(sf);
  if (!body) throw new Error(`${id}: no function with a body before the tests`);
  const open = body.getStart(sf); // the "{"
  const indent = /^\n([ \t]*)/.exec(code.slice(open + 1));
  if (!indent) throw new Error(`${id}: the body's "{" must be followed by a newline`);
  const promptEnd = open + 1 + indent[0].length;
  // The closing "}" belongs to the suffix, as when an editor has auto-closed the brace: the
  // completion is the body's statements, and prompt + completion + suffix is the whole file.
  const close = body.end - 1;
  const bodyEnd = code.slice(0, close).trimEnd().length;
  return {
    id,
    prompt: code.slice(0, promptEnd),
    reference: code.slice(promptEnd, bodyEnd),
    suffix: code.slice(bodyEnd),
    tests,
  };
}

export function loadTasks(dir) {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".ts")).sort();
  if (files.length === 0) fail(`no task files (*.ts) in ${dir}`);
  return files.map((f) => parseTask(path.basename(f, ".ts"), fs.readFileSync(path.join(dir, f), "utf8")));
}

function runNode(file, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      output += `\n(killed after ${timeoutMs} ms)`;
    }, timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      const finished = output.includes(TESTS_DONE);
      if (code === 0 && !finished) output += "\nthe tests never ran to the end (is the function left open?)";
      resolve({ pass: code === 0 && finished, output: output.replace(TESTS_DONE, "") });
    });
  });
}

async function inParallel(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  });
  await Promise.all(workers);
  return results;
}

// The error's own message ("AssertionError ...: 3 !== 2"), not Node's stack preamble.
function failureSummary(text) {
  const lines = text.trim().split("\n");
  const at = lines.findIndex((l) => /^\w*Error\b|^not run:|^the tests never|killed after/.test(l.trim()));
  return lines.slice(at < 0 ? 0 : at, (at < 0 ? 0 : at) + 6).join("\n");
}

export async function checkCompletions(tasks, completions, { withTests = false, timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cpc-tasks-"));
  const chosen = tasks.filter((t) => Object.hasOwn(completions, t.id));
  // The user's file: prompt + completion + what followed the body. With --reference the tests are
  // type-checked too, to keep the task set itself honest.
  const texts = chosen.map((t) => ({
    name: path.join(dir, `${t.id}.ts`),
    text: withTests
      ? `${ASSERT_IMPORT}${t.prompt}${completions[t.id]}${t.suffix}\n${t.tests}`
      : t.prompt + completions[t.id] + t.suffix,
  }));
  const { results } = checkProgram({ texts });
  const diagnostics = new Map(results.map((r) => [r.name, [...r.syntactic, ...r.semantic]]));
  const runs = await inParallel(chosen, PARALLEL_TESTS, (t) => {
    const source = `${t.prompt}${completions[t.id]}${t.suffix}`;
    const program = `${ASSERT_IMPORT}${source}\n${t.tests}\nconsole.log("${TESTS_DONE}");\n`;
    const { outputText, diagnostics: syntaxErrors } = ts.transpileModule(program, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      reportDiagnostics: true,
    });
    // A program with syntax errors cannot pass: the emitter's error recovery is not the user's code.
    if (syntaxErrors.length > 0) {
      const first = ts.flattenDiagnosticMessageText(syntaxErrors[0].messageText, "\n");
      return Promise.resolve({ pass: false, output: `not run: syntax error TS${syntaxErrors[0].code}: ${first}` });
    }
    const file = path.join(dir, `${t.id}.mjs`);
    fs.writeFileSync(file, outputText);
    return runNode(file, timeoutMs);
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return chosen.map((t, i) => {
    const diags = diagnostics.get(path.resolve(texts[i].name)) ?? [];
    return {
      id: t.id,
      tsc_clean: diags.length === 0,
      diagnostics: diags.slice(0, 5).map((d) => `TS${d.code}: ${d.message.split("\n")[0]}`),
      tests_pass: runs[i].pass,
      test_error: runs[i].pass ? null : failureSummary(runs[i].output),
    };
  });
}

const USAGE =
  "usage: node run_tasks.mjs list | check (--reference | --completions FILE.json) [--tasks DIR] [--only ID,...] [--timeout-ms N]";

function option(args, name) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main() {
  const [mode, ...args] = process.argv.slice(2);
  const tasks = loadTasks(path.resolve(option(args, "--tasks") ?? DEFAULT_TASKS));
  if (mode === "list") {
    process.stdout.write(JSON.stringify(tasks) + "\n");
    return;
  }
  if (mode !== "check") fail(USAGE);
  let completions;
  if (args.includes("--reference")) completions = Object.fromEntries(tasks.map((t) => [t.id, t.reference]));
  else if (option(args, "--completions")) {
    completions = JSON.parse(fs.readFileSync(option(args, "--completions"), "utf8"));
  }
  else fail("check needs --reference or --completions FILE.json");
  const only = option(args, "--only");
  if (only) {
    const keep = new Set(only.split(","));
    completions = Object.fromEntries(Object.entries(completions).filter(([id]) => keep.has(id)));
  }
  const unknown = Object.keys(completions).filter((id) => !tasks.some((t) => t.id === id));
  if (unknown.length > 0) fail(`completions for unknown tasks: ${unknown.join(", ")}`);
  const timeoutMs = Number(option(args, "--timeout-ms") ?? DEFAULT_TIMEOUT_MS);
  const report = await checkCompletions(tasks, completions, { withTests: args.includes("--reference"), timeoutMs });
  process.stdout.write(JSON.stringify(report, null, 1) + "\n");
  const clean = report.filter((r) => r.tsc_clean).length;
  const pass = report.filter((r) => r.tests_pass).length;
  process.stderr.write(`${report.length} tasks: ${clean} tsc-clean, ${pass} pass their tests\n`);
  for (const r of report.filter((r) => !r.tsc_clean || !r.tests_pass)) {
    const types = r.tsc_clean ? "" : r.diagnostics.join("; ");
    const tests = r.tests_pass ? "" : r.test_error.split("\n")[0];
    process.stderr.write(`  ${r.id}: ${types} ${tests}\n`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
