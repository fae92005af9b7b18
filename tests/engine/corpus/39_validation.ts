// Red-team: validators with rule objects, type guards, assertion functions.
type ValidationResult = { valid: true } | { valid: false; errors: string[] };

interface Rule<T> {
  name: string;
  test(value: T): boolean;
  message?: string | ((value: T) => string);
}

class Validator<T> {
  private rules: Rule<T>[] = [];

  add(rule: Rule<T>): this {
    this.rules.push(rule);
    return this;
  }

  check(value: T): ValidationResult {
    const errors = this.rules
      .filter((r) => !r.test(value))
      .map((r) => {
        if (typeof r.message === "function") return r.message(value);
        return r.message ?? `failed: ${r.name}`;
      });
    return errors.length === 0 ? { valid: true } : { valid: false, errors };
  }
}

const minLength = (n: number): Rule<string> => ({
  name: "minLength",
  test: (s) => s.length >= n,
  message: (s) => `"${s}" is shorter than ${n}`,
});

const pattern = (re: RegExp, message: string): Rule<string> => ({
  name: "pattern",
  test(value) {
    return re.test(value);
  },
  message,
});

const emailValidator = new Validator<string>()
  .add(minLength(5))
  .add(pattern(/^[^@]+@[^@]+\.[a-z]+$/i, "not an email"));

interface SignupForm {
  username: string;
  email: string;
  age: number;
  acceptTerms: boolean;
  referral?: string;
}

type FormErrors<T> = { [K in keyof T]?: string[] };

function validateForm(form: SignupForm): FormErrors<SignupForm> {
  const errors: FormErrors<SignupForm> = {};
  const email = emailValidator.check(form.email);
  if (!email.valid) errors.email = email.errors;
  if (form.username.trim() === "") errors.username = ["required"];
  if (!Number.isInteger(form.age) || form.age < 13) {
    errors.age = [`invalid age ${form.age}`];
  }
  if (!form.acceptTerms) errors.acceptTerms = ["must accept"];
  if (form.referral !== undefined && form.referral.length > 20) {
    errors.referral = ["too long"];
  }
  return errors;
}

function hasErrors<T>(errors: FormErrors<T>): boolean {
  return Object.values(errors).some((list) => Array.isArray(list) && list.length > 0);
}

const form: SignupForm = { username: "bob", email: "bob@example.com", age: 30, acceptTerms: true };
const result = validateForm(form);
console.log(hasErrors(result), JSON.stringify(result));

function parseNumber(input: string): number | Error {
  const n = Number(input);
  return Number.isNaN(n) ? new Error(`not a number: ${input}`) : n;
}

const parsed = ["1", "x", "3.5"].map(parseNumber);
const good = parsed.filter((p): p is number => typeof p === "number");
const bad = parsed.filter((p): p is Error => p instanceof Error);
console.log(good.reduce((a, b) => a + b, 0), bad.map((e) => e.message));

function assert(condition: unknown, message = "assertion failed"): asserts condition {
  if (!condition) throw new Error(message);
}

function assertIsDefined<T>(value: T, name: string): asserts value is NonNullable<T> {
  if (value === undefined || value === null) {
    throw new Error(`${name} is not defined`);
  }
}

const maybe: string | undefined = form.referral ?? "none";
assertIsDefined(maybe, "maybe");
assert(maybe.length > 0);
console.log(maybe.toUpperCase());
