import './vscodeStub';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statusBarItems } from './vscodeStub';
import { StatusModel } from '../../src/status';
import { SHOW_LOG_COMMAND, StatusBar } from '../../src/statusBar';

test('the item is shown on the right and a click opens the log', () => {
  const bar = new StatusBar(new StatusModel());
  const item = statusBarItems.at(-1)!;
  assert.equal(item.visible, true);
  assert.equal(item.alignment, 2);
  assert.equal(item.command, SHOW_LOG_COMMAND);
  assert.match(item.text, /cpc-lsp/);
  bar.dispose();
  assert.equal(item.disposed, true);
});

test('updates redraw the item: loading percentage, error colour, then cleared on recovery', () => {
  const bar = new StatusBar(new StatusModel());
  const item = statusBarItems.at(-1)!;
  bar.update((m) => m.progress({ kind: 'begin', title: 'cpc-lsp: loading model', percentage: 25 }));
  assert.equal(item.text, '$(sync~spin) cpc-lsp loading 25%');
  assert.equal(item.backgroundColor, undefined);
  bar.update((m) => m.serverStatus({ state: 'error', message: 'out of memory' }));
  assert.equal((item.backgroundColor as unknown as { id: string }).id, 'statusBarItem.errorBackground');
  assert.match(String(item.tooltip), /out of memory/);
  bar.update((m) => m.serverStarting());
  bar.update((m) => m.serverStatus({ state: 'ready', message: 'ok' }));
  assert.equal(item.text, '$(check) cpc-lsp');
  assert.equal(item.backgroundColor, undefined);
});
