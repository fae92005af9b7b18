// Red-team: a reducer over an enum-tagged union, a store class, switch fallthrough.
enum ActionType {
  Add = "ADD",
  Remove = "REMOVE",
  Toggle = "TOGGLE",
  Clear = "CLEAR",
}

interface Todo {
  id: number;
  text: string;
  done: boolean;
}

type Action =
  | { type: ActionType.Add; text: string }
  | { type: ActionType.Remove; id: number }
  | { type: ActionType.Toggle; id: number }
  | { type: ActionType.Clear };

interface State {
  todos: Todo[];
  nextId: number;
  lastAction?: ActionType;
}

const initialState: State = { todos: [], nextId: 1 };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case ActionType.Add:
      return {
        ...state,
        todos: [...state.todos, { id: state.nextId, text: action.text, done: false }],
        nextId: state.nextId + 1,
        lastAction: action.type,
      };
    case ActionType.Remove:
      return { ...state, todos: state.todos.filter((t) => t.id !== action.id), lastAction: action.type };
    case ActionType.Toggle:
      return {
        ...state,
        todos: state.todos.map((t) => (t.id === action.id ? { ...t, done: !t.done } : t)),
      };
    case ActionType.Clear:
      return initialState;
    default: {
      const _exhaustive: never = action;
      return _exhaustive;
    }
  }
}

type Listener = (state: State) => void;

class StoreImpl {
  private state: State;
  private listeners = new Set<Listener>();

  constructor(private readonly reduce: (s: State, a: Action) => State, init: State) {
    this.state = init;
  }

  getState(): Readonly<State> {
    return this.state;
  }

  dispatch(action: Action): void {
    const prev = this.state;
    this.state = this.reduce(this.state, action);
    if (prev !== this.state) {
      this.listeners.forEach((l) => l(this.state));
    }
  }

  subscribe(listener: Listener): () => boolean {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

enum LightState {
  Red,
  Yellow,
  Green,
}

function nextLight(s: LightState): LightState {
  switch (s) {
    case LightState.Red:
      return LightState.Green;
    case LightState.Green:
      return LightState.Yellow;
    case LightState.Yellow:
    default:
      return LightState.Red;
  }
}

function describeLight(s: LightState): string {
  let text = "";
  switch (s) {
    case LightState.Red:
      text += "stop";
    // falls through
    case LightState.Yellow:
      text += " careful";
      break;
    case LightState.Green:
      text = "go";
      break;
  }
  return text.trim();
}

const store = new StoreImpl(reducer, initialState);
const unsubscribe = store.subscribe((s) => console.log(s.todos.length));
store.dispatch({ type: ActionType.Add, text: "learn TS" });
store.dispatch({ type: ActionType.Toggle, id: 1 });
store.dispatch({ type: ActionType.Remove, id: 1 });
unsubscribe();
console.log(store.getState().lastAction, nextLight(LightState.Red), describeLight(LightState.Red), LightState[0]);
const allTypes = Object.values(ActionType);
console.log(allTypes.includes(ActionType.Clear));
