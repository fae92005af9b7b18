/**
 * The extension's requests against the real `cpc-lsp --stdio` with the embedded SmolLM2 model:
 * initialize with the extension's options, didOpen, didChange, inlineCompletion, supersede, cancel,
 * didChangeConfiguration. One server for the whole file; the model loads once.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CancellationTokenSource,
  InitializeResult,
  InlineCompletionItem,
  InlineCompletionList,
  ResponseError,
  LSPErrorCodes,
  TextDocumentSyncKind,
} from 'vscode-languageserver-protocol/node';
import { readSettings, toDidChangeConfigurationParams, toServerOptions } from '../../src/settings';
import { LspSession, findServer } from './lspSession';

const URI = 'file:///tmp/cpc-lsp-integration/sum.ts';
// Line 14 is `  return ` when opened; the test then types `tot`, as a user would, one change at a time.
const DOCUMENT = [
  'interface Point {',
  '  x: number;',
  '  y: number;',
  '}',
  '',
  'function lengthOf(p: Point): number {',
  '  return Math.sqrt(p.x * p.x + p.y * p.y);',
  '}',
  '',
  'function sum(numbers: number[]): number {',
  '  let total = 0;',
  '  for (const n of numbers) {',
  '    total += n;',
  '  }',
  '  return ',
  '}',
  '',
].join('\n');
const RETURN_LINE = 14;
const WORD_START = '  return '.length; // 9

// The extension's own settings code builds the options; only the generation budget is cut for speed.
const settings = readSettings({ get: <T>(key: string) => ({ maxTokens: 12 } as Record<string, unknown>)[key] as T }).settings;

let session: LspSession;
let initializeResult: InitializeResult;
let earlyAnswer: InlineCompletionList | InlineCompletionItem[] | null;
let version = 1;

function itemsOf(result: InlineCompletionList | InlineCompletionItem[] | null): InlineCompletionItem[] {
  if (result === null) return [];
  return Array.isArray(result) ? result : result.items;
}

function requestAtCursor(character: number, token?: CancellationTokenSource) {
  const params = {
    textDocument: { uri: URI },
    position: { line: RETURN_LINE, character },
    context: { triggerKind: 2 /* Automatic: as VS Code sends while typing */ },
  };
  type Answer = InlineCompletionList | InlineCompletionItem[] | null;
  // An `undefined` token argument would be sent as a second parameter, so pass it only when there is one.
  return token === undefined
    ? session.connection.sendRequest<Answer>('textDocument/inlineCompletion', params)
    : session.connection.sendRequest<Answer>('textDocument/inlineCompletion', params, token.token);
}

async function type(text: string, atCharacter: number): Promise<void> {
  version += 1;
  await session.connection.sendNotification('textDocument/didChange', {
    textDocument: { uri: URI, version },
    contentChanges: [{
      range: { start: { line: RETURN_LINE, character: atCharacter }, end: { line: RETURN_LINE, character: atCharacter } },
      text,
    }],
  });
}

/** A superseded or cancelled request: an empty answer, or the protocol's RequestCancelled error. */
async function answeredAsCancelled(pending: Promise<InlineCompletionList | InlineCompletionItem[] | null>): Promise<boolean> {
  try {
    return itemsOf(await pending).length === 0;
  } catch (error) {
    return error instanceof ResponseError && error.code === LSPErrorCodes.RequestCancelled;
  }
}

before(async () => {
  session = new LspSession(findServer());
  initializeResult = await session.initialize(toServerOptions(settings));
  await session.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri: URI, languageId: 'typescript', version, text: DOCUMENT },
  });
  // Sent at once, while the model is still loading.
  earlyAnswer = await requestAtCursor(WORD_START);
  await session.waitForStatus(['ready', 'error'], 150_000);
}, { timeout: 180_000 });

after(async () => {
  await session?.close();
});

