/** A cancellation token source like VS Code's, for tests. */
export class FakeTokenSource {
  private listeners = new Set<() => unknown>();
  readonly token = {
    isCancellationRequested: false,
    onCancellationRequested: (listener: () => unknown) => {
      this.listeners.add(listener);
      return { dispose: () => this.listeners.delete(listener) };
    },
  };

  cancel(): void {
    if (this.token.isCancellationRequested) return;
    this.token.isCancellationRequested = true;
    for (const listener of [...this.listeners]) listener();
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}
