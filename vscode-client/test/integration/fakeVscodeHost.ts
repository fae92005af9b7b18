/**
 * Just enough of the `vscode` API for the extension and vscode-languageclient to run in Node:
 * documents, configuration, commands, status bar, output channel, and the inline completion
 * provider registry. Importing this file makes `require('vscode')` return it. The test then plays
 * the editor: it opens and edits documents and asks the registered provider for ghost text, the
 * way VS Code does. API the extension does not use is answered by a no-op (recorded in `unstubbed`).
 */
import Module = require('module');
import { EventEmitter as NodeEvents } from 'node:events';

type Listener<T> = (event: T) => unknown;

export class Disposable {
  static from(...items: { dispose(): unknown }[]): Disposable {
    return new Disposable(() => items.forEach((item) => item.dispose()));
  }
  constructor(private readonly callOnDispose: () => unknown = () => undefined) {}
  dispose(): void {
    this.callOnDispose();
  }
}

export class EventEmitter<T> {
  private listeners = new Set<Listener<T>>();
  readonly event = (listener: Listener<T>, thisArg?: unknown): Disposable => {
    const bound = thisArg === undefined ? listener : listener.bind(thisArg);
    this.listeners.add(bound);
    return new Disposable(() => this.listeners.delete(bound));
  };
  fire(event: T): void {
    for (const listener of [...this.listeners]) listener(event);
  }
  dispose(): void {
    this.listeners.clear();
  }
}

export class Position {
  constructor(readonly line: number, readonly character: number) {}
}

export class Range {
  readonly start: Position;
  readonly end: Position;
  constructor(a: Position | number, b: Position | number, c?: number, d?: number) {
    this.start = typeof a === 'number' ? new Position(a, b as number) : a;
    this.end = typeof a === 'number' ? new Position(c!, d!) : (b as Position);
  }
}

export class Uri {
  private constructor(readonly scheme: string, readonly path: string) {}
  static file(path: string): Uri {
    return new Uri('file', path);
  }
  static parse(value: string): Uri {
    const match = /^([a-z][a-z0-9+.-]*):(?:\/\/)?(.*)$/i.exec(value);
    return match ? new Uri(match[1], match[2]) : new Uri('file', value);
  }
  get fsPath(): string {
    return this.path;
  }
  toString(): string {
    return `${this.scheme}://${this.path}`;
  }
  with(change: { scheme?: string; path?: string }): Uri {
    return new Uri(change.scheme ?? this.scheme, change.path ?? this.path);
  }
}

export class SnippetString {
  constructor(readonly value: string) {}
}

export class InlineCompletionItem {
  constructor(
    readonly insertText: string | SnippetString,
    readonly range?: Range,
    readonly command?: { title: string; command: string; arguments?: unknown[] },
  ) {}
  filterText?: string;
}

export class InlineCompletionList {
  constructor(readonly items: InlineCompletionItem[]) {}
}

export class CancellationTokenSource {
  private emitter = new EventEmitter<void>();
  readonly token = {
    isCancellationRequested: false,
    onCancellationRequested: this.emitter.event,
  };
  cancel(): void {
    if (this.token.isCancellationRequested) return;
    this.token.isCancellationRequested = true;
    this.emitter.fire();
  }
  dispose(): void {
    this.emitter.dispose();
  }
}

export class CancellationError extends Error {}
export class ThemeColor {
  constructor(readonly id: string) {}
}

/** A text document whose text the test edits; offsets and positions are UTF-16, as in VS Code. */
export class FakeTextDocument {
  version = 1;
  isClosed = false;
  isDirty = false;
  isUntitled = false;
  readonly eol = 1;
  constructor(readonly uri: Uri, readonly languageId: string, private text: string) {}
  get fileName(): string {
    return this.uri.fsPath;
  }
  get lineCount(): number {
    return this.text.split('\n').length;
  }
  getText(): string {
    return this.text;
  }
  offsetAt(position: Position): number {
    const lines = this.text.split('\n');
    let offset = 0;
    for (let i = 0; i < position.line; i++) offset += lines[i].length + 1;
    return offset + position.character;
  }
  positionAt(offset: number): Position {
    const before = this.text.slice(0, offset).split('\n');
    return new Position(before.length - 1, before[before.length - 1].length);
  }
  lineAt(line: number): { text: string } {
    return { text: this.text.split('\n')[line] };
  }
  /** Replaces `range` by `text`, as typing does, and returns the change event VS Code would fire. */
  edit(range: Range, text: string) {
    const rangeOffset = this.offsetAt(range.start);
    const rangeLength = this.offsetAt(range.end) - rangeOffset;
    this.text = this.text.slice(0, rangeOffset) + text + this.text.slice(rangeOffset + rangeLength);
    this.version += 1;
    return { document: this, contentChanges: [{ range, rangeOffset, rangeLength, text }], reason: undefined };
  }
}

