export class Stack<T> {
  private readonly items: T[] = [];

  push(item: T): void {
    this.items.push(item);
  }

  get size(): number {
    return this.items.length;
  }

  /**
   * Removes and returns the top item, or undefined when the stack is empty.
   */
  popOrUndefined(): T | undefined {
    return this.items.pop();
  }
}

/**
 * Pushes every item onto a new stack and pops them all, returning them in popped order.
 */
export function reverseWithStack<T>(items: readonly T[]): T[] {
  const stack = new Stack<T>();
  for (const item of items) stack.push(item);
  const out: T[] = [];
  while (stack.size > 0) out.push(stack.popOrUndefined() as T);
  return out;
}
//// tests
assert.deepEqual(reverseWithStack([1, 2, 3]), [3, 2, 1]);
assert.deepEqual(reverseWithStack([]), []);
