/**
 * The extension itself — activate(), vscode-languageclient, the middleware, the status bar and the
 * accept command — inside a fake VS Code host, against the real `cpc-lsp --stdio`. The test does
 * what VS Code does: opens a document, sends the edit, asks the registered inline completion
 * provider, and runs the item's command when the user accepts.
 */
import { CancellationTokenSource, FakeTextDocument, InlineCompletionItem, InlineCompletionList, Position, Range, Uri, host, inlineProviderFor, openDocument } from './fakeVscodeHost';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { activate, deactivate } from '../../src/extension';
import { REPOSITORY_ROOT } from './lspSession';

const RETURN_LINE = 14;
const TEXT = [
  'interface Point {', '  x: number;', '  y: number;', '}', '',
  'function lengthOf(p: Point): number {', '  return Math.sqrt(p.x * p.x + p.y * p.y);', '}', '',
  'function sum(numbers: number[]): number {', '  let total = 0;', '  for (const n of numbers) {', '    total += n;', '  }',
  '  return ', '}', '',
].join('\n');

const subscriptions: { dispose(): unknown }[] = [];
let document: FakeTextDocument;
let oneTokenCompletion: string | undefined; // with maxTokens 1, set by the settings test

function statusText(): string {
  return host.statusBarItems[0]?.text ?? '';
}

function waitForStatus(pattern: RegExp, timeoutMs: number): Promise<void> {
  if (pattern.test(statusText())) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      host.events.off('status', listener);
      reject(new Error(`status bar never showed ${pattern} within ${timeoutMs} ms; it showed ${JSON.stringify(host.statusBarItems[0]?.history)}; ` +
        `log: ${host.outputChannels[0]?.lines.slice(-20).join('\n')}`));
    }, timeoutMs);
    const listener = (text: string) => {
      if (!pattern.test(text)) return;
      clearTimeout(timer);
      host.events.off('status', listener);
      resolve();
    };
    host.events.on('status', listener);
  });
}

/** Asks for ghost text at `position` as VS Code does while typing. */
async function ask(position: Position, source = new CancellationTokenSource()) {
  const provider = inlineProviderFor(document);
  return await provider.provideInlineCompletionItems(document, position, { triggerKind: 1, selectedCompletionInfo: undefined }, source.token) as
    InlineCompletionList | InlineCompletionItem[] | null | undefined;
}

function itemsOf(result: InlineCompletionList | InlineCompletionItem[] | null | undefined): InlineCompletionItem[] {
  if (!result) return [];
  return Array.isArray(result) ? result : result.items;
}

function typeText(text: string, at: Position): void {
  host.onDidChange.fire(document.edit(new Range(at, at), text));
}

before(async () => {
  host.workspaceFolders = [{ uri: Uri.file(REPOSITORY_ROOT), name: 'cpc-lsp', index: 0 }];
  host.settings = { 'cpcLsp.maxTokens': 12, 'cpcLsp.debounceMs': 50 };
  if (process.env.CPC_LSP_SERVER) host.settings['cpcLsp.serverPath'] = process.env.CPC_LSP_SERVER;
  await activate({ subscriptions } as never);
  await waitForStatus(/^\$\(check\) cpc-lsp$|\$\(error\)/, 150_000);
  document = openDocument('/tmp/cpc-lsp-extension-test/sum.ts', 'typescript', TEXT);
}, { timeout: 180_000 });

after(async () => {
  await deactivate();
  for (const item of subscriptions) item.dispose();
});

test('activation registers the commands and the inline completion provider for TypeScript', () => {
  for (const id of ['cpcLsp.accepted', 'cpcLsp.enable', 'cpcLsp.disable', 'cpcLsp.restartServer', 'cpcLsp.showLog']) {
    assert.ok(host.commands.has(id), `command ${id} missing`);
  }
  assert.doesNotThrow(() => inlineProviderFor(document));
  assert.equal(host.inlineProviders.length, 1, 'one provider: the languageclient\'s, not a second one');
});

test('the status bar showed the model loading with a percentage, then ready', () => {
  const history = host.statusBarItems[0].history;
  assert.ok(history.some((text) => /loading \d+%/.test(text)), JSON.stringify(history));
  assert.equal(statusText(), '$(check) cpc-lsp', JSON.stringify(history));
  assert.equal(host.statusBarItems[0].command, 'cpcLsp.showLog');
});

