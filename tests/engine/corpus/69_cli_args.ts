// A command-line argument parser: overloads, string manipulation, Records, discriminated option specs, process.argv.
type OptionSpec =
  | { kind: "flag"; short?: string; describe: string }
  | { kind: "string"; short?: string; describe: string; default?: string }
  | { kind: "number"; short?: string; describe: string; default?: number; min?: number };

type Specs = Record<string, OptionSpec>;

type Parsed<S extends Specs> = {
  [K in keyof S]: S[K] extends { kind: "flag" } ? boolean : S[K] extends { kind: "number" } ? number | undefined : string | undefined;
};

class UsageError extends Error {
  override name = "UsageError";
}

function coerce(spec: OptionSpec, raw: string | undefined, name: string): string | number | boolean | undefined {
  switch (spec.kind) {
    case "flag":
      return raw === undefined ? true : !["0", "false", "no"].includes(raw.toLowerCase());
    case "number": {
      const n = raw === undefined ? spec.default : Number(raw);
      if (n !== undefined && (Number.isNaN(n) || (spec.min !== undefined && n < spec.min))) {
        throw new UsageError(`--${name} expects a number${spec.min !== undefined ? ` >= ${spec.min}` : ""}, got ${raw}`);
      }
      return n;
    }
    case "string":
      return raw ?? spec.default;
  }
}

function parseArgs<S extends Specs>(specs: S, argv: readonly string[]): { options: Parsed<S>; positional: string[] } {
  const shorts = new Map<string, string>();
  for (const [name, spec] of Object.entries(specs)) if (spec.short) shorts.set(spec.short, name);
  const values: Record<string, string | number | boolean | undefined> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      positional.push(...argv.slice(i + 1));
      break;
    }
    const long = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    const short = long ? null : /^-(\w)$/.exec(arg);
    const name = long ? long[1] : short ? shorts.get(short[1]) : undefined;
    if (name === undefined) {
      if (arg.startsWith("-")) throw new UsageError(`unknown option ${arg}`);
      positional.push(arg);
      continue;
    }
    const spec = specs[name];
    if (!spec) throw new UsageError(`unknown option --${name}`);
    const inline = long?.[2];
    const raw = spec.kind === "flag" ? inline : inline ?? argv[++i];
    values[name] = coerce(spec, raw, name);
  }
  for (const [name, spec] of Object.entries(specs)) if (!(name in values)) values[name] = spec.kind === "flag" ? false : coerce(spec, undefined, name);
  return { options: values as Parsed<S>, positional };
}

function usage(specs: Specs): string;
function usage(specs: Specs, width: number): string[];
function usage(specs: Specs, width?: number): string | string[] {
  const lines = Object.entries(specs).map(([name, { short, describe, kind }]) => {
    const left = `${short ? `-${short}, ` : "    "}--${name}${kind === "flag" ? "" : ` <${kind}>`}`;
    return `${left.padEnd(24)}${describe}`;
  });
  return width === undefined ? lines.join("\n") : lines.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
}

const specs = {
  verbose: { kind: "flag", short: "v", describe: "print more" },
  out: { kind: "string", short: "o", describe: "output file", default: "out.txt" },
  jobs: { kind: "number", short: "j", describe: "parallel jobs", default: 1, min: 1 },
} satisfies Specs;

try {
  const { options, positional } = parseArgs(specs, ["-v", "--jobs=4", "src", "-o", "dist/x.txt", "--", "--raw"]);
  const jobs: number = options.jobs ?? 1;
  const out: string = options.out ?? "-";
  console.log(options.verbose ? `verbose: ${jobs} jobs -> ${out}` : out, positional);
  parseArgs(specs, process.argv.slice(2));
} catch (e) {
  console.error(e instanceof UsageError ? `${e.message}\n${usage(specs)}` : e);
  console.error(usage(specs, 30).join("\n"));
}
