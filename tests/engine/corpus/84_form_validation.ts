// Form validation: a schema of validators keyed by field, mapped result types, Partial/Required/Pick, and field state objects.
type Validator<T> = (value: T, all: Readonly<Record<string, unknown>>) => string | null;

type Schema<T> = { [K in keyof T]-?: Validator<T[K]>[] };
type Errors<T> = Partial<Record<keyof T, string[]>>;
type Touched<T> = { [K in keyof T]?: boolean };

interface SignupForm {
  email: string;
  password: string;
  confirm: string;
  age: number;
  newsletter: boolean;
  referral?: string;
}

const required =
  (message = "required"): Validator<string> =>
  (v) =>
    v.trim() === "" ? message : null;
const minLength =
  (n: number): Validator<string> =>
  (v) =>
    v.length < n ? `at least ${n} characters` : null;
const pattern = (re: RegExp, message: string): Validator<string> => (v) => (re.test(v) ? null : message);
const range =
  (min: number, max: number): Validator<number> =>
  (v) =>
    Number.isFinite(v) && v >= min && v <= max ? null : `between ${min} and ${max}`;
const matches =
  (field: string): Validator<string> =>
  (v, all) =>
    v === all[field] ? null : `must match ${field}`;
const optional =
  <T>(...inner: Validator<T>[]): Validator<T | undefined> =>
  (v, all) => {
    if (v === undefined) return null;
    for (const check of inner) {
      const msg = check(v, all);
      if (msg) return msg;
    }
    return null;
  };

const signupSchema: Schema<SignupForm> = {
  email: [required(), pattern(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i, "not an email")],
  password: [required(), minLength(8), pattern(/\d/, "needs a digit")],
  confirm: [matches("password")],
  age: [range(13, 120)],
  newsletter: [],
  referral: [optional(minLength(3))],
};

function validate<T extends object>(values: T, schema: Schema<T>): Errors<T> {
  const errors: Errors<T> = {};
  const all = values as Readonly<Record<string, unknown>>;
  for (const key of Object.keys(schema) as (keyof T)[]) {
    const messages = schema[key].map((v) => v(values[key], all)).filter((m): m is string => m !== null);
    if (messages.length > 0) errors[key] = messages;
  }
  return errors;
}

class FormState<T extends object> {
  private touched: Touched<T> = {};
  private submitted = false;
  constructor(
    private values: T,
    private readonly schema: Schema<T>,
  ) {}

  set<K extends keyof T>(key: K, value: T[K]): void {
    this.values = { ...this.values, [key]: value };
    this.touched[key] = true;
  }

  get errors(): Errors<T> {
    return validate(this.values, this.schema);
  }

  visibleError(key: keyof T): string | undefined {
    return this.submitted || this.touched[key] ? this.errors[key]?.[0] : undefined;
  }

  submit(): { ok: true; values: Required<Pick<T, keyof T>> } | { ok: false; count: number } {
    this.submitted = true;
    const count = Object.values(this.errors).reduce((n: number, list) => n + ((list as string[] | undefined)?.length ?? 0), 0);
    return count === 0 ? { ok: true, values: this.values as Required<T> } : { ok: false, count };
  }
}

const form = new FormState<SignupForm>({ email: "", password: "", confirm: "", age: 0, newsletter: false }, signupSchema);
form.set("email", "ada@example.org");
form.set("password", "hunter22");
const early = form.visibleError("age");
form.set("age", 36);
const first = form.submit();
form.set("confirm", "hunter22");
form.set("referral", "ok");
const second = form.submit();
const summary = second.ok ? `welcome ${second.values.email.split("@")[0]}` : `${second.count} problems`;
console.log(early ?? "(hidden)", first.ok ? "ok" : first.count, summary, form.visibleError("referral") ?? "none");
