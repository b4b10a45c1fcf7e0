import { escapeControls } from './excerpt';

/** One problem in a configuration file, with its place: `sites/tr.yaml:14:3 hidden[2]: unknown id "notifcation"`. */
export interface ConfigError {
  file: string;
  line: number;
  col: number;
  /** Dot/bracket path inside the file ('' for the whole file). */
  path: string;
  message: string;
  severity: 'error' | 'warn';
  /** Which check found it: 'yaml', 'schema' or 'semantic'. */
  check: 'yaml' | 'schema' | 'semantic';
}

export type PathSegment = string | number;

/** Formats a path as `rules[3].then.hide[1]`. */
export function formatPath(segments: readonly PathSegment[]): string {
  let out = '';
  for (const s of segments) out += typeof s === 'number' ? `[${s}]` : out ? `.${s}` : s;
  return out;
}

/**
 * `file:line:col path: message` — the one format every command prints. File names, keys in the
 * path and messages come from the configuration: control characters are shown as escapes, so an
 * error stays one line wherever it is printed (a terminal, a CI log, a build's output).
 */
export function formatError(e: ConfigError): string {
  const where = e.path ? `${e.path}: ` : '';
  return escapeControls(`${e.file}:${e.line}:${e.col} ${where}${e.message}`);
}

/** Thrown by anything that refuses to work on an invalid configuration. */
export class ConfigInvalidError extends Error {
  constructor(readonly errors: ConfigError[]) {
    super(`invalid configuration:\n${errors.map(formatError).join('\n')}`);
    this.name = 'ConfigInvalidError';
  }
}
