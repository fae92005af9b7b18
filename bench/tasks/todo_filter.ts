export interface Todo {
  id: number;
  title: string;
  done: boolean;
  tags: string[];
}

/**
 * The titles of the todos that are not done and carry `tag`, in their original order.
 */
export function openTitlesWithTag(todos: readonly Todo[], tag: string): string[] {
  return todos.filter((t) => !t.done && t.tags.includes(tag)).map((t) => t.title);
}
//// tests
const todos: Todo[] = [
  { id: 1, title: "write", done: false, tags: ["work"] },
  { id: 2, title: "read", done: true, tags: ["work"] },
  { id: 3, title: "run", done: false, tags: ["home", "work"] },
];
assert.deepEqual(openTitlesWithTag(todos, "work"), ["write", "run"]);
assert.deepEqual(openTitlesWithTag(todos, "none"), []);
