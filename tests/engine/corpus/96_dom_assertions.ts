// DOM code with many `!` and `as` assertions, querySelector generics, events, canvas, observers.

const $ = <E extends Element = HTMLElement>(selector: string, root: ParentNode = document) =>
  root.querySelector<E>(selector);
const $$ = <E extends Element = HTMLElement>(selector: string, root: ParentNode = document) =>
  Array.from(root.querySelectorAll<E>(selector));

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== undefined) el.setAttribute(name, value);
  }
  el.append(...children);
  return el;
}

const app = document.getElementById("app")!;
const form = $<HTMLFormElement>("form#search")!;
const input = form.elements.namedItem("q") as HTMLInputElement;
const results = $("#results") as HTMLUListElement | null;
const canvas = document.querySelector("canvas")!;
const ctx = canvas.getContext("2d")!;

form.addEventListener("submit", (event: SubmitEvent) => {
  event.preventDefault();
  const data = new FormData(form);
  const query = (data.get("q") as string | null)?.trim() ?? "";
  if (!query) {
    input.setCustomValidity("Please type something");
    input.reportValidity();
    return;
  }
  input.setCustomValidity("");
  render(query.split(/\s+/));
});

function render(words: string[]): void {
  if (!results) return;
  results.replaceChildren(
    ...words.map((w, i) => h("li", { "data-index": String(i), class: i % 2 ? "odd" : "even" }, w)),
  );
}

app.addEventListener("click", (e) => {
  const target = e.target as HTMLElement;
  const item = target.closest<HTMLLIElement>("li[data-index]");
  if (!item) return;
  const index = Number(item.dataset.index!);
  item.classList.toggle("selected", index >= 0);
  item.style.setProperty("--hue", `${(index * 47) % 360}`);
});

document.addEventListener("keydown", (e: KeyboardEvent) => {
  if (e.key === "Escape" && document.activeElement instanceof HTMLInputElement) {
    document.activeElement.blur();
  } else if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === "k") {
    e.preventDefault();
    input.focus();
    input.select();
  }
});

function drawBars(values: number[]): void {
  const { width, height } = canvas;
  ctx.clearRect(0, 0, width, height);
  const max = Math.max(...values, 1);
  const barWidth = width / values.length;
  values.forEach((v, i) => {
    const barHeight = (v / max) * (height - 20);
    ctx.fillStyle = `hsl(${(i * 360) / values.length} 70% 50%)`;
    ctx.fillRect(i * barWidth + 2, height - barHeight, barWidth - 4, barHeight);
    ctx.fillStyle = "#222";
    ctx.font = "10px sans-serif";
    ctx.textAlign = "center";
    ctx.fillText(String(v), i * barWidth + barWidth / 2, height - barHeight - 4);
  });
}

const resize = new ResizeObserver((entries) => {
  for (const entry of entries) {
    const box = entry.contentRect;
    canvas.width = Math.floor(box.width * devicePixelRatio);
    canvas.height = Math.floor(box.height * devicePixelRatio);
  }
  drawBars([3, 7, 2, 9, 4]);
});
resize.observe(canvas.parentElement!);

const seen = new IntersectionObserver(
  (entries, observer) => {
    entries
      .filter((e) => e.isIntersecting)
      .forEach((e) => {
        (e.target as HTMLImageElement).src = (e.target as HTMLImageElement).dataset.src ?? "";
        observer.unobserve(e.target);
      });
  },
  { rootMargin: "200px" },
);
$$<HTMLImageElement>("img[data-src]").forEach((img) => seen.observe(img));

const template = document.querySelector<HTMLTemplateElement>("#row-template");
if (template) {
  const fragment = template.content.cloneNode(true) as DocumentFragment;
  fragment.querySelector(".name")!.textContent = "Ada";
  (fragment.querySelector(".age") as HTMLElement).innerText = "36";
  app.appendChild(fragment);
}

let dragStart: { x: number; y: number } | null = null;
canvas.addEventListener("pointerdown", (e) => {
  dragStart = { x: e.offsetX, y: e.offsetY };
  canvas.setPointerCapture(e.pointerId);
});
canvas.addEventListener("pointerup", (e) => {
  if (!dragStart) return;
  const dx = e.offsetX - dragStart.x;
  const dy = e.offsetY - dragStart.y;
  dragStart = null;
  console.log(`dragged ${Math.hypot(dx, dy).toFixed(1)}px`);
});

const stored = localStorage.getItem("prefs");
const prefs = stored ? (JSON.parse(stored) as { dark?: boolean }) : {};
document.documentElement.dataset.theme = prefs.dark ? "dark" : "light";
window.addEventListener("storage", (e) => {
  if (e.key === "prefs" && e.newValue) location.reload();
});

requestAnimationFrame((time) => {
  document.title = `ready in ${Math.round(time)}ms`;
});
