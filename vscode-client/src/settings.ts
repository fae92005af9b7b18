/**
 * The `cpcLsp.*` settings and the options the server receives from them.
 *
 * The server reads `initializationOptions` once and `workspace/didChangeConfiguration`
 * (`{settings: {cpcLsp: {...}}}`) afterwards; both carry the same object, built here.
 * Client-only settings (serverPath, debounceMs, enabled) never reach the server.
 */

export const SECTION = 'cpcLsp';

export type Device = 'auto' | 'cpu' | 'cuda';
export type Multiline = 'auto' | 'always' | 'never';
export type CpcMethod = 'exact' | 'naive' | 'healing';
export type Backend = 'inprocess' | 'vllm';

/** What the server is told: exactly the keys of the server contract. */
export interface ServerOptions {
  model: string | null;
  device: Device;
  maxTokens: number;
  multiline: Multiline;
  typeConstraint: boolean;
  cpcMethod: CpcMethod;
  temperature: number;
  backend: Backend;
  serverUrl: string;
  apiKey: string | null;
  allowUnconstrained: boolean;
}

export interface ClientSettings extends ServerOptions {
  enabled: boolean;
  serverPath: string | null;
  debounceMs: number;
}

/** The part of `vscode.WorkspaceConfiguration` used here, so tests can pass a plain map. */
export interface ConfigurationReader {
  get<T>(key: string): T | undefined;
}

export const DEFAULTS: ClientSettings = {
  enabled: true,
  serverPath: null,
  model: null,
  device: 'auto',
  maxTokens: 32,
  multiline: 'auto',
  typeConstraint: true,
  cpcMethod: 'exact',
  temperature: 0,
  backend: 'inprocess',
  serverUrl: 'http://127.0.0.1:8000',
  apiKey: null,
  allowUnconstrained: false,
  debounceMs: 150,
};

/** A setting whose value was ignored, said in the words of the settings UI. */
export interface SettingProblem {
  key: string;
  message: string;
}

function oneOf<T extends string>(
  key: string, value: unknown, allowed: readonly T[], fallback: T, problems: SettingProblem[],
): T {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  problems.push({
    key,
    message: `${SECTION}.${key} is ${JSON.stringify(value)}; use one of ${allowed.join(', ')}. Using "${fallback}".`,
  });
  return fallback;
}

function wholeNumber(
  key: string, value: unknown, min: number, fallback: number, problems: SettingProblem[],
): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'number' && Number.isInteger(value) && value >= min) return value;
  problems.push({
    key,
    message: `${SECTION}.${key} is ${JSON.stringify(value)}; use a whole number of at least ${min}. Using ${fallback}.`,
  });
  return fallback;
}

function flag(key: string, value: unknown, fallback: boolean, problems: SettingProblem[]): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  problems.push({ key, message: `${SECTION}.${key} is ${JSON.stringify(value)}; use true or false. Using ${fallback}.` });
  return fallback;
}

/** An empty string in the settings UI means "not set", same as null. */
function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Reads every `cpcLsp.*` setting, replacing invalid values by defaults and saying why. */
export function readSettings(config: ConfigurationReader): { settings: ClientSettings; problems: SettingProblem[] } {
  const problems: SettingProblem[] = [];
  const temperature = config.get<unknown>('temperature');
  let temp = DEFAULTS.temperature;
  if (temperature !== undefined && temperature !== null) {
    if (typeof temperature === 'number' && Number.isFinite(temperature) && temperature >= 0) {
      temp = temperature;
    } else {
      problems.push({
        key: 'temperature',
        message: `${SECTION}.temperature is ${JSON.stringify(temperature)}; use a number of at least 0 (0 = greedy). Using 0.`,
      });
    }
  }
  const settings: ClientSettings = {
    enabled: flag('enabled', config.get('enabled'), DEFAULTS.enabled, problems),
    serverPath: optionalText(config.get('serverPath')),
    model: optionalText(config.get('model')),
    device: oneOf('device', config.get('device'), ['auto', 'cpu', 'cuda'] as const, DEFAULTS.device, problems),
    maxTokens: wholeNumber('maxTokens', config.get('maxTokens'), 1, DEFAULTS.maxTokens, problems),
    multiline: oneOf('multiline', config.get('multiline'), ['auto', 'always', 'never'] as const, DEFAULTS.multiline, problems),
    typeConstraint: flag('typeConstraint', config.get('typeConstraint'), DEFAULTS.typeConstraint, problems),
    cpcMethod: oneOf('cpcMethod', config.get('cpcMethod'), ['exact', 'naive', 'healing'] as const, DEFAULTS.cpcMethod, problems),
    temperature: temp,
    backend: oneOf('backend', config.get('backend'), ['inprocess', 'vllm'] as const, DEFAULTS.backend, problems),
    serverUrl: optionalText(config.get('serverUrl')) ?? DEFAULTS.serverUrl,
    apiKey: optionalText(config.get('apiKey')),
    allowUnconstrained: flag('allowUnconstrained', config.get('allowUnconstrained'), DEFAULTS.allowUnconstrained, problems),
    debounceMs: wholeNumber('debounceMs', config.get('debounceMs'), 0, DEFAULTS.debounceMs, problems),
  };
  return { settings, problems };
}

/** The object sent as `initializationOptions` and inside `didChangeConfiguration`. */
export function toServerOptions(settings: ClientSettings): ServerOptions {
  return {
    model: settings.model,
    device: settings.device,
    maxTokens: settings.maxTokens,
    multiline: settings.multiline,
    typeConstraint: settings.typeConstraint,
    cpcMethod: settings.cpcMethod,
    temperature: settings.temperature,
    backend: settings.backend,
    serverUrl: settings.serverUrl,
    apiKey: settings.apiKey,
    allowUnconstrained: settings.allowUnconstrained,
  };
}

/** The `workspace/didChangeConfiguration` params, nested under the section as the server expects. */
export function toDidChangeConfigurationParams(settings: ClientSettings): { settings: { [SECTION]: ServerOptions } } {
  return { settings: { [SECTION]: toServerOptions(settings) } };
}

/** Settings that only take effect by starting a new server process. */
export function needsRestart(before: ClientSettings, after: ClientSettings): boolean {
  return before.serverPath !== after.serverPath;
}
