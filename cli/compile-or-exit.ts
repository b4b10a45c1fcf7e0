import { compile, type CompileResult, type ConfigSource } from '../src/config/compile';
import { formatError, type ConfigError } from '../src/config/config-error';
import { readConfigSources } from '../src/config/node/read-sources';
import { readRevision, RevisionError, type Revision } from '../src/config/node/config-revision';
import { text } from './escape-output';
import { CliExit, type CliIO } from './io';
import { buildId, rememberCompiled } from './build-cache';

/** Compiles the configuration under `root`; on errors (files that cannot be read included) prints them and exits with `code`. */
export function compileOrExit(io: CliIO, root: string, code = 2, build = buildId()): Extract<CompileResult, { ok: true }> {
  return compileSourcesOrExit(io, root, readConfigSources(root), code, build);
}

/** compileOrExit for sources already read (by loadConfigOrExit, for its cache key): each file is read once per start. */
export function compileSourcesOrExit(
  io: CliIO,
  root: string,
  read: { sources: ConfigSource[]; errors: ConfigError[] },
  code = 2,
  build = buildId(),
): Extract<CompileResult, { ok: true }> {
  const result = compile(read.sources);
  if (!result.ok || read.errors.length) {
    io.err(`configuration under ${root} is invalid:`);
    for (const e of [...read.errors, ...(result.ok ? [] : result.errors)]) io.err(formatError(e));
    throw new CliExit(code);
  }
  rememberCompiled(root, read.sources, result, build);
  return result;
}

/** A side of a comparison or a rollback: the working tree (`spec` undefined) or a git revision's sources. */
export interface CompiledRevision {
  label: string;
  result: Extract<CompileResult, { ok: true }>;
}

/**
 * Reads and compiles the working tree or the revision `spec` names. An unknown revision exits 2;
 * an invalid configuration prints `<name> <label>: the configuration is invalid:` and its errors
 * and exits with `code`. Serves `meridian diff`'s sides and `meridian publish --from`.
 */
export function compileRevisionOrExit(io: CliIO, name: string, spec: string | undefined, code: number): CompiledRevision {
  let rev: Revision;
  try {
    rev = spec === undefined ? { label: 'working tree', ...readConfigSources(io.cwd) } : readRevision(io.cwd, spec);
  } catch (e) {
    if (!(e instanceof RevisionError)) throw e;
    io.err(text(`${name}: ${e.message}`));
    throw new CliExit(2);
  }
  const result = compile(rev.sources);
  if (!result.ok || rev.errors.length) {
    io.err(text(`${name} ${rev.label}: the configuration is invalid:`));
    for (const e of [...rev.errors, ...(result.ok ? [] : result.errors)]) io.err(formatError(e));
    throw new CliExit(code);
  }
  return { label: rev.label, result };
}
