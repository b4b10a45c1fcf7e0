import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledConfig } from '../../rules-model/compiled-types';
import type { ConfigSource } from '../compile';

/** Where a repo keeps its compiled configurations: with other tools' caches, out of git. */
export const cacheDir = (root: string): string => join(root, 'node_modules/.cache/meridian');
/** Entries kept (a few worktree states, both sides of a bisect); older ones are removed on write. */
const KEEP = 8;

/**
 * The key of a compiled configuration: the compiler that made it (`build`, the prebuilt CLI's
 * build id) and every source's path and text. A changed, added or removed file is another key.
 */
export function cacheKey(build: string, sources: readonly ConfigSource[]): string {
  const hash = createHash('sha256').update(`meridian-compiled-config 1\0${build}\0`);
  for (const s of sources) hash.update(`${s.file}\0${s.text.length}\0${s.text}\0`);
  return hash.digest('hex').slice(0, 32);
}

const entry = (root: string, key: string) => join(cacheDir(root), `compiled-${key}.json`);

/** The configuration compiled earlier from exactly these sources by this build, or null (none, unreadable, or not JSON). */
export function readCompiled(root: string, key: string): CompiledConfig | null {
  try {
    return JSON.parse(readFileSync(entry(root, key), 'utf8')) as CompiledConfig;
  } catch {
    return null;
  }
}

/**
 * Keeps a valid compiled configuration for the next start (only a configuration without errors is
 * ever written). Written to a temporary file and renamed, so a reader never sees half of one; a
 * cache that cannot be written (read-only checkout) is skipped without a word.
 */
export function writeCompiled(root: string, key: string, config: CompiledConfig): void {
  const dir = cacheDir(root);
  try {
    mkdirSync(dir, { recursive: true });
    const tmp = join(dir, `.compiled-${key}.${process.pid}.tmp`);
    writeFileSync(tmp, JSON.stringify(config));
    renameSync(tmp, entry(root, key));
    const old = readdirSync(dir)
      .filter((f) => /^compiled-[0-9a-f]+\.json$/.test(f))
      .map((f) => ({ f, t: statSync(join(dir, f)).mtimeMs }))
      .sort((a, b) => b.t - a.t)
      .slice(KEEP);
    for (const { f } of old) rmSync(join(dir, f), { force: true });
  } catch {
    // No cache this time; the next start compiles again.
  }
}
