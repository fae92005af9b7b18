/**
 * Local acceptance counting. The server tags each item with the command `cpcLsp.accepted` and the
 * completion's id; VS Code runs it when the user accepts the ghost text. Counts go to the output
 * channel only: nothing leaves the machine.
 */

export const ACCEPTED_COMMAND = 'cpcLsp.accepted';

export interface LogSink {
  appendLine(line: string): void;
}

export class AcceptanceCounter {
  private shownCount = 0;
  private acceptedCount = 0;

  constructor(private readonly log: LogSink) {}

  get shown(): number {
    return this.shownCount;
  }

  get accepted(): number {
    return this.acceptedCount;
  }

  /** Called with the number of non-empty items handed to VS Code for display. */
  offered(items: number): void {
    if (items <= 0) return;
    this.shownCount += items;
  }

  /** The `cpcLsp.accepted` command handler. */
  acceptedCompletion(completionId: unknown): void {
    this.acceptedCount += 1;
    const id = typeof completionId === 'string' ? completionId : JSON.stringify(completionId ?? null);
    this.log.appendLine(`[accepted] completion ${id}: ${this.summary()}`);
  }

  summary(): string {
    const rate = this.shownCount === 0 ? 0 : (100 * this.acceptedCount) / this.shownCount;
    return `${this.acceptedCount} accepted of ${this.shownCount} shown (${rate.toFixed(1)}%)`;
  }
}
