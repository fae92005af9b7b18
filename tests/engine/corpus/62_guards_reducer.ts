// A todo reducer with discriminated unions, user type guards (functions and methods), instanceof and `satisfies`.
type Todo = { id: number; title: string; done: boolean; due?: Date };

type Action =
  | { type: "add"; title: string; due?: Date }
  | { type: "toggle"; id: number }
  | { type: "remove"; id: number }
  | { type: "rename"; id: number; title: string }
  | { type: "clear" };

interface State {
  todos: readonly Todo[];
  nextId: number;
  filter: "all" | "open" | "done";
}

const initial = { todos: [], nextId: 1, filter: "all" } satisfies State;

const isTodo = (v: unknown): v is Todo =>
  typeof v === "object" && v !== null && "id" in v && "title" in v && typeof (v as Todo).done === "boolean";

function isAction(v: unknown): v is Action {
  return typeof v === "object" && v !== null && typeof (v as { type?: unknown }).type === "string";
}

class Guards {
  static isDate(v: unknown): v is Date {
    return v instanceof Date && !Number.isNaN(v.getTime());
  }
  isOverdue(t: Todo, now = new Date()): t is Todo & { due: Date } {
    return t.due !== undefined && t.due < now;
  }
}
const guards = new Guards();

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "add": {
      const todo: Todo = { id: state.nextId, title: action.title.trim(), done: false, due: Guards.isDate(action.due) ? action.due : undefined };
      return { ...state, todos: [...state.todos, todo], nextId: state.nextId + 1 };
    }
    case "toggle":
      return { ...state, todos: state.todos.map((t) => (t.id === action.id ? { ...t, done: !t.done } : t)) };
    case "remove":
      return { ...state, todos: state.todos.filter(({ id }) => id !== action.id) };
    case "rename":
      return { ...state, todos: state.todos.map((t) => (t.id === action.id ? { ...t, title: action.title } : t)) };
    case "clear":
      return initial;
    default: {
      const never: never = action;
      return never;
    }
  }
}

function visible({ todos, filter }: State): Todo[] {
  return todos.filter((t) => (filter === "all" ? true : filter === "done" ? t.done : !t.done));
}

function parseActions(json: string): Action[] {
  const raw: unknown = JSON.parse(json);
  if (!Array.isArray(raw)) return isAction(raw) ? [raw] : [];
  return raw.every(isAction) ? raw : raw.filter(isAction);
}

function describe(v: unknown): string {
  if (isTodo(v)) return `${v.done ? "[x]" : "[ ]"} ${v.title}`;
  if (Guards.isDate(v)) return v.toISOString();
  if (Array.isArray(v)) return `list(${v.length})`;
  if (v instanceof Map) return `map(${v.size})`;
  if (typeof v === "string" || typeof v === "number") return String(v);
  return typeof v;
}

let state: State = initial;
const actions = parseActions('[{"type":"add","title":"write tests"},{"type":"add","title":"ship"},{"type":"toggle","id":1}]');
for (const a of actions) state = reducer(state, a);
state = reducer(state, { type: "add", title: "  taxes ", due: new Date(2000, 0, 1) });
state = reducer(state, { type: "rename", id: 2, title: "ship it" });
const overdue = state.todos.filter((t) => guards.isOverdue(t));
for (const t of state.todos) if (guards.isOverdue(t)) console.log("overdue since", t.due.getFullYear());
console.log(visible(state).map(describe), overdue.length, describe(new Map()), describe([1, 2]), describe(null));
