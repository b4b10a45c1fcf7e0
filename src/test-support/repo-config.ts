import { fileURLToPath } from 'node:url';
import { readSources } from '../../cli/read-sources';
import { compileOrThrow } from '../config/compile';
import type { CompiledConfig } from '../config/compiled-types';

let cached: CompiledConfig | null = null;

/** The repository's own compiled configuration, for tests. */
export function repoConfig(): CompiledConfig {
  cached ??= compileOrThrow(readSources(fileURLToPath(new URL('../..', import.meta.url))));
  return cached;
}
