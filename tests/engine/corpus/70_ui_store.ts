// A framework-free UI store: action creators `as const`, a reducer over a discriminated union, selectors and listeners.
type Theme = "light" | "dark" | "system";

interface Toast {
  readonly id: number;
  text: string;
  level: "info" | "warn" | "error";
}

interface UiState {
  readonly theme: Theme;
  readonly sidebarOpen: boolean;
  readonly toasts: readonly Toast[];
  readonly selection: ReadonlySet<string>;
  readonly lastError?: string;
}

const actions = {
  setTheme: (theme: Theme) => ({ type: "theme/set", theme }) as const,
  toggleSidebar: () => ({ type: "sidebar/toggle" }) as const,
  pushToast: (text: string, level: Toast["level"] = "info") => ({ type: "toast/push", text, level }) as const,
  dismissToast: (id: number) => ({ type: "toast/dismiss", id }) as const,
  select: (ids: string[], additive = false) => ({ type: "selection/set", ids, additive }) as const,
  fail: (error: unknown) => ({ type: "error", error }) as const,
};

type ActionOf<T> = T extends Record<string, (...args: any[]) => infer R> ? R : never;
type UiAction = ActionOf<typeof actions>;

let toastSeq = 0;

function assertNever(x: never, where: string): never {
  throw new Error(`unhandled ${where}: ${JSON.stringify(x)}`);
}

function reduce(state: UiState, action: UiAction): UiState {
  switch (action.type) {
    case "theme/set":
      return state.theme === action.theme ? state : { ...state, theme: action.theme };
    case "sidebar/toggle":
      return { ...state, sidebarOpen: !state.sidebarOpen };
    case "toast/push": {
      const toast: Toast = { id: ++toastSeq, text: action.text, level: action.level };
      return { ...state, toasts: [...state.toasts.slice(-4), toast] };
    }
    case "toast/dismiss":
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.id) };
    case "selection/set": {
      const next = new Set(action.additive ? state.selection : []);
      for (const id of action.ids) next.add(id);
      return { ...state, selection: next };
    }
    case "error": {
      const message = action.error instanceof Error ? action.error.message : String(action.error);
      return { ...state, lastError: message };
    }
    default:
      return assertNever(action, "action");
  }
}

type Listener = (state: UiState, prev: UiState) => void;

class Store {
  #state: UiState;
  #listeners = new Set<Listener>();
  #dispatching = false;

  constructor(initial: UiState) {
    this.#state = initial;
  }

  get state(): UiState {
    return this.#state;
  }

  dispatch(action: UiAction): void {
    if (this.#dispatching) throw new Error("reducers may not dispatch");
    const prev = this.#state;
    this.#dispatching = true;
    try {
      this.#state = reduce(prev, action);
    } finally {
      this.#dispatching = false;
    }
    if (prev !== this.#state) this.#listeners.forEach((l) => l(this.#state, prev));
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  select<R>(selector: (s: UiState) => R, onChange: (value: R) => void): () => void {
    let last = selector(this.#state);
    return this.subscribe((s) => {
      const value = selector(s);
      if (!Object.is(value, last)) {
        last = value;
        onChange(value);
      }
    });
  }
}

const store = new Store({ theme: "system", sidebarOpen: true, toasts: [], selection: new Set() });
const errorCount = { value: 0 };
const unsubscribe = store.select(
  (s) => s.lastError,
  (err) => {
    if (err !== undefined) errorCount.value++;
  },
);
const visibleToasts = (s: UiState) => s.toasts.filter((t) => t.level !== "info").map((t) => t.text.toUpperCase());

store.dispatch(actions.setTheme("dark"));
store.dispatch(actions.pushToast("Saved"));
store.dispatch(actions.pushToast("Disk almost full", "warn"));
store.dispatch(actions.select(["a", "b"]));
store.dispatch(actions.select(["c"], true));
store.dispatch(actions.fail(new RangeError("out of range")));
unsubscribe();

const summary: string = [
  store.state.theme,
  store.state.sidebarOpen ? "open" : "closed",
  visibleToasts(store.state).join(","),
  [...store.state.selection].sort().join("+"),
  `${errorCount.value}`,
].join(" | ");
console.log(summary);
