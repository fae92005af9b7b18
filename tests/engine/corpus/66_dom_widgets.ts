// A tiny DOM widget kit: lib calls with overloads, event listeners, loops over NodeLists, timers.
type Theme = "light" | "dark";
interface WidgetOptions {
  root?: HTMLElement | null;
  theme?: Theme;
  debounceMs?: number;
}

const debounce = <A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
};

class Counter {
  private count = 0;
  readonly el: HTMLButtonElement;
  private readonly label: HTMLSpanElement;

  constructor({ root = document.body, theme = "light", debounceMs = 0 }: WidgetOptions = {}) {
    this.el = document.createElement("button");
    this.label = document.createElement("span");
    this.el.className = `counter counter--${theme}`;
    this.el.append(this.label);
    const bump = debounceMs > 0 ? debounce(() => this.bump(), debounceMs) : () => this.bump();
    this.el.addEventListener("click", (e) => (e.shiftKey ? this.reset() : bump()));
    (root ?? document.body).appendChild(this.el);
    this.render();
  }

  get value(): number {
    return this.count;
  }

  bump(by = 1): this {
    this.count += by;
    return this.render();
  }

  reset(): this {
    this.count = 0;
    return this.render();
  }

  private render(): this {
    this.label.textContent = `${this.count} ${this.count === 1 ? "click" : "clicks"}`;
    this.el.dataset.count = String(this.count);
    return this;
  }
}

function applyTheme(theme: Theme, scope: ParentNode = document): number {
  let changed = 0;
  for (const el of scope.querySelectorAll<HTMLElement>("[data-themed]")) {
    el.classList.toggle("dark", theme === "dark");
    changed++;
  }
  const buttons = document.getElementsByTagName("button");
  for (let i = 0; i < buttons.length; i++) buttons[i].disabled = theme === "dark" ? false : buttons[i].disabled;
  return changed;
}

function formField(name: string, value: unknown): HTMLInputElement {
  const input = document.createElement("input");
  input.name = name;
  input.type = typeof value === "number" ? "number" : typeof value === "boolean" ? "checkbox" : "text";
  if (typeof value === "boolean") input.checked = value;
  else input.value = value === null || value === undefined ? "" : String(value);
  input.addEventListener("input", () => console.log(name, input.type === "checkbox" ? input.checked : input.value));
  return input;
}

const canvas = document.createElement("canvas");
const ctx = canvas.getContext("2d");
if (ctx) {
  ctx.fillStyle = "#123456";
  ctx.fillRect(0, 0, canvas.width / 2, canvas.height / 2);
}
const counter = new Counter({ theme: matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light", debounceMs: 10 });
counter.bump().bump(2);
const form = document.createElement("form");
for (const [name, value] of Object.entries({ title: "hello", count: 3, done: false, note: null })) form.append(formField(name, value));
document.addEventListener("keydown", (e: KeyboardEvent) => {
  if (e.key === "Escape") counter.reset();
});
const saved = localStorage.getItem("theme");
const theme: Theme = saved === "dark" || saved === "light" ? saved : "light";
console.log(applyTheme(theme), counter.value, ctx?.canvas.width ?? 0, form.elements.length);
