import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ServerNotFoundError, isExecutableFile, resolveServerPath } from '../../src/serverPath';

let root: string;
let binDir: string;
let emptyDir: string;
let workspace: string;

function writeScript(file: string, mode: number): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '#!/bin/sh\n');
  fs.chmodSync(file, mode);
}

before(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cpc-serverpath-'));
  binDir = path.join(root, 'bin');
  emptyDir = path.join(root, 'empty');
  workspace = path.join(root, 'project');
  fs.mkdirSync(emptyDir);
  writeScript(path.join(binDir, 'cpc-lsp'), 0o755);
  writeScript(path.join(workspace, '.venv', 'bin', 'cpc-lsp'), 0o755);
  writeScript(path.join(root, 'not-executable', 'cpc-lsp'), 0o644);
});

after(() => fs.rmSync(root, { recursive: true, force: true }));

function lookup(overrides: Partial<Parameters<typeof resolveServerPath>[0]>) {
  return resolveServerPath({
    configured: null, workspaceFolders: [], pathVariable: '', platform: 'linux', isExecutableFile, ...overrides,
  });
}

test('the serverPath setting wins over PATH and the workspace venv', () => {
  const configured = path.join(workspace, '.venv', 'bin', 'cpc-lsp');
  const found = lookup({ configured, pathVariable: binDir, workspaceFolders: [workspace] });
  assert.deepEqual(found, { command: configured, source: 'setting' });
});

test('a wrong serverPath is an error naming the setting, not a silent fallback', () => {
  assert.throws(
    () => lookup({ configured: path.join(root, 'missing'), pathVariable: binDir }),
    (error: unknown) => error instanceof ServerNotFoundError && /"cpcLsp\.serverPath" is set to .*missing/.test(error.message),
  );
});

test('without a setting, cpc-lsp on PATH is used, skipping non-executable files', () => {
  const found = lookup({ pathVariable: [emptyDir, path.join(root, 'not-executable'), binDir].join(':'), workspaceFolders: [workspace] });
  assert.deepEqual(found, { command: path.join(binDir, 'cpc-lsp'), source: 'PATH' });
});

test('without a setting or PATH entry, the workspace .venv is used', () => {
  const found = lookup({ pathVariable: emptyDir, workspaceFolders: [emptyDir, workspace] });
  assert.deepEqual(found, { command: path.join(workspace, '.venv', 'bin', 'cpc-lsp'), source: 'workspace venv' });
});

test('Windows looks for cpc-lsp.exe in .venv\\Scripts', () => {
  const seen: string[] = [];
  const found = resolveServerPath({
    configured: null, workspaceFolders: ['C:\\proj'], pathVariable: 'C:\\tools', platform: 'win32',
    isExecutableFile: (file) => { seen.push(file); return file === 'C:\\proj\\.venv\\Scripts\\cpc-lsp.exe'; },
  });
  assert.equal(found.command, 'C:\\proj\\.venv\\Scripts\\cpc-lsp.exe');
  assert.ok(seen.includes('C:\\tools\\cpc-lsp.exe'));
});

test('not found says how to install and lists every place looked at', () => {
  assert.throws(
    () => lookup({ pathVariable: emptyDir, workspaceFolders: [emptyDir] }),
    (error: unknown) => error instanceof ServerNotFoundError
      && /pip install cpc-lsp/.test(error.message)
      && error.tried.includes(path.join(emptyDir, 'cpc-lsp'))
      && error.tried.includes(path.join(emptyDir, '.venv', 'bin', 'cpc-lsp')),
  );
});
