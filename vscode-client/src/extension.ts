/**
 * The cpc-lsp VS Code extension: starts `cpc-lsp --stdio` for TypeScript files and lets
 * vscode-languageclient's built-in inline completion feature show its ghost text.
 */
import * as vscode from 'vscode';
import {
  CloseAction,
  DidChangeConfigurationNotification,
  ErrorAction,
  LanguageClient,
  LanguageClientOptions,
  Executable,
} from 'vscode-languageclient/node';
import { ACCEPTED_COMMAND, AcceptanceCounter } from './acceptance';
import { RestartBudget } from './crashPolicy';
import { createInlineMiddleware } from './inlineMiddleware';
import { isExecutableFile, resolveServerPath } from './serverPath';
import {
  ClientSettings, SECTION, needsRestart, readSettings, toDidChangeConfigurationParams, toServerOptions,
} from './settings';
import { LOAD_MODEL_PROGRESS_TOKEN, STATUS_NOTIFICATION, ServerStatus, StatusModel, WorkDoneProgressValue } from './status';
import { SHOW_LOG_COMMAND, StatusBar } from './statusBar';

const LANGUAGES = ['typescript', 'typescriptreact'];

class CpcExtension implements vscode.Disposable {
  private client: LanguageClient | undefined;
  private settings: ClientSettings;
  private readonly log = vscode.window.createOutputChannel('cpc-lsp', { log: true });
  private readonly status = new StatusBar(new StatusModel());
  private readonly counter = new AcceptanceCounter(this.log);
  private readonly budget = new RestartBudget();

  constructor() {
    this.settings = this.readSettings();
    this.status.update((m) => m.setEnabled(this.settings.enabled));
  }

  private readSettings(): ClientSettings {
    const { settings, problems } = readSettings(vscode.workspace.getConfiguration(SECTION));
    for (const problem of problems) this.log.appendLine(`[settings] ${problem.message}`);
    return settings;
  }

  register(context: vscode.ExtensionContext): void {
    context.subscriptions.push(
      this,
      vscode.commands.registerCommand(ACCEPTED_COMMAND, (id: unknown) => this.counter.acceptedCompletion(id)),
      vscode.commands.registerCommand('cpcLsp.enable', () => this.setEnabled(true)),
      vscode.commands.registerCommand('cpcLsp.disable', () => this.setEnabled(false)),
      vscode.commands.registerCommand('cpcLsp.restartServer', () => this.restart()),
      vscode.commands.registerCommand(SHOW_LOG_COMMAND, () => this.log.show(true)),
      vscode.workspace.onDidChangeConfiguration((event) => {
        if (event.affectsConfiguration(SECTION)) void this.settingsChanged();
      }),
    );
  }

  private async setEnabled(enabled: boolean): Promise<void> {
    // Stored as a setting so the choice survives a reload; settingsChanged redraws the status.
    await vscode.workspace.getConfiguration(SECTION).update('enabled', enabled, vscode.ConfigurationTarget.Global);
  }

  private async settingsChanged(): Promise<void> {
    const before = this.settings;
    this.settings = this.readSettings();
    this.status.update((m) => m.setEnabled(this.settings.enabled));
    if (needsRestart(before, this.settings)) {
      await this.restart();
      return;
    }
    const serverSide = JSON.stringify(toServerOptions(this.settings));
    if (serverSide !== JSON.stringify(toServerOptions(before)) && this.client?.isRunning()) {
      await this.client.sendNotification(DidChangeConfigurationNotification.type, toDidChangeConfigurationParams(this.settings));
    }
  }

  async start(): Promise<void> {
    this.status.update((m) => m.serverStarting());
    let executable: Executable;
    try {
      const location = resolveServerPath({
        configured: this.settings.serverPath,
        workspaceFolders: (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath),
        pathVariable: process.env.PATH,
        platform: process.platform,
        isExecutableFile,
      });
      this.log.appendLine(`[server] using ${location.command} (found via ${location.source})`);
      executable = { command: location.command, args: ['--stdio'] };
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error));
      return;
    }
    this.client = new LanguageClient('cpcLsp', 'cpc-lsp', executable, this.clientOptions());
    this.client.onNotification(STATUS_NOTIFICATION, (status: ServerStatus) => {
      this.log.appendLine(`[status] ${status.state}: ${status.message}`);
      this.status.update((m) => m.serverStatus(status));
    });
    try {
      await this.client.start();
    } catch (error) {
      this.fail(`The cpc-lsp server did not start: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private clientOptions(): LanguageClientOptions {
    const inline = createInlineMiddleware({
      settings: () => this.settings,
      requestStarted: () => this.status.update((m) => m.requestStarted()),
      requestFinished: () => this.status.update((m) => m.requestFinished()),
      offered: (items) => this.counter.offered(items),
    });
    return {
      documentSelector: LANGUAGES.flatMap((language) => [
        { scheme: 'file', language },
        { scheme: 'untitled', language },
      ]),
      // A function, so a restart after a crash sends the settings as they are now.
      initializationOptions: () => toServerOptions(this.settings),
      outputChannel: this.log,
      errorHandler: {
        error: (_error, _message, count) => ({ action: count !== undefined && count <= 3 ? ErrorAction.Continue : ErrorAction.Shutdown }),
        closed: () => {
          if (this.budget.crashed(Date.now())) {
            this.log.appendLine('[server] the server stopped; restarting it');
            this.status.update((m) => m.serverStarting());
            return { action: CloseAction.Restart };
          }
          this.status.update((m) => m.serverFailed(this.budget.explain()));
          return { action: CloseAction.DoNotRestart, message: this.budget.explain() };
        },
      },
      middleware: {
        provideInlineCompletionItems: inline,
        handleWorkDoneProgress: (token, params, next) => {
          if (token === LOAD_MODEL_PROGRESS_TOKEN) this.status.update((m) => m.progress(params as WorkDoneProgressValue));
          next(token, params);
        },
      },
    };
  }

  private fail(message: string): void {
    this.log.appendLine(`[error] ${message}`);
    this.status.update((m) => m.serverFailed(message));
    void vscode.window.showErrorMessage(message, 'Show log').then((choice) => {
      if (choice === 'Show log') this.log.show(true);
    });
  }

  async restart(): Promise<void> {
    this.budget.reset();
    await this.stop();
    await this.start();
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client === undefined) return;
    try {
      await client.stop(5000);
    } catch (error) {
      this.log.appendLine(`[server] stopping: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  dispose(): void {
    this.log.appendLine(`[session] ${this.counter.summary()}`);
    this.status.dispose();
  }
}

let extension: CpcExtension | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  extension = new CpcExtension();
  extension.register(context);
  await extension.start();
}

export async function deactivate(): Promise<void> {
  await extension?.stop();
  extension = undefined;
}
