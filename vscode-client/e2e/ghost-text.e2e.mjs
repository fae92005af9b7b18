// End to end: the packaged .vsix installed into code-server (VS Code 1.100 in a browser), driven
// by Debian's Chromium through playwright-core. Types `tot` mid-word in a TypeScript file, waits for
// the ghost text, screenshots it, accepts it with Tab, saves, and checks the file on disk and the
// extension's log. Run `bash setup.sh` once, build the .vsix (`npm run package` one folder up),
// then `node ghost-text.e2e.mjs`. Exits non-zero with the reason on failure.
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');
const vsix = path.join(repo, 'vscode-client', 'cpc-lsp.vsix');
const server = process.env.CPC_LSP_SERVER ?? path.join(repo, '.venv', 'bin', 'cpc-lsp');
const codeServer = path.join(here, 'node_modules', '.bin', 'code-server');
const browserPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const outDir = path.join(here, 'out');
const port = 18000 + Math.floor(Math.random() * 1000);
const timeoutMs = 150_000;

const SOURCE = [
  'function sum(numbers: number[]): number {',
  '  let total = 0;',
  '  for (const n of numbers) {',
  '    total += n;',
  '  }',
  '  return ',
  '}',
  '',
].join('\n');
const LINE = 6; // 1-based line of `  return `

function readLogs(dir) {
  if (!fs.existsSync(dir)) return '';
  return fs.readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, name))
    .filter((file) => file.endsWith('cpc-lsp.log') && fs.statSync(file).isFile())
    .map((file) => fs.readFileSync(file, 'utf8')).join('\n');
}

async function waitForLogLine(pattern, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const match = readLogs(path.join(userData, 'logs')).split('\n').find((line) => pattern.test(line));
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

function fail(message) {
  throw new Error(message);
}

for (const [file, hint] of [[vsix, 'run `npm run package` in vscode-client'], [server, 'pip install -e . (or set CPC_LSP_SERVER)'],
  [codeServer, 'run `bash setup.sh` here'], [browserPath, 'apt-get install chromium']]) {
  if (!fs.existsSync(file)) fail(`${file} is missing: ${hint}`);
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cpc-e2e-'));
const userData = path.join(root, 'user-data');
const extensions = path.join(root, 'extensions');
const workspace = path.join(root, 'workspace');
fs.mkdirSync(path.join(userData, 'User'), { recursive: true });
fs.mkdirSync(workspace);
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(workspace, 'sum.ts'), SOURCE);
fs.writeFileSync(path.join(userData, 'User', 'settings.json'), JSON.stringify({
  'cpcLsp.serverPath': server,
  'cpcLsp.maxTokens': 12,
  'security.workspace.trust.enabled': false,
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'editor.inlineSuggest.enabled': true,
  // Else TypeScript's own suggest list opens as `tot` is typed, before the ghost text arrives, and
  // Tab then takes the list's item instead of the ghost text.
  'editor.quickSuggestions': { other: 'off', comments: 'off', strings: 'off' },
  'editor.suggestOnTriggerCharacters': false,
  'files.autoSave': 'off',
  'telemetry.telemetryLevel': 'off',
}, null, 2));

const common = ['--config', path.join(root, 'config.yaml'), '--user-data-dir', userData, '--extensions-dir', extensions];
execFileSync(codeServer, [...common, '--install-extension', vsix], { stdio: 'inherit' });

const codeServerLog = fs.openSync(path.join(outDir, 'code-server.log'), 'w');
const editorServer = spawn(codeServer, [...common, '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`,
  '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust', workspace],
{ stdio: ['ignore', codeServerLog, codeServerLog] });

let browser;
try {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() - started > 60_000) fail('code-server did not start within 60 s; see out/code-server.log');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(workspace)}`);
  await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });

  await page.getByRole('treeitem', { name: 'sum.ts' }).click({ timeout: 60_000 });
  const editor = page.locator('.monaco-editor .view-lines').first();
  await editor.waitFor({ timeout: 30_000 });

  // The status bar item turns to a check mark once the model is loaded.
  const ready = page.locator('.statusbar-item', { hasText: 'cpc-lsp' }).locator('.codicon-check');
  await ready.waitFor({ timeout: timeoutMs });

  await editor.click();
  await page.keyboard.press('Control+G');
  await page.keyboard.type(String(LINE));
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.type('tot', { delay: 120 });

  // Ghost text on the cursor line is drawn as one span per syntax colour.
  const ghost = page.locator('.monaco-editor .ghost-text-decoration');
  await ghost.first().waitFor({ timeout: timeoutMs });
  await page.waitForTimeout(300); // let all spans of the suggestion render
  const ghostText = (await ghost.allTextContents()).join('').replace(/\u00a0/g, ' ');
  await page.screenshot({ path: path.join(outDir, 'ghost-text.png') });
  if (ghostText.trim() === '') fail('the ghost text element is empty');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+S');
  const file = path.join(workspace, 'sum.ts');
  const deadline = Date.now() + 10_000;
  let line = '';
  while (Date.now() < deadline) {
    line = fs.readFileSync(file, 'utf8').split('\n')[LINE - 1];
    if (line !== '  return ') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await page.screenshot({ path: path.join(outDir, 'accepted.png') });
  if (!line.startsWith('  return tot') || line.length <= '  return tot'.length) {
    fail(`after Tab and save, line ${LINE} is ${JSON.stringify(line)}; the ghost text was ${JSON.stringify(ghostText)}`);
  }
  if (!line.endsWith(ghostText)) fail(`accepted line ${JSON.stringify(line)} does not end with the ghost text ${JSON.stringify(ghostText)}`);

  // VS Code writes each output channel to a log file; the accept command's line must appear there.
  const acceptedLine = await waitForLogLine(/\[accepted\] completion \w+: 1 accepted of 1 shown/, 15_000);
  if (!acceptedLine) fail('no "[accepted]" line in the cpc-lsp output channel: the item\'s command did not run');

  console.log(`ok: ghost text ${JSON.stringify(ghostText)} shown after "  return tot", Tab gave ${JSON.stringify(line)}`);
  console.log(`screenshots: ${path.join(outDir, 'ghost-text.png')}, ${path.join(outDir, 'accepted.png')}`);
} finally {
  await browser?.close();
  editorServer.kill();
}
