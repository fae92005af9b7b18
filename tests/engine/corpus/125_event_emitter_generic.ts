// A typed event emitter: keyof-indexed listener maps, generic methods constrained by an event
// map, once/off, and a small store built on it with a reducer and selectors.

type Listener<T> = (payload: T) => void;

class Emitter<Events extends Record<string, unknown>> {
  private listeners: { [K in keyof Events]?: Set<Listener<Events[K]>> } = {};

  on<K extends keyof Events>(event: K, fn: Listener<Events[K]>): () => void {
    const set = (this.listeners[event] ??= new Set());
    set.add(fn);
    return () => this.off(event, fn);
  }

  once<K extends keyof Events>(event: K, fn: Listener<Events[K]>): void {
    const off = this.on(event, (payload) => {
      off();
      fn(payload);
    });
  }

  off<K extends keyof Events>(event: K, fn: Listener<Events[K]>): void {
    this.listeners[event]?.delete(fn);
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): number {
    const set = this.listeners[event];
    if (!set) return 0;
    for (const fn of [...set]) fn(payload);
    return set.size;
  }
}

interface TodoEvents {
  added: { id: number; title: string };
  toggled: { id: number; done: boolean };
  cleared: undefined;
  [key: string]: unknown;
}

interface Todo {
  id: number;
  title: string;
  done: boolean;
}

type Action =
  | { type: "add"; title: string }
  | { type: "toggle"; id: number }
  | { type: "clear" };

interface State {
  todos: Todo[];
  nextId: number;
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "add":
      return {
        todos: [...state.todos, { id: state.nextId, title: action.title, done: false }],
        nextId: state.nextId + 1,
      };
    case "toggle":
      return {
        ...state,
        todos: state.todos.map((t) => (t.id === action.id ? { ...t, done: !t.done } : t)),
      };
    case "clear":
      return { ...state, todos: state.todos.filter((t) => !t.done) };
  }
}

class TodoStore {
  private state: State = { todos: [], nextId: 1 };
  readonly events = new Emitter<TodoEvents>();

  dispatch(action: Action): void {
    const before = this.state;
    this.state = reducer(this.state, action);
    if (action.type === "add") {
      const added = this.state.todos[this.state.todos.length - 1];
      if (added) this.events.emit("added", { id: added.id, title: added.title });
    } else if (action.type === "toggle") {
      const t = this.state.todos.find((x) => x.id === action.id);
      if (t) this.events.emit("toggled", { id: t.id, done: t.done });
    } else if (before.todos.length !== this.state.todos.length) {
      this.events.emit("cleared", undefined);
    }
  }

  select<R>(selector: (s: State) => R): R {
    return selector(this.state);
  }
}

const remaining = (s: State): number => s.todos.filter((t) => !t.done).length;
const titles = (s: State): string[] => s.todos.map((t) => t.title);

const store = new TodoStore();
const log: string[] = [];
const stop = store.events.on("added", ({ id, title }) => log.push(`+${id} ${title}`));
store.events.once("toggled", (p) => log.push(`~${p.id}=${p.done}`));
store.events.on("cleared", () => log.push("cleared"));

store.dispatch({ type: "add", title: "write tests" });
store.dispatch({ type: "add", title: "fix bug" });
store.dispatch({ type: "toggle", id: 1 });
store.dispatch({ type: "toggle", id: 2 });
stop();
store.dispatch({ type: "add", title: "ship" });
store.dispatch({ type: "clear" });

console.log(log.join("\n"));
console.log(store.select(remaining), store.select(titles).join(", "));
