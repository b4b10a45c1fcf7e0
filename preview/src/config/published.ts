import { threshold, timestampKeys, trusted } from 'virtual:meridian/rules-trust';
import { assembleConfig } from '../../../src/config/bundle/assemble';
import { HistoryError, readHistory, type History } from '../../../src/config/bundle/history';
import { manifestProblem, type RulesManifest } from '../../../src/config/bundle/manifest';
import { verifiedManifest } from '../../../src/config/bundle/verify';
import type { CompiledConfig } from '../../../src/rules-model/compiled-types';

/** Where the embedded backend (and a CDN) serves published rule bundles (docs/rules-bundles.md). */
export const PUBLISHED_URL = '/rules-bundle/';

/** Which configuration a side of the preview decides with. */
export type RulesSource = { kind: 'tree' } | { kind: 'built-in' } | { kind: 'published'; version: number };

export const sourceValue = (s: RulesSource): string => (s.kind === 'published' ? `v${s.version}` : s.kind);
export function sourceOf(value: string): RulesSource {
  const m = /^v(\d+)$/.exec(value);
  return m ? { kind: 'published', version: Number(m[1]) } : value === 'built-in' ? { kind: 'built-in' } : { kind: 'tree' };
}

/**
 * Every published version (the reader `meridian history` uses, src/config/bundle/history.ts), or
 * null while nothing is published (the manifest answers 204 or 404).
 */
export async function publishedHistory(fetchFn: typeof fetch = fetch): Promise<History | null> {
  const read = async (name: string): Promise<string | null> => {
    const response = await fetchFn(`${PUBLISHED_URL}${name}`, { cache: 'no-cache' });
    if (response.status === 204 || response.status === 404) return null;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  };
  try {
    return await readHistory(read);
  } catch (e) {
    if (e instanceof HistoryError && /^manifest\.json: not there/.test(e.message)) return null;
    throw e;
  }
}

export interface PublishedConfig {
  manifest: RulesManifest;
  config: CompiledConfig;
  /** Whether a key this build trusts signed it (the preview shows any version, and says so). */
  signed: boolean;
  detail: string | null;
}

/** A published version's configuration (versions/<n>.json and its site files, each hash checked). */
export async function loadPublished(version: number, fetchFn: typeof fetch = fetch): Promise<PublishedConfig> {
  const response = await fetchFn(`${PUBLISHED_URL}versions/${version}.json`);
  if (!response.ok) throw new Error(`version ${version}: HTTP ${response.status}`);
  const text = await response.text();
  const verified = await verifiedManifest(text, { keys: trusted, threshold, timestampKeys });
  const value: unknown = JSON.parse(text);
  const problem = manifestProblem(value);
  if (problem) throw new Error(`version ${version}: ${problem}`);
  const manifest = value as RulesManifest;
  const config = await assembleConfig(manifest, async (entry) => {
    const file = await fetchFn(`${PUBLISHED_URL}${entry.file}`);
    if (!file.ok) throw new Error(`${entry.file}: HTTP ${file.status}`);
    return new Uint8Array(await file.arrayBuffer());
  });
  return { manifest, config, signed: verified.ok, detail: verified.ok ? null : verified.detail };
}
