/**
 * A stand-in for the `vscode` module, which only exists inside the editor. Importing this file
 * first makes `require('vscode')` return the stub, so modules that draw UI can run under node --test.
 */
import Module = require('module');

export class FakeStatusBarItem {
  text = '';
  tooltip: unknown = undefined;
  command: unknown = undefined;
  name: string | undefined;
  backgroundColor: unknown = undefined;
  visible = false;
  disposed = false;
  constructor(readonly id: string, readonly alignment: number, readonly priority: number) {}
  show(): void {
    this.visible = true;
  }
  hide(): void {
    this.visible = false;
  }
  dispose(): void {
    this.disposed = true;
  }
}

export const statusBarItems: FakeStatusBarItem[] = [];

export const vscodeStub = {
  StatusBarAlignment: { Left: 1, Right: 2 },
  ThemeColor: class ThemeColor {
    constructor(readonly id: string) {}
  },
  window: {
    createStatusBarItem(id: string, alignment: number, priority: number): FakeStatusBarItem {
      const item = new FakeStatusBarItem(id, alignment, priority);
      statusBarItems.push(item);
      return item;
    },
  },
};

type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleInternals = Module as unknown as { _resolveFilename: Resolve };
const resolveFilename = moduleInternals._resolveFilename;
moduleInternals._resolveFilename = function (request: string, ...rest: unknown[]): string {
  return request === 'vscode' ? 'vscode' : resolveFilename.call(this, request, ...rest);
};
require.cache.vscode = { id: 'vscode', filename: 'vscode', loaded: true, exports: vscodeStub } as unknown as NodeModule;
