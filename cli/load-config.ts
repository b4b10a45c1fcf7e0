import { compile, type CompileResult } from '../src/config/compile';
import { formatError } from '../src/config/config-error';
import { CliExit, type CliIO } from './io';
import { readConfigSources } from '../src/config/node/read-sources';

/** Compiles the configuration under `root`; on errors (files that cannot be read included) prints them and exits with `code`. */
export function loadConfigOrExit(io: CliIO, root: string, code = 2): Extract<CompileResult, { ok: true }> {
  const { sources, errors } = readConfigSources(root);
  const result = compile(sources);
  if (!result.ok || errors.length) {
    io.err(`configuration under ${root} is invalid:`);
    for (const e of [...errors, ...(result.ok ? [] : result.errors)]) io.err(formatError(e));
    throw new CliExit(code);
  }
  return result;
}
