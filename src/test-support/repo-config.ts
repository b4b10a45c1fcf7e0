import { readSources } from '../config/node/read-sources';
import { compileOrThrow } from '../config/compile';
import type { CompiledConfig } from '../rules-model/compiled-types';

let cached: CompiledConfig | null = null;

/** The repository's own compiled configuration, for tests. */
export function repoConfig(): CompiledConfig {
  // Tests run from the repo root (jsdom tests have no file: URL for import.meta.url).
  cached ??= compileOrThrow(readSources(process.cwd()));
  return cached;
}
