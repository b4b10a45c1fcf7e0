import { compiledRepoConfig } from '../config/node/repo-config';
import type { CompiledConfig } from '../rules-model/compiled-types';

/** The repository's own compiled configuration, for tests (the embedded backend's too: one compile per test file). */
export function repoConfig(): CompiledConfig {
  // Tests run from the repo root (jsdom tests have no file: URL for import.meta.url).
  return compiledRepoConfig(process.cwd());
}
