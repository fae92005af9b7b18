/**
 * How often a crashed server is restarted: at most `maxRestarts` crashes within `windowMs`,
 * after which it stays down and the status bar says so (a model that fails to load every time
 * must not respawn forever).
 */

export class RestartBudget {
  private crashes: number[] = [];

  constructor(readonly maxRestarts = 4, readonly windowMs = 3 * 60 * 1000) {}

  /** Records a crash at `now` and says whether to restart. */
  crashed(now: number): boolean {
    this.crashes = this.crashes.filter((t) => now - t < this.windowMs);
    this.crashes.push(now);
    return this.crashes.length <= this.maxRestarts;
  }

  /** A deliberate restart (the user's command) starts with a fresh budget. */
  reset(): void {
    this.crashes = [];
  }

  explain(): string {
    return `The cpc-lsp server stopped ${this.crashes.length} times within ${Math.round(this.windowMs / 60000)} minutes ` +
      'and will not be restarted automatically. See the log, fix the cause, then run "cpc-lsp: Restart server".';
  }
}
