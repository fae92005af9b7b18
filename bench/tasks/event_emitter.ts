type Listener<T> = (payload: T) => void;

export class Emitter<T> {
  private listeners: Listener<T>[] = [];

  on(listener: Listener<T>): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /**
   * Calls every listener with `payload` in subscription order and returns how many were called.
   */
  emit(payload: T): number {
    for (const listener of [...this.listeners]) listener(payload);
    return this.listeners.length;
  }
}
//// tests
const emitter = new Emitter<string>();
const seen: string[] = [];
const off = emitter.on((p) => seen.push("a" + p));
emitter.on((p) => seen.push("b" + p));
assert.equal(emitter.emit("1"), 2);
off();
assert.equal(emitter.emit("2"), 1);
assert.deepEqual(seen, ["a1", "b1", "b2"]);
