import { readFileSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
import * as path from "node:path";
import { EventEmitter } from "node:events";
import { createHash } from "node:crypto";

interface Options {
  input: string;
  outDir: string;
  verbose: boolean;
  maxBytes?: number;
}

function parseArgs(argv: string[]): Options {
  const opts: Options = { input: "", outDir: "dist", verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    switch (arg) {
      case "-v":
      case "--verbose":
        opts.verbose = true;
        break;
      case "-o":
        opts.outDir = argv[++i] ?? opts.outDir;
        break;
      case "--max":
        opts.maxBytes = Number(argv[++i]);
        break;
      default:
        if (arg.startsWith("-")) {
          console.error(`unknown flag ${arg}`);
          process.exit(2);
        }
        opts.input = arg;
    }
  }
  return opts;
}

class Progress extends EventEmitter {
  private done = 0;
  constructor(private readonly total: number) {
    super();
  }
  tick(file: string): void {
    this.done++;
    this.emit("tick", file, this.done / this.total);
    if (this.done === this.total) this.emit("end");
  }
}

function hashOf(buf: Buffer): string {
  return createHash("sha256").update(buf).digest("hex").slice(0, 12);
}

function ensureDir(dir: string): void {
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true });
  }
}

function processFile(file: string, opts: Options): { out: string; bytes: number } {
  const buf = readFileSync(file);
  if (opts.maxBytes !== undefined && buf.byteLength > opts.maxBytes) {
    throw new Error(`${file} is too large (${buf.byteLength} bytes)`);
  }
  const text = buf.toString("utf8").replace(/\r\n/g, "\n");
  const name = `${path.basename(file, path.extname(file))}.${hashOf(buf)}${path.extname(file)}`;
  const out = path.join(opts.outDir, name);
  writeFileSync(out, text, "utf8");
  return { out, bytes: Buffer.byteLength(text) };
}

function main(): number {
  const opts = parseArgs(process.argv.slice(2));
  if (!opts.input) {
    console.error("usage: tool [-v] [-o dir] file");
    return 1;
  }
  ensureDir(opts.outDir);
  const files = opts.input.split(",").map((f) => path.resolve(f.trim()));
  const progress = new Progress(files.length);
  progress.on("tick", (file: string, ratio: number) => {
    if (opts.verbose) console.log(`${(ratio * 100).toFixed(0)}% ${file}`);
  });
  progress.once("end", () => console.log("done"));
  let total = 0;
  for (const f of files) {
    try {
      total += processFile(f, opts).bytes;
    } catch (err) {
      console.error(err instanceof Error ? err.message : err);
      return 1;
    } finally {
      progress.tick(f);
    }
  }
  console.log(`wrote ${total} bytes to ${opts.outDir}`);
  return 0;
}

const timer: NodeJS.Timeout = setTimeout(() => console.warn("slow..."), 5000);
const started = process.hrtime.bigint();
process.on("exit", (code) => {
  clearTimeout(timer);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (process.env.DEBUG) console.log(`exit ${code} after ${ms.toFixed(1)} ms`);
});
process.exitCode = main();
