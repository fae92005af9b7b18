// A tiny JSON schema validator: a recursive discriminated union of schema nodes, a validator
// that collects errors with JSON pointer paths, and defaults filled in from the schema.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

type Schema =
  | { type: "string"; minLength?: number; pattern?: string; enum?: readonly string[]; default?: string }
  | { type: "number"; minimum?: number; maximum?: number; integer?: boolean; default?: number }
  | { type: "boolean"; default?: boolean }
  | { type: "array"; items: Schema; maxItems?: number }
  | { type: "object"; properties: Record<string, Schema>; required?: readonly string[]; additional?: boolean }
  | { type: "union"; anyOf: readonly Schema[] };

interface ValidationError {
  path: string;
  message: string;
}

const pointer = (path: readonly (string | number)[]): string =>
  path.length === 0 ? "/" : "/" + path.map((p) => String(p).replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

function typeOf(v: Json): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}

function validate(schema: Schema, value: Json, path: (string | number)[] = [], errors: ValidationError[] = []): ValidationError[] {
  const err = (message: string) => errors.push({ path: pointer(path), message });
  switch (schema.type) {
    case "string":
      if (typeof value !== "string") {
        err(`expected string, got ${typeOf(value)}`);
        break;
      }
      if (schema.minLength !== undefined && value.length < schema.minLength) err(`shorter than ${schema.minLength}`);
      if (schema.pattern && !new RegExp(schema.pattern).test(value)) err(`does not match ${schema.pattern}`);
      if (schema.enum && !schema.enum.includes(value)) err(`not one of ${schema.enum.join("|")}`);
      break;
    case "number":
      if (typeof value !== "number") {
        err(`expected number, got ${typeOf(value)}`);
      } else {
        if (schema.integer && !Number.isInteger(value)) err("expected an integer");
        if (schema.minimum != null && value < schema.minimum) err(`below ${schema.minimum}`);
        if (schema.maximum != null && value > schema.maximum) err(`above ${schema.maximum}`);
      }
      break;
    case "boolean":
      if (typeof value !== "boolean") err(`expected boolean, got ${typeOf(value)}`);
      break;
    case "array":
      if (!Array.isArray(value)) {
        err(`expected array, got ${typeOf(value)}`);
        break;
      }
      if (schema.maxItems !== undefined && value.length > schema.maxItems) err(`more than ${schema.maxItems} items`);
      value.forEach((item, i) => validate(schema.items, item, [...path, i], errors));
      break;
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        err(`expected object, got ${typeOf(value)}`);
        break;
      }
      for (const key of schema.required ?? []) if (!(key in value)) err(`missing ${key}`);
      for (const [key, v] of Object.entries(value)) {
        const sub = schema.properties[key];
        if (sub) validate(sub, v, [...path, key], errors);
        else if (schema.additional === false) errors.push({ path: pointer([...path, key]), message: "not allowed" });
      }
      break;
    }
    case "union": {
      const attempts = schema.anyOf.map((s) => validate(s, value, path, []));
      if (!attempts.some((a) => a.length === 0)) err(`matches none of ${schema.anyOf.length} alternatives`);
      break;
    }
  }
  return errors;
}

function withDefaults(schema: Schema, value: Json | undefined): Json | undefined {
  if (value === undefined) {
    if ("default" in schema) return schema.default;
    if (schema.type === "object") return withDefaults(schema, {});
    return undefined;
  }
  if (schema.type === "object" && typeof value === "object" && value !== null && !Array.isArray(value)) {
    const out: { [key: string]: Json } = { ...value };
    for (const [key, sub] of Object.entries(schema.properties)) {
      const filled = withDefaults(sub, out[key]);
      if (filled !== undefined) out[key] = filled;
    }
    return out;
  }
  if (schema.type === "array" && Array.isArray(value)) {
    return value.map((v) => withDefaults(schema.items, v) ?? v);
  }
  return value;
}

const userSchema: Schema = {
  type: "object",
  required: ["name"],
  additional: false,
  properties: {
    name: { type: "string", minLength: 1 },
    age: { type: "number", integer: true, minimum: 0, default: 18 },
    email: { type: "string", pattern: "^[^@]+@[^@]+$" },
    tags: { type: "array", items: { type: "string", enum: ["a", "b"] }, maxItems: 3 },
    admin: { type: "boolean", default: false },
    id: { type: "union", anyOf: [{ type: "number" }, { type: "string", pattern: "^u\\d+$" }] },
  },
};

const inputs: Json[] = [
  { name: "Ann", email: "ann@example.com", tags: ["a"], id: 7 },
  { name: "", age: 3.5, tags: ["a", "c", "b", "a"], extra: true, id: "x1" },
  [1, 2, 3],
];
for (const input of inputs) {
  const errors = validate(userSchema, input);
  console.log(errors.length === 0 ? JSON.stringify(withDefaults(userSchema, input)) : errors.map((e) => `${e.path} ${e.message}`));
}
