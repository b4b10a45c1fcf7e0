import { compile, type CompileResult } from '../src/config/compile';
import { formatError } from '../src/config/config-error';
import { CliExit, type CliIO } from './io';
import { readSources } from './read-sources';

/** Compiles the configuration under `root`; on errors prints them and exits with `code`. */
export function loadConfigOrExit(io: CliIO, root: string, code = 2): Extract<CompileResult, { ok: true }> {
  const result = compile(readSources(root));
  if (!result.ok) {
    io.err(`configuration under ${root} is invalid:`);
    for (const e of result.errors) io.err(formatError(e));
    throw new CliExit(code);
  }
  return result;
}
