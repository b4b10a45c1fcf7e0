import { resolve } from 'node:path';
import { statSync } from 'node:fs';
import { compile, type CompileResult, type ConfigSource } from '../../src/config/compile';
import { formatError, type ConfigError } from '../../src/config/config-error';
import { CliExit, type CliIO } from '../io';
import { readConfigSources } from '../../src/config/node/read-sources';
import { checkLanguageList, checkLocales } from '../../src/config/check-locales';
import { checkViews } from '../../src/config/check-views';
import { regionFinder } from '../error-regions';
import { toGithub, toJunit, toSarif, type LintFindings } from '../lint-reports';
import { LANGUAGES_FILE, readLocales, usedKeys } from '../../src/config/node/read-locales';
import { lintWarnings } from '../lint-warnings';
import { checkRuleTestFiles } from './rule-test-files';
import { checkPolicyFiles } from '../../src/analysis/verify/policy-files';
import { cliVersion } from '../version';
import { rememberCompiled } from '../build-cache';
import { readPersonas } from '../../src/config/node/read-personas';
import { PERSONAS_FILE } from '../../src/config/personas';

export interface LintOptions {
  format: 'text' | 'json' | 'sarif' | 'junit' | 'github';
  /** The lowest severity that fails the run (exit 1); default error. */
  failSeverity?: 'error' | 'warn';
}

/** What the lint step found: every problem, those that fail the run, and what a report needs. */
export interface LintRun {
  findings: LintFindings;
  /** Errors in the files asked about. */
  selected: ConfigError[];
  warnings: ConfigError[];
  /** Problems that exit 1 (errors, and warnings with --fail-severity warn). */
  failing: ConfigError[];
  /** How many YAML files were checked (sites/, rules/ and the personas). */
  checked: number;
  /** The one-line summary: `41 files ok`, `2 errors in 1 file(s), 1 warning`. */
  summary: string;
}

/**
 * The lint step on sources already read and compiled (by `meridian lint`, or once by `meridian ci`
 * for every step): schema and semantic errors of the whole configuration (sites/, rules/, locales/,
 * scenarios/personas.yaml), only those in `paths` when given.
 */
export function lintStep(
  root: string,
  read: { sources: readonly ConfigSource[]; errors: readonly ConfigError[] },
  result: CompileResult,
  paths: readonly string[],
  failSeverity: LintOptions['failSeverity'] = 'error',
): LintRun {
  const { sources, errors: unread } = read;
  const errors: ConfigError[] = [
    ...unread,
    ...(result.ok
      ? [...checkViews(result.files, result.config), ...checkRuleTestFiles(result), ...checkPolicyFiles(result)]
      : result.errors),
  ];
  // The personas are checked on their own: the compiled configuration does not hold them (docs/adr/0205-personas-are-data.md).
  errors.push(...readPersonas(root).errors);
  const files = [...sources.map((s) => s.file), PERSONAS_FILE];
  const checked = sources.length + 1; // the YAML files: sites/, rules/ and the personas
  if (result.ok) {
    const locales = readLocales(root);
    const offered = new Map<string, string>();
    for (const s of Object.values(result.config.sites))
      for (const l of s.languages) if (!offered.has(l)) offered.set(l, `sites/${s.key}.yaml`);
    const folders = [...new Set(Object.keys(locales.files).map((k) => k.split('/')[0]!))];
    errors.push(
      ...locales.errors,
      ...checkLocales(locales.files, [...offered.keys()], usedKeys(result.config)),
      ...checkLanguageList(locales.languages, offered, folders),
    );
    files.push(...Object.keys(locales.files).map((k) => `locales/${k}.json`), LANGUAGES_FILE);
  }
  const filters = paths.map((p) => resolve(root, p));
  const inPaths = (file: string) =>
    !filters.length || filters.some((f) => resolve(root, file) === f || (isDir(f) && resolve(root, file).startsWith(`${f}/`)));
  const selected = errors.filter((e) => inPaths(e.file));
  const warnings = [...result.warnings, ...(result.ok ? lintWarnings(result).filter((e) => inPaths(e.file)) : [])];
  const all = [...selected, ...warnings];
  const findings = { problems: all, regionOf: regionFinder(root), files: files.filter(inPaths), warningsFail: failSeverity === 'warn' };
  const failing = failSeverity === 'warn' ? all : selected;
  return { findings, selected, warnings, failing, checked, summary: summary(selected, warnings, checked) };
}

/**
 * `meridian lint [paths]`: lintStep on the configuration under the working folder, printed in
 * `opts.format`. Returns what it compiled when nothing failed (publish goes on with it instead of
 * compiling again). `read` and `result` are the sources and their compile when a caller has them.
 */
export function lint(
  io: CliIO,
  paths: string[],
  opts: LintOptions,
  read = readConfigSources(io.cwd),
  result: CompileResult = compile(read.sources),
): CompileResult {
  if (!read.errors.length) rememberCompiled(io.cwd, read.sources, result);
  const { findings, failing, checked, summary: line } = lintStep(io.cwd, read, result, paths, opts.failSeverity);
  const all = findings.problems;
  switch (opts.format) {
    case 'json':
      io.out(JSON.stringify({ ok: failing.length === 0, files: checked, errors: all }, null, 2));
      break;
    case 'sarif':
      io.out(toSarif(findings, cliVersion));
      break;
    case 'junit':
      io.out(toJunit(findings));
      break;
    case 'github': {
      const annotations = toGithub(findings);
      if (annotations) io.out(annotations);
      io.out(line);
      break;
    }
    default:
      for (const e of all) io.out(`${formatError(e)}${e.severity === 'warn' ? ' (warning)' : ''}`);
      io.out(line);
  }
  if (failing.length) throw new CliExit(1);
  return result;
}

function summary(errors: ConfigError[], warnings: ConfigError[], files: number): string {
  const w = warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : '';
  return errors.length
    ? `${errors.length} error${errors.length === 1 ? '' : 's'} in ${new Set(errors.map((e) => e.file)).size} file(s)${w}`
    : `${files} files ok${w}`;
}

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}
