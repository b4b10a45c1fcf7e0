import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledConfig, CompiledSite } from '../../rules-model/compiled-types';
import { compileOrThrow } from '../compile';
import { readSources } from './read-sources';

const compiled = new Map<string, CompiledConfig>();

/**
 * The configuration under `root` (sites/, rules/) compiled once per process: what the embedded
 * backend (src/mocks, Node only) and the tests read site facts from. Node reads the YAML here; the
 * browser gets the compiled config from `virtual:meridian/config` and never parses YAML.
 */
export function compiledRepoConfig(root: string = process.cwd()): CompiledConfig {
  let config = compiled.get(root);
  if (!config) {
    config = compileOrThrow(readSources(root));
    compiled.set(root, config);
  }
  return config;
}

/**
 * The sites the configuration under `root` compiles to, by site id (main, id 0, first): the one list
 * of sites for tests and scripts, so a site added as a YAML file is in it with nothing else to update.
 */
export function repoSites(root: string = process.cwd()): CompiledSite[] {
  return Object.values(compiledRepoConfig(root).sites).sort((a, b) => a.id - b.id);
}

/** The keys of repoSites, in the same order. */
export function repoSiteKeys(root: string = process.cwd()): string[] {
  return repoSites(root).map((s) => s.key);
}

/** The language codes of the repository: the folders of locales/ under `root` (a language added there is in it). */
export function repoLocales(root: string = process.cwd()): string[] {
  return readdirSync(join(root, 'locales'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}
