// Red-team: a Node CLI (fs/path/events from @types/node): argument parsing switch, CSV/JSON conversion, EventEmitter subclass.
import { readFileSync, existsSync, writeFileSync } from "fs";
import * as path from "path";
import { EventEmitter } from "events";

interface CliOptions {
  input: string;
  output?: string;
  verbose: boolean;
  format: "json" | "csv";
  limit: number;
}

class ArgError extends Error {
  constructor(message: string, public readonly flag?: string) {
    super(message);
  }
}

function parseArgs(argv: string[]): CliOptions {
  const opts: Partial<CliOptions> = { verbose: false, format: "json", limit: Infinity };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new ArgError(`missing value for ${arg}`, arg);
      return v;
    };
    switch (arg) {
      case "-i":
      case "--input":
        opts.input = next();
        break;
      case "-o":
      case "--output":
        opts.output = next();
        break;
      case "-v":
      case "--verbose":
        opts.verbose = true;
        break;
      case "--format": {
        const f = next();
        if (f !== "json" && f !== "csv") throw new ArgError(`bad format ${f}`, arg);
        opts.format = f;
        break;
      }
      case "--limit":
        opts.limit = Number.parseInt(next(), 10);
        if (Number.isNaN(opts.limit)) throw new ArgError("limit must be a number", arg);
        break;
      default:
        if (arg.startsWith("-")) throw new ArgError(`unknown flag ${arg}`, arg);
        opts.input ??= arg;
    }
  }
  if (!opts.input) throw new ArgError("no input given");
  return opts as CliOptions;
}

type Row = Record<string, string>;

class Converter extends EventEmitter {
  constructor(private readonly options: CliOptions) {
    super();
  }

  private log(...parts: unknown[]): void {
    if (this.options.verbose) console.error("[convert]", ...parts);
  }

  parseCsv(text: string): Row[] {
    const [header, ...lines] = text.split(/\r?\n/).filter((l) => l.trim() !== "");
    if (!header) return [];
    const cols = header.split(",").map((c) => c.trim());
    return lines.slice(0, this.options.limit).map((line, n) => {
      const cells = line.split(",");
      if (cells.length !== cols.length) this.emit("warning", `line ${n + 2}: ${cells.length} cells`);
      return Object.fromEntries(cols.map((c, i) => [c, (cells[i] ?? "").trim()]));
    });
  }

  toCsv(rows: Row[]): string {
    const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const escape = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    return [cols.join(","), ...rows.map((r) => cols.map((c) => escape(r[c] ?? "")).join(","))].join("\n");
  }

  run(): string {
    const file = path.resolve(process.cwd(), this.options.input);
    if (!existsSync(file)) throw new ArgError(`no such file: ${file}`);
    const text = readFileSync(file, "utf8");
    const ext = path.extname(file).toLowerCase();
    this.log("reading", file, ext);
    const rows: Row[] = ext === ".json" ? (JSON.parse(text) as Row[]) : this.parseCsv(text);
    const out = this.options.format === "json" ? JSON.stringify(rows, null, 2) : this.toCsv(rows);
    if (this.options.output) {
      writeFileSync(this.options.output, out, { encoding: "utf8" });
      this.log(`wrote ${out.length} chars to ${this.options.output}`);
    }
    return out;
  }
}

function main(argv: string[]): number {
  try {
    const options = parseArgs(argv);
    const converter = new Converter(options);
    converter.on("warning", (msg: string) => console.warn(msg));
    const out = converter.run();
    if (!options.output) process.stdout.write(out + "\n");
    return 0;
  } catch (err) {
    if (err instanceof ArgError) {
      console.error(`error: ${err.message}${err.flag ? ` (${err.flag})` : ""}`);
      return 2;
    }
    console.error(err);
    return 1;
  }
}

if (process.argv.length > 100) process.exitCode = main(process.argv.slice(2));
