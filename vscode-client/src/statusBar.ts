/** Draws the StatusModel into one VS Code status bar item; a click opens the log. */
import * as vscode from 'vscode';
import { StatusModel } from './status';

export const SHOW_LOG_COMMAND = 'cpcLsp.showLog';

export class StatusBar implements vscode.Disposable {
  private readonly item: vscode.StatusBarItem;

  constructor(readonly model: StatusModel) {
    this.item = vscode.window.createStatusBarItem('cpcLsp.status', vscode.StatusBarAlignment.Right, 100);
    this.item.name = 'cpc-lsp';
    this.item.command = SHOW_LOG_COMMAND;
    this.render();
    this.item.show();
  }

  /** Applies `change` to the model and redraws. */
  update(change: (model: StatusModel) => void): void {
    change(this.model);
    this.render();
  }

  render(): void {
    const view = this.model.view();
    this.item.text = view.text;
    this.item.tooltip = view.tooltip;
    this.item.backgroundColor = view.isError ? new vscode.ThemeColor('statusBarItem.errorBackground') : undefined;
  }

  dispose(): void {
    this.item.dispose();
  }
}