export class FakeStatusBarItem {
  text = '';
  tooltip: unknown;
  command: unknown;
  name: string | undefined;
  backgroundColor: unknown;
  readonly history: string[] = [];
  show(): void {}
  hide(): void {}
  dispose(): void {}
}

export class FakeLogOutputChannel {
  readonly lines: string[] = [];
  readonly logLevel = 2;
  readonly onDidChangeLogLevel = new EventEmitter<number>().event;
  constructor(readonly name: string) {}
  append(value: string): void {
    this.lines.push(value);
  }
  appendLine(value: string): void {
    this.lines.push(value);
  }
  trace(message: string): void {
    this.lines.push(`[trace] ${message}`);
  }
  debug(message: string): void {
    this.lines.push(`[debug] ${message}`);
  }
  info(message: string): void {
    this.lines.push(`[info] ${message}`);
  }
  warn(message: string): void {
    this.lines.push(`[warn] ${message}`);
  }
  error(message: unknown): void {
    this.lines.push(`[error] ${String(message)}`);
  }
  replace(value: string): void {
    this.lines.splice(0, this.lines.length, value);
  }
  clear(): void {}
  show(): void {}
  hide(): void {}
  dispose(): void {}
}

type Provider = {
  provideInlineCompletionItems(document: unknown, position: Position, context: unknown, token: unknown): unknown;
};

/** What the test sees and drives. */
export const host = {
  settings: {} as Record<string, unknown>,
  workspaceFolders: [] as { uri: Uri; name: string; index: number }[],
  documents: [] as FakeTextDocument[],
  commands: new Map<string, (...args: unknown[]) => unknown>(),
  statusBarItems: [] as FakeStatusBarItem[],
  outputChannels: [] as FakeLogOutputChannel[],
  inlineProviders: [] as { selector: unknown; provider: Provider }[],
  messages: [] as string[],
  unstubbed: new Set<string>(),
  onDidOpen: new EventEmitter<FakeTextDocument>(),
  onDidChange: new EventEmitter<unknown>(),
  onDidClose: new EventEmitter<FakeTextDocument>(),
  onDidChangeConfiguration: new EventEmitter<{ affectsConfiguration(section: string): boolean }>(),
  events: new NodeEvents(),
};

function matches(selector: unknown, document: FakeTextDocument): number {
  const filters = Array.isArray(selector) ? selector : [selector];
  return filters.some((f) => typeof f === 'string'
    ? f === document.languageId
    : (f.language === undefined || f.language === document.languageId) && (f.scheme === undefined || f.scheme === document.uri.scheme))
    ? 10 : 0;
}

function configuration(section?: string) {
  const prefix = section ? `${section}.` : '';
  return {
    get<T>(key: string, fallback?: T): T | undefined {
      const value = host.settings[prefix + key];
      return (value === undefined ? fallback : value) as T | undefined;
    },
    has: (key: string) => prefix + key in host.settings,
    inspect: () => undefined,
    async update(key: string, value: unknown): Promise<void> {
      host.settings[prefix + key] = value;
      host.onDidChangeConfiguration.fire({ affectsConfiguration: (s: string) => (prefix + key).startsWith(s) });
    },
  };
}

/** A namespace object whose unknown members are recorded no-ops returning a Disposable. */
function lenient<T extends object>(name: string, known: T): T {
  return new Proxy(known, {
    get(target, property, receiver) {
      if (property in target || typeof property === 'symbol') return Reflect.get(target, property, receiver);
      host.unstubbed.add(`${name}.${String(property)}`);
      return () => new Disposable();
    },
  });
}

