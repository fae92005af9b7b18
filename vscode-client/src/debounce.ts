/**
 * Waiting out a burst of keystrokes. VS Code asks for an inline completion on every keystroke and
 * cancels the previous request's token; waiting here first means only the last one reaches the server.
 */

/** The part of `vscode.CancellationToken` used here. */
export interface CancellationLike {
  readonly isCancellationRequested: boolean;
  onCancellationRequested(listener: () => unknown): { dispose(): unknown };
}

/** Resolves true after `ms` milliseconds, or false as soon as `token` is cancelled. */
export function waitUnlessCancelled(ms: number, token: CancellationLike): Promise<boolean> {
  if (token.isCancellationRequested) return Promise.resolve(false);
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const subscription = token.onCancellationRequested(() => {
      clearTimeout(timer);
      subscription.dispose();
      resolve(false);
    });
    const timer = setTimeout(() => {
      subscription.dispose();
      resolve(!token.isCancellationRequested);
    }, ms);
  });
}
