import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitUnlessCancelled } from '../../src/debounce';
import { FakeTokenSource } from './fakeCancellation';

test('waiting out the delay resolves true and leaves no listener behind', async () => {
  const source = new FakeTokenSource();
  const started = Date.now();
  assert.equal(await waitUnlessCancelled(40, source.token), true);
  assert.ok(Date.now() - started >= 35);
  assert.equal(source.listenerCount, 0);
});

test('a cancellation during the wait resolves false at once', async () => {
  const source = new FakeTokenSource();
  const started = Date.now();
  const waiting = waitUnlessCancelled(5000, source.token);
  setTimeout(() => source.cancel(), 10);
  assert.equal(await waiting, false);
  assert.ok(Date.now() - started < 1000);
});

test('an already cancelled token resolves false without waiting', async () => {
  const source = new FakeTokenSource();
  source.cancel();
  assert.equal(await waitUnlessCancelled(5000, source.token), false);
});

test('a zero delay does not wait', async () => {
  const source = new FakeTokenSource();
  assert.equal(await waitUnlessCancelled(0, source.token), true);
});
