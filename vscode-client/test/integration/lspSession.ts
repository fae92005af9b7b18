/**
 * A JSON-RPC session with a real `cpc-lsp --stdio` process, speaking the same messages the
 * extension's language client sends, and recording what the server sends back unprompted
 * (progress, status, log messages).
 */
import { ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import * as path from 'node:path';
import {
  ClientCapabilities,
  createProtocolConnection,
  InitializeResult,
  ProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  WorkDoneProgress,
  WorkDoneProgressCreateRequest,
} from 'vscode-languageserver-protocol/node';
import { isExecutableFile, resolveServerPath } from '../../src/serverPath';
import { LOAD_MODEL_PROGRESS_TOKEN, STATUS_NOTIFICATION, ServerStatus, WorkDoneProgressValue } from '../../src/status';

/** The capabilities vscode-languageclient 10 announces that matter to cpc-lsp. */
export const EXTENSION_CAPABILITIES: ClientCapabilities = {
  window: { workDoneProgress: true, showMessage: {}, showDocument: { support: true } },
  workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
  general: { positionEncodings: ['utf-16'] },
  textDocument: {
    synchronization: { dynamicRegistration: true, willSave: true, willSaveWaitUntil: true, didSave: true },
    inlineCompletion: { dynamicRegistration: true },
  },
};

/** The repository checkout this client lives in; its `.venv` holds the server in development. */
export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/** `CPC_LSP_SERVER`, else the extension's own lookup (PATH, then the repository's .venv). */
export function findServer(): string {
  const fromEnvironment = process.env.CPC_LSP_SERVER;
  return resolveServerPath({
    configured: fromEnvironment && fromEnvironment !== '' ? fromEnvironment : null,
    workspaceFolders: [REPOSITORY_ROOT],
    pathVariable: process.env.PATH,
    platform: process.platform,
    isExecutableFile,
  }).command;
}

export class LspSession {
  readonly connection: ProtocolConnection;
  readonly progress: WorkDoneProgressValue[] = [];
  readonly statuses: ServerStatus[] = [];
  readonly logMessages: string[] = [];
  readonly stderr: string[] = [];
  private readonly process: ChildProcessWithoutNullStreams;
  private statusWaiters: Array<() => void> = [];

  constructor(command: string) {
    this.process = spawn(command, ['--stdio'], { stdio: 'pipe' });
    this.process.stderr.setEncoding('utf8');
    this.process.stderr.on('data', (chunk: string) => this.stderr.push(chunk));
    this.connection = createProtocolConnection(
      new StreamMessageReader(this.process.stdout), new StreamMessageWriter(this.process.stdin),
    );
    // The language client accepts any progress token the server creates.
    this.connection.onRequest(WorkDoneProgressCreateRequest.method, () => null);
    this.connection.onProgress(WorkDoneProgress.type, LOAD_MODEL_PROGRESS_TOKEN, (value) => {
      this.progress.push(value as WorkDoneProgressValue);
    });
    this.connection.onNotification(STATUS_NOTIFICATION, (status: ServerStatus) => {
      this.statuses.push(status);
      for (const wake of this.statusWaiters.splice(0)) wake();
    });
    this.connection.onNotification('window/logMessage', (params: { message: string }) => {
      this.logMessages.push(params.message);
    });
    this.connection.onRequest('client/registerCapability', () => null);
    this.connection.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => null));
    this.connection.listen();
  }

  async initialize(initializationOptions: unknown): Promise<InitializeResult> {
    const result = await this.connection.sendRequest<InitializeResult>('initialize', {
      processId: process.pid,
      clientInfo: { name: 'cpc-lsp integration test' },
      rootUri: null,
      capabilities: EXTENSION_CAPABILITIES,
      initializationOptions,
      workspaceFolders: null,
    });
    await this.connection.sendNotification('initialized', {});
    return result;
  }

  /** Resolves with the first status in `states`; rejects after `timeoutMs` with what was seen. */
  async waitForStatus(states: ServerStatus['state'][], timeoutMs: number): Promise<ServerStatus> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.statuses.find((s) => states.includes(s.state));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no ${states.join('/')} status within ${timeoutMs} ms; statuses: ${JSON.stringify(this.statuses)}; ` +
          `stderr tail: ${this.stderr.join('').slice(-2000)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.statusWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async close(): Promise<void> {
    const exited = this.process.exitCode !== null || this.process.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => this.process.once('exit', () => resolve()));
    try {
      await Promise.race([
        (async () => {
          await this.connection.sendRequest('shutdown');
          await this.connection.sendNotification('exit');
        })(),
        new Promise((resolve) => setTimeout(resolve, 5000)),
      ]);
    } catch {
      // the process may already be gone; it is killed below either way
    }
    const timer = setTimeout(() => this.process.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    this.connection.dispose();
  }
}
