/**
 * What the status bar says, as a small state machine fed by server events.
 *
 * Sources: the `$/progress` of the model load (token `cpc-lsp/load-model`), the server's
 * `cpcLsp/status` notification, in-flight inline completion requests, the user's enable switch,
 * and the client's own view of the server process (starting, crashed for good).
 */

export const LOAD_MODEL_PROGRESS_TOKEN = 'cpc-lsp/load-model';
export const STATUS_NOTIFICATION = 'cpcLsp/status';

export type Phase = 'starting' | 'loading' | 'ready' | 'error';

/** `cpcLsp/status` params. */
export interface ServerStatus {
  state: 'loading' | 'ready' | 'error';
  message: string;
}

/** The `value` of a `$/progress` notification for a work-done progress. */
export type WorkDoneProgressValue =
  | { kind: 'begin'; title: string; message?: string; percentage?: number }
  | { kind: 'report'; message?: string; percentage?: number }
  | { kind: 'end'; message?: string };

export interface StatusView {
  text: string;
  tooltip: string;
  /** Errors get the error colour and a click opens the log. */
  isError: boolean;
}

export class StatusModel {
  private phase: Phase = 'starting';
  private percentage: number | undefined;
  private message = 'Starting the cpc-lsp server…';
  private inFlight = 0;
  private enabled = true;

  get current(): { phase: Phase; percentage: number | undefined; message: string; generating: boolean; enabled: boolean } {
    return {
      phase: this.phase,
      percentage: this.percentage,
      message: this.message,
      generating: this.phase === 'ready' && this.inFlight > 0,
      enabled: this.enabled,
    };
  }

  serverStarting(): void {
    this.phase = 'starting';
    this.percentage = undefined;
    this.message = 'Starting the cpc-lsp server…';
    this.inFlight = 0;
  }

  progress(value: WorkDoneProgressValue): void {
    if (this.phase === 'error') return; // an error stands until the server restarts
    switch (value.kind) {
      case 'begin':
        this.phase = 'loading';
        this.percentage = value.percentage;
        this.message = value.message ?? value.title;
        break;
      case 'report':
        this.phase = 'loading';
        if (value.percentage !== undefined) this.percentage = value.percentage;
        if (value.message !== undefined) this.message = value.message;
        break;
      case 'end':
        // The load is over; `cpcLsp/status` says whether it failed, possibly after this.
        if (this.phase === 'loading' || this.phase === 'starting') {
          this.phase = 'ready';
          this.percentage = undefined;
          this.message = value.message ?? 'Model loaded.';
        }
        break;
    }
  }

  serverStatus(status: ServerStatus): void {
    this.phase = status.state;
    this.message = status.message;
    if (status.state !== 'loading') this.percentage = undefined;
  }

  serverFailed(message: string): void {
    this.phase = 'error';
    this.message = message;
    this.percentage = undefined;
    this.inFlight = 0;
  }

  requestStarted(): void {
    this.inFlight += 1;
  }

  requestFinished(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
  }

  view(): StatusView {
    const now = this.current;
    if (now.phase === 'error') {
      return { text: '$(error) cpc-lsp', tooltip: `cpc-lsp error: ${now.message} (click to show the log)`, isError: true };
    }
    if (!now.enabled) {
      return { text: '$(circle-slash) cpc-lsp off', tooltip: 'cpc-lsp completions are disabled (command "cpc-lsp: Enable completions")', isError: false };
    }
    switch (now.phase) {
      case 'starting':
        return { text: '$(sync~spin) cpc-lsp', tooltip: now.message, isError: false };
      case 'loading': {
        const pct = now.percentage === undefined ? '' : ` ${Math.round(now.percentage)}%`;
        return { text: `$(sync~spin) cpc-lsp loading${pct}`, tooltip: `Loading model: ${now.message}`, isError: false };
      }
      case 'ready':
        return now.generating
          ? { text: '$(loading~spin) cpc-lsp', tooltip: 'cpc-lsp is generating a completion…', isError: false }
          : { text: '$(check) cpc-lsp', tooltip: `cpc-lsp ready. ${now.message}`.trim(), isError: false };
    }
  }
}
