/**
 * The languageclient's own inline completion provider, wrapped: skip when disabled, debounce,
 * show "generating" while the server works, count what was offered. One provider, not two.
 */
import { CancellationLike, waitUnlessCancelled } from './debounce';

/** An inline completion item as the middleware sees it (vscode.InlineCompletionItem fits). */
export interface OfferedItem {
  insertText: string | { value: string };
}
export type InlineResult<I extends OfferedItem> = I[] | { items: I[] } | null | undefined;

export interface InlineMiddlewareDeps {
  settings(): { enabled: boolean; debounceMs: number };
  requestStarted(): void;
  requestFinished(): void;
  offered(items: number): void;
}

export type Next<D, P, C, T, I extends OfferedItem> =
  (document: D, position: P, context: C, token: T) => InlineResult<I> | PromiseLike<InlineResult<I>>;

export function countOffered<I extends OfferedItem>(result: InlineResult<I>): number {
  const items = Array.isArray(result) ? result : result?.items ?? [];
  return items.filter((item) => (typeof item.insertText === 'string' ? item.insertText : item.insertText.value) !== '').length;
}

export function createInlineMiddleware(deps: InlineMiddlewareDeps) {
  return async function provideInlineCompletionItems<D, P, C, T extends CancellationLike, I extends OfferedItem>(
    document: D, position: P, context: C, token: T, next: Next<D, P, C, T, I>,
  ): Promise<InlineResult<I>> {
    const { enabled, debounceMs } = deps.settings();
    if (!enabled) return null;
    if (!(await waitUnlessCancelled(debounceMs, token))) return null;
    deps.requestStarted();
    try {
      const result = await next(document, position, context, token);
      if (token.isCancellationRequested) return null; // superseded while the server worked
      deps.offered(countOffered(result));
      return result;
    } finally {
      deps.requestFinished();
    }
  };
}
