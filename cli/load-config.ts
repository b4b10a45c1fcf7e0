import { compile, type CompileResult } from '../src/config/compile';
import { formatError } from '../src/config/config-error';
import { cacheKey, readCompiled, writeCompiled } from '../src/config/node/compiled-cache';
import type { CompiledConfig } from '../src/rules-model/compiled-types';
import { CliExit, type CliIO } from './io';
import { readConfigSources } from '../src/config/node/read-sources';
import { readPersonas } from '../src/config/node/read-personas';
import type { Persona } from '../src/rules-model/persona';

/**
 * The prebuilt CLI's build id (scripts/build-cli.mjs defines it); undefined when the sources run
 * through tsx, which then compiles every time: only a build knows which compiler it is.
 */
declare const __MERIDIAN_BUILD_ID__: string | undefined;
export const buildId = (): string | undefined => (typeof __MERIDIAN_BUILD_ID__ === 'string' ? __MERIDIAN_BUILD_ID__ : undefined);

/** Compiles the configuration under `root`; on errors (files that cannot be read included) prints them and exits with `code`. */
export function compileOrExit(io: CliIO, root: string, code = 2, build = buildId()): Extract<CompileResult, { ok: true }> {
  const { sources, errors } = readConfigSources(root);
  const result = compile(sources);
  if (!result.ok || errors.length) {
    io.err(`configuration under ${root} is invalid:`);
    for (const e of [...errors, ...(result.ok ? [] : result.errors)]) io.err(formatError(e));
    throw new CliExit(code);
  }
  rememberCompiled(root, sources, result, build);
  return result;
}

/**
 * The compiled configuration under `root`, for commands that need nothing else (decide, explain,
 * coverage); exits as compileOrExit does. The prebuilt CLI keeps what it compiled in
 * node_modules/.cache/meridian, keyed by its build and every source's text, so the next start with
 * the same files skips the YAML parse, the schemas and the checks (`meridian lint` fills it too).
 */
export function loadConfigOrExit(io: CliIO, root: string, code = 2, build = buildId()): { config: CompiledConfig } {
  if (build !== undefined) {
    const { sources, errors } = readConfigSources(root);
    const cached = errors.length ? null : readCompiled(root, cacheKey(build, sources));
    if (cached) return { config: cached };
  }
  return { config: compileOrExit(io, root, code, build).config };
}

/** After a full compile elsewhere (`meridian lint`): keeps a valid result for the next start, as loadConfigOrExit would. */
export function rememberCompiled(root: string, sources: Parameters<typeof cacheKey>[1], result: CompileResult, build = buildId()): void {
  if (build !== undefined && result.ok) writeCompiled(root, cacheKey(build, sources), result.config);
}

/** The personas of scenarios/personas.yaml under `root` (the scenario matrix's); on errors prints them and exits with `code`. */
export function loadPersonasOrExit(io: CliIO, root: string, code = 2): Persona[] {
  const { personas, errors } = readPersonas(root);
  if (errors.length) {
    io.err(`personas under ${root} are invalid:`);
    for (const e of errors) io.err(formatError(e));
    throw new CliExit(code);
  }
  return personas;
}
