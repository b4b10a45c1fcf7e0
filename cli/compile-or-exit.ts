import { compile, type CompileResult, type ConfigSource } from '../src/config/compile';
import { formatError, type ConfigError } from '../src/config/config-error';
import { readConfigSources } from '../src/config/node/read-sources';
import { CliExit, type CliIO } from './io';
import { buildId, rememberCompiled } from './load-config';

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
