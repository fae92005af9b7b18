// The real TypeScript compiler as the ground truth for the engine's tests and the task checker.
// One place holds the compiler options so every check in the project means the same "tsc-clean".
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
export const ts = require("typescript");

const here = path.dirname(fileURLToPath(import.meta.url));

// `tsc --strict --noEmit` as a user of a modern Node + browser project would run it.
// moduleResolution "bundler": with `types: ["node"]` a lone file under the default (classic)
// resolution fails inside @types/node itself. moduleDetection "force": every file is its own module,
// so many unrelated files can share one program without their top-level names colliding.
export const STRICT_OPTIONS = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: [
    "lib.es2023.d.ts",
    "lib.dom.d.ts",
    "lib.dom.iterable.d.ts",
    "lib.esnext.disposable.d.ts",
    "lib.esnext.decorators.d.ts",
  ],
  types: ["node"],
  typeRoots: [path.join(here, "node_modules", "@types")],
  allowImportingTsExtensions: true,
  esModuleInterop: true,
  skipLibCheck: false,
};

function diagnosticToJson(d) {
  return {
    code: d.code,
    start: d.start ?? null,
    length: d.length ?? null,
    message: ts.flattenDiagnosticMessageText(d.messageText, "\n"),
  };
}

// Pure parse: no program, no lib, so thousands of texts cost milliseconds each.
export function syntaxDiagnostics(name, text) {
  const sf = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return sf.parseDiagnostics.map(diagnosticToJson);
}

// The same program printed by the compiler's own printer: other spacing, line breaks, quotes and
// parentheses, optionally without comments. A second, differently formatted valid text.
export function reprint(name, text, { removeComments = false } = {}) {
  const sf = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return ts.createPrinter({ removeComments, newLine: ts.NewLineKind.LineFeed }).printFile(sf);
}

// One program over all the given roots; `texts` are in-memory files that shadow the disk.
// Returns, per root, the parser's diagnostics and the checker's under STRICT_OPTIONS.
export function checkProgram({ files = [], texts = [], options = {} }) {
  const { program, roots } = createProgram({ files, texts, options });
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map(diagnosticToJson);
  const results = roots.map((root) => {
    const sf = program.getSourceFile(root);
    if (!sf) return { name: root, missing: true, syntactic: [], semantic: [] };
    return {
      name: root,
      syntactic: program.getSyntacticDiagnostics(sf).map(diagnosticToJson),
      semantic: program.getSemanticDiagnostics(sf).map(diagnosticToJson),
    };
  });
  return { global, results };
}

// The program itself (and its root paths), for tools that ask the checker more than diagnostics.
export function createProgram({ files = [], texts = [], options = {} }) {
  const memory = new Map(texts.map((t) => [path.resolve(t.name), t.text]));
  const compilerOptions = { ...STRICT_OPTIONS, ...options };
  const host = ts.createCompilerHost(compilerOptions, true);
  const readFromDisk = host.readFile.bind(host);
  const existsOnDisk = host.fileExists.bind(host);
  host.readFile = (f) => (memory.has(path.resolve(f)) ? memory.get(path.resolve(f)) : readFromDisk(f));
  host.fileExists = (f) => memory.has(path.resolve(f)) || existsOnDisk(f);
  const getSourceFileFromDisk = host.getSourceFile.bind(host);
  host.getSourceFile = (f, lang, onError, create) => {
    const key = path.resolve(f);
    if (memory.has(key)) return ts.createSourceFile(f, memory.get(key), lang, true);
    return getSourceFileFromDisk(f, lang, onError, create);
  };
  const roots = [...files.map((f) => path.resolve(f)), ...memory.keys()];
  return { program: ts.createProgram({ rootNames: roots, options: compilerOptions, host }), roots };
}