class Named {}
const api = {
  __esModule: true, // so `__importStar(require('vscode'))` keeps this object (and its Proxy) as is
  version: '1.91.0',
  Disposable, EventEmitter, Position, Range, Uri, SnippetString, InlineCompletionItem, InlineCompletionList,
  CancellationTokenSource, CancellationError, ThemeColor,
  // Classes vscode-languageclient extends at load time; unused by inline completion.
  CallHierarchyItem: Named, CodeAction: Named, CodeLens: Named, CompletionItem: Named, Diagnostic: Named,
  DocumentLink: Named, InlayHint: Named, SymbolInformation: Named, TypeHierarchyItem: Named,
  TabInputText: Named, TabInputTextDiff: Named, TabInputNotebook: Named, TabInputCustom: Named,
  StatusBarAlignment: { Left: 1, Right: 2 },
  ConfigurationTarget: { Global: 1, Workspace: 2, WorkspaceFolder: 3 },
  ProgressLocation: { SourceControl: 1, Window: 10, Notification: 15 },
  LogLevel: { Off: 0, Trace: 1, Debug: 2, Info: 3, Warning: 4, Error: 5 },
  InlineCompletionTriggerKind: { Invoke: 0, Automatic: 1 },
  env: { appName: 'fake VS Code host', language: 'en', machineId: 'test', openExternal: async () => false },
  commands: lenient('commands', {
    registerCommand(id: string, handler: (...args: unknown[]) => unknown) {
      host.commands.set(id, handler);
      return new Disposable(() => host.commands.delete(id));
    },
    async executeCommand(id: string, ...args: unknown[]) {
      const handler = host.commands.get(id);
      if (!handler) throw new Error(`command '${id}' not found`);
      return handler(...args);
    },
  }),
  window: lenient('window', {
    activeTextEditor: undefined,
    visibleTextEditors: [],
    tabGroups: { all: [], onDidChangeTabs: () => new Disposable() },
    onDidChangeActiveTextEditor: () => new Disposable(),
    onDidChangeVisibleTextEditors: () => new Disposable(),
    createOutputChannel(name: string) {
      const channel = new FakeLogOutputChannel(name);
      host.outputChannels.push(channel);
      return channel;
    },
    createStatusBarItem() {
      const item = new FakeStatusBarItem();
      host.statusBarItems.push(item);
      // Keep every text the item showed, so a test can see "loading 20%" after the fact.
      return new Proxy(item, {
        set(target, property, value) {
          if (property === 'text') {
            target.history.push(value);
            host.events.emit('status', value);
          }
          return Reflect.set(target, property, value);
        },
      });
    },
    async showErrorMessage(message: string) {
      host.messages.push(`error: ${message}`);
      return undefined;
    },
    async showWarningMessage(message: string) {
      host.messages.push(`warning: ${message}`);
      return undefined;
    },
    async showInformationMessage(message: string) {
      host.messages.push(`info: ${message}`);
      return undefined;
    },
    async withProgress<R>(_options: unknown, task: (progress: { report(value: unknown): void }, token: unknown) => Promise<R>) {
      return task({ report: () => undefined }, new CancellationTokenSource().token);
    },
  }),
  workspace: lenient('workspace', {
    get workspaceFolders() {
      return host.workspaceFolders;
    },
    get textDocuments() {
      return host.documents;
    },
    notebookDocuments: [],
    getConfiguration: configuration,
    onDidChangeConfiguration: host.onDidChangeConfiguration.event,
    onDidOpenTextDocument: host.onDidOpen.event,
    onDidChangeTextDocument: host.onDidChange.event,
    onDidCloseTextDocument: host.onDidClose.event,
    onDidSaveTextDocument: () => new Disposable(),
    onWillSaveTextDocument: () => new Disposable(),
    onDidChangeWorkspaceFolders: () => new Disposable(),
  }),
  languages: lenient('languages', {
    match: matches,
    registerInlineCompletionItemProvider(selector: unknown, provider: Provider) {
      const entry = { selector, provider };
      host.inlineProviders.push(entry);
      return new Disposable(() => host.inlineProviders.splice(host.inlineProviders.indexOf(entry), 1));
    },
  }),
};

type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleInternals = Module as unknown as { _resolveFilename: Resolve };
const resolveFilename = moduleInternals._resolveFilename;
moduleInternals._resolveFilename = function (request: string, ...rest: unknown[]): string {
  return request === 'vscode' ? 'vscode' : resolveFilename.call(this, request, ...rest);
};
/** Unknown top-level names (enums such as CodeActionKind) answer a placeholder for any member. */
const exported = new Proxy(api as Record<string | symbol, unknown>, {
  get(target, property) {
    if (property in target || typeof property === 'symbol') return target[property];
    host.unstubbed.add(String(property));
    return new Proxy({}, { get: (_, member) => `${String(property)}.${String(member)}` });
  },
});
require.cache.vscode = { id: 'vscode', filename: 'vscode', loaded: true, exports: exported } as unknown as NodeModule;

/** Opens a document as VS Code does: listed in workspace.textDocuments, then the open event. */
export function openDocument(path: string, languageId: string, text: string): FakeTextDocument {
  const document = new FakeTextDocument(Uri.file(path), languageId, text);
  host.documents.push(document);
  host.onDidOpen.fire(document);
  return document;
}

/** The inline completion provider VS Code would call for `document`. */
export function inlineProviderFor(document: FakeTextDocument): Provider {
  const found = host.inlineProviders.find((p) => matches(p.selector, document) > 0);
  if (!found) throw new Error(`no inline completion provider registered for ${document.languageId}`);
  return found.provider;
}
