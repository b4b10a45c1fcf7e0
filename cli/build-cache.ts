import type { CompileResult, ConfigSource } from '../src/config/compile';
import { cacheKey, writeCompiled } from '../src/config/node/compiled-cache';
import { isDecidingSource } from '../src/config/deciding-sources';

// What load-config.ts (reads the cache) and compile-or-exit.ts (fills it) share. Here, below both,
// because load-config.ts imports compile-or-exit.ts (lazily) and must not be imported back.

/**
 * The prebuilt CLI's build id (scripts/build-cli.mjs defines it); undefined when the sources run
 * through tsx, which then compiles every time: only a build knows which compiler it is.
 */
declare const __MERIDIAN_BUILD_ID__: string | undefined;
export const buildId = (): string | undefined => (typeof __MERIDIAN_BUILD_ID__ === 'string' ? __MERIDIAN_BUILD_ID__ : undefined);

/** After a full compile (`meridian lint`, `meridian test`, a cache miss): keeps a valid result for the next start, keyed by the files that decide. */
export function rememberCompiled(root: string, sources: readonly ConfigSource[], result: CompileResult, build = buildId()): void {
  if (build !== undefined && result.ok)
    writeCompiled(
      root,
      cacheKey(
        build,
        sources.filter((s) => isDecidingSource(s.file)),
      ),
      result.config,
    );
}
