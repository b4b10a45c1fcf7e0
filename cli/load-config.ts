import { cacheKey, readCompiled } from '../src/config/node/compiled-cache';
import { readConfigSources } from '../src/config/node/read-sources';
import { isDecidingSource } from '../src/config/deciding-sources';
import type { CompiledConfig } from '../src/rules-model/compiled-types';
import { buildId } from './build-cache';
import type { CliIO } from './io';

/**
 * The compiled configuration under `root`, for commands that need nothing else (decide, explain,
 * coverage); exits as compileOrExit does. The prebuilt CLI keeps what it compiled in
 * node_modules/.cache/meridian, keyed by its build and every source's text, so the next start with
 * the same files skips the YAML parse, the schemas and the checks (`meridian lint` fills it too).
 * This module imports none of those: the compiler is imported only when the cache has no answer,
 * and compiles the sources already read for the key.
 */
export async function loadConfigOrExit(io: CliIO, root: string, code = 2, build = buildId()): Promise<{ config: CompiledConfig }> {
  const all = readConfigSources(root);
  // Only the files that decide: the rule tests and the policies are half of the YAML and no part of the compiled configuration.
  const read = { sources: all.sources.filter((s) => isDecidingSource(s.file)), errors: all.errors.filter((e) => isDecidingSource(e.file)) };
  if (build !== undefined && !read.errors.length) {
    const cached = readCompiled(root, cacheKey(build, read.sources));
    if (cached) return { config: cached };
  }
  const { compileSourcesOrExit } = await import('./compile-or-exit');
  return { config: compileSourcesOrExit(io, root, read, code, build).config };
}
