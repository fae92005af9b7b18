/**
 * Where the `cpc-lsp` executable is: the `cpcLsp.serverPath` setting, else `cpc-lsp` on PATH,
 * else `<workspace folder>/.venv/bin/cpc-lsp` (a project installed with `pip install -e .`).
 */
import * as fs from 'fs';
import * as path from 'path';

export interface ServerLocation {
  command: string;
  /** Which rule found it, for the log. */
  source: 'setting' | 'PATH' | 'workspace venv';
}

export interface LookupEnvironment {
  configured: string | null;
  workspaceFolders: readonly string[];
  pathVariable: string | undefined;
  platform: NodeJS.Platform;
  isExecutableFile(file: string): boolean;
}

export class ServerNotFoundError extends Error {
  constructor(readonly tried: readonly string[], reason: string) {
    super(
      `${reason} Install it with \`pip install cpc-lsp\` (or \`pip install -e .\` in the project), ` +
      `or set "cpcLsp.serverPath" to the full path of the cpc-lsp executable. Looked at: ${tried.join(', ') || 'nothing'}.`,
    );
    this.name = 'ServerNotFoundError';
  }
}

export function isExecutableFile(file: string): boolean {
  try {
    if (!fs.statSync(file).isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function executableNames(platform: NodeJS.Platform): string[] {
  return platform === 'win32' ? ['cpc-lsp.exe', 'cpc-lsp.cmd', 'cpc-lsp'] : ['cpc-lsp'];
}

function venvBin(platform: NodeJS.Platform): string[] {
  return platform === 'win32' ? ['.venv', 'Scripts'] : ['.venv', 'bin'];
}

export function resolveServerPath(env: LookupEnvironment): ServerLocation {
  const tried: string[] = [];
  // path.join would turn Windows paths into POSIX ones on Linux test machines; pick by platform.
  const join = env.platform === 'win32' ? path.win32.join : path.posix.join;
  if (env.configured !== null) {
    tried.push(env.configured);
    if (env.isExecutableFile(env.configured)) return { command: env.configured, source: 'setting' };
    // A configured path that is wrong must not silently fall back to another server.
    throw new ServerNotFoundError(tried, `"cpcLsp.serverPath" is set to ${env.configured}, which is not an executable file.`);
  }
  const separator = env.platform === 'win32' ? ';' : ':';
  for (const dir of (env.pathVariable ?? '').split(separator)) {
    if (dir === '') continue;
    for (const name of executableNames(env.platform)) {
      const candidate = join(dir, name);
      tried.push(candidate);
      if (env.isExecutableFile(candidate)) return { command: candidate, source: 'PATH' };
    }
  }
  for (const folder of env.workspaceFolders) {
    for (const name of executableNames(env.platform)) {
      const candidate = join(folder, ...venvBin(env.platform), name);
      tried.push(candidate);
      if (env.isExecutableFile(candidate)) return { command: candidate, source: 'workspace venv' };
    }
  }
  throw new ServerNotFoundError(tried, 'The cpc-lsp language server was not found.');
}
