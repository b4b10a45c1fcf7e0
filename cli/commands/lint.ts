import { resolve } from 'node:path';
import { statSync } from 'node:fs';
import { compile } from '../../src/config/compile';
import { formatError, type ConfigError } from '../../src/config/config-error';
import { CliExit, type CliIO } from '../io';
import { readSources } from '../read-sources';
import { checkLocales } from '../../src/config/check-locales';
import { readLocales, usedKeys } from '../read-locales';
import { checkRuleTestFiles } from './rule-test-files';

export interface LintOptions {
  format: 'text' | 'json';
}

/** `meridian lint [paths]`: schema and semantic errors of the whole configuration, optionally only those in `paths`. */
export function lint(io: CliIO, paths: string[], opts: LintOptions): void {
  const root = io.cwd;
  const sources = readSources(root);
  const result = compile(sources);
  const errors: ConfigError[] = result.ok ? [...checkRuleTestFiles(result)] : [...result.errors];
  if (result.ok) {
    const locales = readLocales(root);
    const languages = [...new Set(Object.values(result.config.sites).flatMap((s) => s.languages))];
    errors.push(...locales.errors, ...checkLocales(locales.files, languages, usedKeys(result.config)));
  }
  const filters = paths.map((p) => resolve(root, p));
  const selected = filters.length
    ? errors.filter((e) => filters.some((f) => resolve(root, e.file) === f || (isDir(f) && resolve(root, e.file).startsWith(`${f}/`))))
    : errors;
  const all = [...selected, ...result.warnings];
  if (opts.format === 'json') {
    io.out(JSON.stringify({ ok: selected.length === 0, files: sources.length, errors: all }, null, 2));
  } else {
    for (const e of all) io.out(`${formatError(e)}${e.severity === 'warn' ? ' (warning)' : ''}`);
    io.out(selected.length ? `${selected.length} error${selected.length === 1 ? '' : 's'} in ${new Set(selected.map((e) => e.file)).size} file(s)` : `${sources.length} files ok`);
  }
  if (selected.length) throw new CliExit(1);
}

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}
