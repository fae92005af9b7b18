import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countOffered, createInlineMiddleware } from '../../src/inlineMiddleware';
import { FakeTokenSource } from './fakeCancellation';

type Item = { insertText: string | { value: string } };

function harness(settings: { enabled: boolean; debounceMs: number }) {
  const events: string[] = [];
  const calls: string[] = [];
  const middleware = createInlineMiddleware({
    settings: () => settings,
    requestStarted: () => events.push('start'),
    requestFinished: () => events.push('finish'),
    offered: (n) => events.push(`offered ${n}`),
  });
  const next = async (document: string): Promise<{ items: Item[] }> => {
    calls.push(document);
    return { items: [{ insertText: `${document}-completion` }] };
  };
  return { middleware, next, events, calls };
}

test('a burst of keystrokes reaches the server once: only the last, uncancelled request', async () => {
  const { middleware, next, calls } = harness({ enabled: true, debounceMs: 30 });
  const sources = [new FakeTokenSource(), new FakeTokenSource(), new FakeTokenSource()];
  const results = sources.map((source, i) => {
    const pending = middleware(`keystroke${i}`, 0, {}, source.token, next);
    // VS Code cancels the previous request when the next keystroke arrives.
    if (i > 0) sources[i - 1].cancel();
    return pending;
  });
  sources[0].cancel();
  const settled = await Promise.all(results);
  assert.deepEqual(calls, ['keystroke2']);
  assert.equal(settled[0], null);
  assert.equal(settled[1], null);
  assert.deepEqual(settled[2], { items: [{ insertText: 'keystroke2-completion' }] });
});

test('disabled completions never reach the server', async () => {
  const { middleware, next, calls, events } = harness({ enabled: false, debounceMs: 0 });
  assert.equal(await middleware('doc', 0, {}, new FakeTokenSource().token, next), null);
  assert.deepEqual(calls, []);
  assert.deepEqual(events, []);
});

test('the status sees start and finish around the request, and the offered count', async () => {
  const { middleware, next, events } = harness({ enabled: true, debounceMs: 0 });
  await middleware('doc', 0, {}, new FakeTokenSource().token, next);
  assert.deepEqual(events, ['start', 'offered 1', 'finish']);
});

test('a request cancelled while the server works is dropped and not counted', async () => {
  const { middleware, events } = harness({ enabled: true, debounceMs: 0 });
  const source = new FakeTokenSource();
  const slow = async () => {
    source.cancel();
    return { items: [{ insertText: 'late' }] };
  };
  assert.equal(await middleware('doc', 0, {}, source.token, slow), null);
  assert.deepEqual(events, ['start', 'finish']);
});

test('a failing request still ends the "generating" state', async () => {
  const { middleware, events } = harness({ enabled: true, debounceMs: 0 });
  const failing = async (): Promise<{ items: Item[] }> => {
    throw new Error('connection closed');
  };
  await assert.rejects(middleware('doc', 0, {}, new FakeTokenSource().token, failing), /connection closed/);
  assert.deepEqual(events, ['start', 'finish']);
});

test('only non-empty items count as offered, for lists and arrays alike', () => {
  assert.equal(countOffered({ items: [{ insertText: '' }, { insertText: 'x' }, { insertText: { value: 'y' } }] }), 2);
  assert.equal(countOffered([{ insertText: 'a' }]), 1);
  assert.equal(countOffered(null), 0);
  assert.equal(countOffered({ items: [] }), 0);
});