test('initialize advertises inline completion and incremental sync', () => {
  const capabilities = initializeResult.capabilities;
  assert.ok(capabilities.inlineCompletionProvider, 'inlineCompletionProvider missing');
  const sync = capabilities.textDocumentSync;
  const change = typeof sync === 'object' ? sync.change : sync;
  assert.equal(change, TextDocumentSyncKind.Incremental);
});

test('a request before the model is ready answers empty', () => {
  assert.deepEqual(itemsOf(earlyAnswer), []);
  assert.equal(session.statuses[0]?.state, 'loading');
});

test('the model load reports progress, then the ready status', () => {
  const ready = session.statuses.find((s) => s.state === 'ready' || s.state === 'error');
  assert.equal(ready?.state, 'ready', `server status: ${JSON.stringify(session.statuses)}`);
  assert.equal(session.progress[0]?.kind, 'begin');
  assert.equal(session.progress.at(-1)?.kind, 'end');
  const percentages = session.progress.flatMap((p) => ('percentage' in p && p.percentage !== undefined ? [p.percentage] : []));
  assert.ok(percentages.every((p, i) => p >= 0 && p <= 100 && (i === 0 || p >= percentages[i - 1])), `percentages ${percentages}`);
});

test('completing mid-word offers text that starts with the typed part and replaces it', async () => {
  await type('to', WORD_START);
  await type('t', WORD_START + 2);
  const items = itemsOf(await requestAtCursor(WORD_START + 3));
  assert.equal(items.length, 1, 'expected one completion');
  const [item] = items;
  const insertText = typeof item.insertText === 'string' ? item.insertText : item.insertText.value;
  const range = item.range!;
  // The range covers what was typed of the word (the server may start it one pre-token earlier,
  // at the space before `tot`) and ends at the cursor; the insert text starts with exactly that
  // text, so accepting replaces the typed part instead of duplicating it.
  assert.equal(range.start.line, RETURN_LINE);
  assert.equal(range.end.line, RETURN_LINE);
  assert.equal(range.end.character, WORD_START + 3);
  assert.ok(range.start.character <= WORD_START && range.start.character >= WORD_START - 1, `range ${JSON.stringify(range)}`);
  const typedLine = '  return tot';
  const replaced = typedLine.slice(range.start.character, range.end.character);
  assert.ok(insertText.startsWith(replaced) && insertText.length > replaced.length,
    `insertText ${JSON.stringify(insertText)} does not extend the replaced ${JSON.stringify(replaced)}`);
  assert.equal(item.command?.command, 'cpcLsp.accepted');
  assert.equal(typeof item.command?.arguments?.[0], 'string');
});

test('a newer request for the same document supersedes the older one', async () => {
  const older = requestAtCursor(WORD_START + 3);
  const newer = requestAtCursor(WORD_START + 3);
  assert.equal(await answeredAsCancelled(older), true, 'the superseded request still produced a completion');
  assert.equal(itemsOf(await newer).length, 1);
});

test('$/cancelRequest ends a request without a completion', async () => {
  const source = new CancellationTokenSource();
  const pending = requestAtCursor(WORD_START + 3, source);
  setTimeout(() => source.cancel(), 20);
  assert.equal(await answeredAsCancelled(pending), true);
});

test('didChangeConfiguration changes how much is generated', async () => {
  const long = itemsOf(await requestAtCursor(WORD_START + 3))[0];
  await session.connection.sendNotification('workspace/didChangeConfiguration',
    toDidChangeConfigurationParams({ ...settings, maxTokens: 1 }));
  const short = itemsOf(await requestAtCursor(WORD_START + 3))[0];
  const longText = String(long.insertText);
  const shortText = String(short?.insertText ?? '');
  // Greedy decoding: one token is a prefix of the twelve-token completion.
  assert.ok(longText.startsWith(shortText) && shortText.length < longText.length,
    `1 token ${JSON.stringify(shortText)} vs 12 tokens ${JSON.stringify(longText)}`);
  await session.connection.sendNotification('workspace/didChangeConfiguration', toDidChangeConfigurationParams(settings));
});
