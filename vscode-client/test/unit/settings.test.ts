import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  DEFAULTS, ConfigurationReader, needsRestart, readSettings, toDidChangeConfigurationParams, toServerOptions,
} from '../../src/settings';

function config(values: Record<string, unknown>): ConfigurationReader {
  return { get: <T>(key: string) => values[key] as T | undefined };
}

const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8'));
const contributed: Record<string, { default: unknown }> = manifest.contributes.configuration.properties;

test('every contributed setting default matches the default the code falls back to', () => {
  const keys = Object.keys(contributed).map((k) => k.replace(/^cpcLsp\./, '')).sort();
  assert.deepEqual(keys, Object.keys(DEFAULTS).sort());
  for (const [key, schema] of Object.entries(contributed)) {
    assert.deepEqual(schema.default, DEFAULTS[key.replace(/^cpcLsp\./, '') as keyof typeof DEFAULTS], key);
  }
});

test('unset settings give the server contract defaults', () => {
  const { settings, problems } = readSettings(config({}));
  assert.deepEqual(problems, []);
  assert.deepEqual(toServerOptions(settings), {
    model: null, device: 'auto', maxTokens: 32, multiline: 'auto', typeConstraint: true, cpcMethod: 'exact', temperature: 0,
    backend: 'inprocess', serverUrl: 'http://127.0.0.1:8000', apiKey: null, allowUnconstrained: false,
  });
});

test('initializationOptions carry exactly the server keys, with the user values', () => {
  const { settings } = readSettings(config({
    model: 'Qwen/Qwen2.5-Coder-1.5B', device: 'cuda', maxTokens: 8, multiline: 'never', typeConstraint: false,
    cpcMethod: 'naive', temperature: 0.7, serverPath: '/opt/cpc-lsp', debounceMs: 50, enabled: false,
    backend: 'vllm', serverUrl: 'http://gpu-box:8000', apiKey: 'k', allowUnconstrained: true,
  }));
  assert.deepEqual(toServerOptions(settings), {
    model: 'Qwen/Qwen2.5-Coder-1.5B', device: 'cuda', maxTokens: 8, multiline: 'never', typeConstraint: false,
    cpcMethod: 'naive', temperature: 0.7, backend: 'vllm', serverUrl: 'http://gpu-box:8000', apiKey: 'k',
    allowUnconstrained: true,
  });
  assert.equal(settings.serverPath, '/opt/cpc-lsp');
  assert.equal(settings.debounceMs, 50);
  assert.equal(settings.enabled, false);
});

test('an empty model or server path in the settings UI means "not set"', () => {
  const { settings } = readSettings(config({ model: '  ', serverPath: '' }));
  assert.equal(settings.model, null);
  assert.equal(settings.serverPath, null);
});

test('invalid values fall back to defaults and say which setting and what to use', () => {
  const { settings, problems } = readSettings(config({
    device: 'tpu', maxTokens: 0, multiline: 'yes', cpcMethod: 'magic', temperature: -1, debounceMs: 1.5, typeConstraint: 'on',
  }));
  assert.deepEqual(toServerOptions(settings), toServerOptions(DEFAULTS));
  assert.equal(settings.debounceMs, DEFAULTS.debounceMs);
  assert.deepEqual(problems.map((p) => p.key).sort(),
    ['cpcMethod', 'debounceMs', 'device', 'maxTokens', 'multiline', 'temperature', 'typeConstraint']);
  const device = problems.find((p) => p.key === 'device');
  assert.match(device!.message, /cpcLsp\.device is "tpu"; use one of auto, cpu, cuda/);
});

test('didChangeConfiguration nests the server options under the cpcLsp section', () => {
  const { settings } = readSettings(config({ maxTokens: 12 }));
  const params = toDidChangeConfigurationParams(settings);
  assert.deepEqual(Object.keys(params.settings), ['cpcLsp']);
  assert.equal(params.settings.cpcLsp.maxTokens, 12);
  assert.equal('serverPath' in params.settings.cpcLsp, false);
});

test('only a new server path needs a new server process', () => {
  const base = readSettings(config({})).settings;
  assert.equal(needsRestart(base, { ...base, maxTokens: 4, model: 'x', debounceMs: 0 }), false);
  assert.equal(needsRestart(base, { ...base, serverPath: '/usr/bin/cpc-lsp' }), true);
});
