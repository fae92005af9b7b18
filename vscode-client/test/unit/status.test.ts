import { test } from 'node:test';
import assert from 'node:assert/strict';
import { StatusModel } from '../../src/status';

test('a new model starts in the starting phase with a spinner', () => {
  const model = new StatusModel();
  assert.equal(model.current.phase, 'starting');
  assert.match(model.view().text, /sync~spin/);
});

test('model load progress shows the percentage, then ready when the progress ends', () => {
  const model = new StatusModel();
  model.progress({ kind: 'begin', title: 'cpc-lsp: loading model', percentage: 0 });
  assert.equal(model.view().text, '$(sync~spin) cpc-lsp loading 0%');
  model.progress({ kind: 'report', message: 'weights', percentage: 42.4 });
  assert.equal(model.view().text, '$(sync~spin) cpc-lsp loading 42%');
  assert.match(model.view().tooltip, /weights/);
  model.progress({ kind: 'end' });
  assert.equal(model.current.phase, 'ready');
  assert.equal(model.view().text, '$(check) cpc-lsp');
});

test('a progress without percentages shows no number', () => {
  const model = new StatusModel();
  model.progress({ kind: 'begin', title: 'cpc-lsp: loading model' });
  assert.equal(model.view().text, '$(sync~spin) cpc-lsp loading');
});

test('the status notification sets the phase directly', () => {
  const model = new StatusModel();
  model.serverStatus({ state: 'loading', message: 'converting GGUF' });
  assert.equal(model.current.phase, 'loading');
  model.serverStatus({ state: 'ready', message: 'SmolLM2-135M on cpu' });
  assert.equal(model.view().tooltip, 'cpc-lsp ready. SmolLM2-135M on cpu');
});

test('an error stays visible even when the load progress ends afterwards', () => {
  const model = new StatusModel();
  model.progress({ kind: 'begin', title: 'loading', percentage: 10 });
  model.serverStatus({ state: 'error', message: 'model not found: foo/bar' });
  model.progress({ kind: 'end', message: 'failed' });
  const view = model.view();
  assert.equal(view.isError, true);
  assert.match(view.tooltip, /model not found: foo\/bar/);
});

test('generating shows only while a request is in flight and the model is ready', () => {
  const model = new StatusModel();
  model.requestStarted(); // answered empty while loading: no "generating"
  assert.equal(model.current.generating, false);
  model.requestFinished();
  model.serverStatus({ state: 'ready', message: '' });
  model.requestStarted();
  model.requestStarted();
  assert.equal(model.view().text, '$(loading~spin) cpc-lsp');
  model.requestFinished();
  assert.equal(model.current.generating, true);
  model.requestFinished();
  model.requestFinished(); // an extra finish never goes negative
  assert.equal(model.view().text, '$(check) cpc-lsp');
  model.requestStarted();
  assert.equal(model.current.generating, true);
});

test('disabled shows "off" but an error still wins', () => {
  const model = new StatusModel();
  model.serverStatus({ state: 'ready', message: '' });
  model.setEnabled(false);
  assert.equal(model.view().text, '$(circle-slash) cpc-lsp off');
  model.serverFailed('crashed 5 times');
  assert.equal(model.view().isError, true);
});

test('a restart after a failure goes back to starting and forgets in-flight requests', () => {
  const model = new StatusModel();
  model.serverStatus({ state: 'ready', message: '' });
  model.requestStarted();
  model.serverFailed('connection lost');
  model.serverStarting();
  assert.equal(model.current.phase, 'starting');
  model.serverStatus({ state: 'ready', message: '' });
  assert.equal(model.current.generating, false);
});
