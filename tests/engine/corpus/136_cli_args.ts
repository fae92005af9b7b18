// A command-line argument parser: option specs with a mapped result type, short flag clusters,
// `--key=value`, repeatable options, subcommands, generated help and exit codes as an enum.

enum Exit {
  Ok = 0,
  Usage = 64,
  Software = 70,
}

type OptionKind = "boolean" | "string" | "number" | "list";

interface OptionSpec<K extends OptionKind = OptionKind> {
  kind: K;
  short?: string;
  description: string;
  default?: ValueOf<K>;
  required?: boolean;
}

type ValueOf<K extends OptionKind> = K extends "boolean" ? boolean : K extends "number" ? number : K extends "list" ? string[] : string;

type Specs = Record<string, OptionSpec>;
type Parsed<S extends Specs> = { [N in keyof S]: ValueOf<S[N]["kind"]> | undefined } & { _: string[] };

class UsageError extends Error {
  readonly exitCode = Exit.Usage;
}

function camel(flag: string): string {
  return flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

function parseArgs<S extends Specs>(specs: S, argv: readonly string[]): Parsed<S> {
  const out: Record<string, unknown> = { _: [] as string[] };
  const byShort = new Map<string, string>();
  for (const [name, spec] of Object.entries(specs)) {
    if (spec.short) byShort.set(spec.short, name);
    if (spec.default !== undefined) out[name] = spec.default;
  }
  const positional = out._ as string[];

  const assign = (name: string, raw: string | undefined, next: () => string | undefined) => {
    const spec = specs[name];
    if (!spec) throw new UsageError(`unknown option --${name}`);
    if (spec.kind === "boolean") {
      out[name] = raw === undefined ? true : !/^(false|0|no)$/i.test(raw);
      return;
    }
    const value = raw ?? next();
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    switch (spec.kind) {
      case "number": {
        const n = Number(value);
        if (Number.isNaN(n)) throw new UsageError(`--${name}: not a number: ${value}`);
        out[name] = n;
        break;
      }
      case "list":
        out[name] = [...((out[name] as string[] | undefined) ?? []), ...value.split(",")];
        break;
      default:
        out[name] = value;
    }
  };

  let i = 0;
  const next = () => argv[++i];
  for (; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      const flag = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
      if (flag.startsWith("no-") && specs[camel(flag.slice(3))]?.kind === "boolean") {
        out[camel(flag.slice(3))] = false;
        continue;
      }
      assign(camel(flag), eq === -1 ? undefined : arg.slice(eq + 1), next);
    } else if (arg.length > 1 && arg[0] === "-") {
      const cluster = arg.slice(1);
      for (let j = 0; j < cluster.length; j++) {
        const name = byShort.get(cluster[j]!);
        if (!name) throw new UsageError(`unknown flag -${cluster[j]}`);
        const rest = cluster.slice(j + 1);
        if (specs[name]?.kind !== "boolean" && rest) {
          assign(name, rest, next);
          break;
        }
        assign(name, undefined, next);
      }
    } else {
      positional.push(arg);
    }
  }
  const missing = Object.keys(specs).filter((k) => specs[k]?.required && out[k] === undefined);
  if (missing.length > 0) throw new UsageError(`missing required: ${missing.map((m) => `--${m}`).join(", ")}`);
  return out as Parsed<S>;
}

function help(command: string, specs: Specs): string {
  const rows = Object.entries(specs).map(([name, s]) => {
    const flags = [s.short ? `-${s.short}` : "", `--${name.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase())}`].filter(Boolean).join(", ");
    const def = s.default !== undefined ? ` (default: ${JSON.stringify(s.default)})` : "";
    return [flags + (s.kind === "boolean" ? "" : ` <${s.kind}>`), s.description + def] as const;
  });
  const width = Math.max(...rows.map(([f]) => f.length));
  return [`usage: ${command} [options] [files...]`, ...rows.map(([f, d]) => `  ${f.padEnd(width)}  ${d}`)].join("\n");
}

const specs = {
  verbose: { kind: "boolean", short: "v", description: "print more" },
  output: { kind: "string", short: "o", description: "output file", required: true },
  jobs: { kind: "number", short: "j", description: "parallel jobs", default: 1 },
  include: { kind: "list", short: "I", description: "include paths" },
} satisfies Specs;

function main(argv: readonly string[]): Exit {
  try {
    const opts = parseArgs(specs, argv);
    if (opts.verbose) console.log(help("build", specs));
    console.log(opts.output, opts.jobs, opts.include?.join(":") ?? "-", opts._.length);
    return Exit.Ok;
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(e.message);
      return e.exitCode;
    }
    console.error(e);
    return Exit.Software;
  }
}

const codes = [
  main(["-vj4", "--output=out.js", "-I", "src,lib", "--include", "vendor", "a.ts", "--", "-x"]),
  main(["--jobs", "many", "-o", "x"]),
  main(["--no-verbose", "-o", "y"]),
  main([]),
];
console.log(codes.map((c) => Exit[c]).join(" "));