test('typing mid-word gives ghost text that replaces the typed part; accepting it is counted', async () => {
  typeText('tot', new Position(RETURN_LINE, 9));
  const before = host.statusBarItems[0].history.length;
  const items = itemsOf(await ask(new Position(RETURN_LINE, 12)));
  assert.equal(items.length, 1);
  const [item] = items;
  assert.ok(item instanceof InlineCompletionItem && item.range instanceof Range);
  const insertText = String(item.insertText);
  const replaced = document.lineAt(RETURN_LINE).text.slice(item.range!.start.character, item.range!.end.character);
  assert.equal(item.range!.end.character, 12);
  assert.ok(replaced.endsWith('tot') && insertText.startsWith(replaced) && insertText.length > replaced.length,
    `${JSON.stringify(insertText)} replacing ${JSON.stringify(replaced)}`);
  assert.ok(host.statusBarItems[0].history.slice(before).includes('$(loading~spin) cpc-lsp'), 'no "generating" state shown');
  assert.equal(statusText(), '$(check) cpc-lsp');

  assert.equal(item.command?.command, 'cpcLsp.accepted');
  await host.commands.get(item.command!.command)!(...(item.command!.arguments ?? []));
  const log = host.outputChannels[0].lines;
  assert.ok(log.includes(`[accepted] completion ${item.command!.arguments![0]}: 1 accepted of 1 shown (100.0%)`), log.slice(-5).join('\n'));
});

test('a keystroke that supersedes the request cancels it before it reaches the server', async () => {
  const first = new CancellationTokenSource();
  const older = ask(new Position(RETURN_LINE, 12), first);
  first.cancel(); // VS Code cancels the previous request on the next keystroke
  const newer = ask(new Position(RETURN_LINE, 12));
  assert.deepEqual(itemsOf(await older), []);
  assert.equal(itemsOf(await newer).length, 1);
});

test('disabling stops asking the server and shows "off"; enabling brings ghost text back', async () => {
  await host.commands.get('cpcLsp.disable')!();
  assert.equal(statusText(), '$(circle-slash) cpc-lsp off');
  const history = host.statusBarItems[0].history.length;
  assert.deepEqual(itemsOf(await ask(new Position(RETURN_LINE, 12))), []);
  assert.equal(host.statusBarItems[0].history.length, history, 'a disabled request still went to the server');
  await host.commands.get('cpcLsp.enable')!();
  assert.equal(statusText(), '$(check) cpc-lsp');
  assert.equal(itemsOf(await ask(new Position(RETURN_LINE, 12))).length, 1);
});

test('a changed setting reaches the running server', async () => {
  const long = String(itemsOf(await ask(new Position(RETURN_LINE, 12)))[0].insertText);
  host.settings['cpcLsp.maxTokens'] = 1;
  host.onDidChangeConfiguration.fire({ affectsConfiguration: (section: string) => section === 'cpcLsp' });
  const short = String(itemsOf(await ask(new Position(RETURN_LINE, 12)))[0]?.insertText ?? '');
  oneTokenCompletion = short;
  assert.ok(long.startsWith(short) && short.length < long.length, `1 token ${JSON.stringify(short)} vs 12 ${JSON.stringify(long)}`);
});

test('a server that dies is restarted with the current settings and serves ghost text again', { timeout: 180_000 }, async () => {
  const children = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n').filter((line) => line.includes('cpc-lsp')).map((line) => Number.parseInt(line.trim(), 10));
  assert.equal(children.length, 1, `expected the one server process, found ${children}`);
  const restarted = waitForStatus(/^\$\(sync~spin\) cpc-lsp$/, 30_000);
  process.kill(children[0], 'SIGKILL');
  await restarted;
  await waitForStatus(/^\$\(check\) cpc-lsp$/, 150_000);
  assert.ok(host.outputChannels[0].lines.includes('[server] the server stopped; restarting it'));
  // maxTokens is still 1 from the settings test: the new process must have been told so.
  const items = itemsOf(await ask(new Position(RETURN_LINE, 12)));
  assert.equal(items.length, 1);
  assert.equal(String(items[0].insertText), oneTokenCompletion);
});
