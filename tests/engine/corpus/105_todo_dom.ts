// A small todo app wired to the DOM, fetch and localStorage.

interface Todo {
  id: number;
  title: string;
  done: boolean;
  tags?: string[];
}

type Filter = "all" | "open" | "done";

const STORAGE_KEY = "todos.v1";
const API = new URL("/api/todos", location.origin);

const list = document.querySelector<HTMLUListElement>("#todos")!;
const input = document.getElementById("new-todo") as HTMLInputElement;
const counter = document.querySelector(".counter");
const filters = document.querySelectorAll<HTMLButtonElement>("[data-filter]");

let todos: Todo[] = load();
let filter: Filter = "all";
let controller: AbortController | null = null;

function load(): Todo[] {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as Todo[]) : [];
  } catch {
    return [];
  }
}

function save(): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(todos));
}

function visible(): Todo[] {
  switch (filter) {
    case "open":
      return todos.filter((t) => !t.done);
    case "done":
      return todos.filter((t) => t.done);
    default:
      return todos;
  }
}

function render(): void {
  list.replaceChildren();
  const frag = document.createDocumentFragment();
  for (const todo of visible()) {
    const li = document.createElement("li");
    li.dataset.id = String(todo.id);
    li.className = todo.done ? "done" : "";
    const box = document.createElement("input");
    box.type = "checkbox";
    box.checked = todo.done;
    box.addEventListener("change", () => toggle(todo.id));
    const label = document.createElement("span");
    label.textContent = todo.title;
    label.title = (todo.tags ?? []).join(", ");
    const del = document.createElement("button");
    del.textContent = "×";
    del.setAttribute("aria-label", `delete ${todo.title}`);
    del.onclick = (ev: MouseEvent) => {
      ev.stopPropagation();
      remove(todo.id);
    };
    li.append(box, label, del);
    frag.appendChild(li);
  }
  list.appendChild(frag);
  if (counter) {
    const open = todos.filter((t) => !t.done).length;
    counter.textContent = `${open} item${open === 1 ? "" : "s"} left`;
  }
  filters.forEach((b) => b.classList.toggle("active", b.dataset.filter === filter));
}

function add(title: string): void {
  const id = todos.reduce((m, t) => Math.max(m, t.id), 0) + 1;
  todos = [...todos, { id, title: title.trim(), done: false }];
  save();
  render();
}

function toggle(id: number): void {
  todos = todos.map((t) => (t.id === id ? { ...t, done: !t.done } : t));
  save();
  render();
}

function remove(id: number): void {
  todos = todos.filter((t) => t.id !== id);
  save();
  render();
}

async function sync(): Promise<void> {
  controller?.abort();
  controller = new AbortController();
  const timeout = window.setTimeout(() => controller?.abort(), 8000);
  try {
    const res = await fetch(API, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(todos),
      signal: controller.signal,
    });
    if (!res.ok) {
      throw new Error(`sync failed: ${res.status} ${res.statusText}`);
    }
    const body = (await res.json()) as { saved: number };
    console.info(`saved ${body.saved}`);
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") return;
    console.error(err);
  } finally {
    clearTimeout(timeout);
  }
}

input.addEventListener("keydown", (e: KeyboardEvent) => {
  if (e.key === "Enter" && input.value.trim() !== "") {
    add(input.value);
    input.value = "";
  } else if (e.key === "Escape") {
    input.blur();
  }
});

filters.forEach((button) => {
  button.addEventListener("click", () => {
    const f = button.dataset.filter;
    if (f === "all" || f === "open" || f === "done") {
      filter = f;
      render();
    }
  });
});

list.addEventListener("dblclick", (e) => {
  const target = e.target as HTMLElement;
  const li = target.closest("li");
  if (!li) return;
  const id = Number(li.dataset.id);
  const todo = todos.find((t) => t.id === id);
  if (todo) {
    const next = prompt("Rename", todo.title);
    if (next !== null) {
      todo.title = next;
      save();
      render();
    }
  }
});

window.addEventListener("storage", (e: StorageEvent) => {
  if (e.key === STORAGE_KEY) {
    todos = load();
    render();
  }
});

const fmt = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
document.title = `Todos — ${fmt.format(new Date())}`;
const observer = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    entry.target.classList.toggle("in-view", entry.isIntersecting);
  }
});
observer.observe(list);
requestAnimationFrame(() => render());
setInterval(() => void sync(), 60_000);
