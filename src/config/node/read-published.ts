import { dirname, resolve } from 'node:path';
import type { CompiledConfig } from '../../rules-model/compiled-types';
import { byteLimitOf } from '../bundle/bundle-files';
import { readFileBounded } from './bounded-file';
import { manifestProblem, type RulesManifest } from '../bundle/manifest';
import { readBounded } from '../bundle/bounded-read';
import { assembleConfig } from '../bundle/assemble';

/** A side of `meridian diff` given as a published manifest: a path ending in .json, or an http(s) URL. */
export const isManifestSpec = (spec: string): boolean => /^https?:\/\//i.test(spec) || /\.json$/i.test(spec);

/**
 * The bytes of a file or an http(s) URL (10 s at most), no more than `limit` (by default what a bundle
 * file of that name may take, byteLimitOf()): a host or a folder holding something larger is refused
 * with an Error before it is read whole.
 */
export async function readBytes(location: string, limit = byteLimitOf(location)): Promise<Uint8Array> {
  if (/^https?:\/\//i.test(location)) {
    const response = await fetch(location, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${location}: HTTP ${response.status}`);
    const read = await readBounded(response, limit);
    if (!read.ok) throw new Error(`${location}: ${read.detail}`);
    return read.bytes;
  }
  return readFileBounded(location, limit);
}

/**
 * The configuration a published bundle holds: every site's file read beside the manifest (a folder
 * or a URL), its size and SHA-256 checked, put together as one compiled configuration with each
 * site's rules. The signature is not checked here (`meridian status` does, with the keys to trust).
 * A `versions/<n>.json` (an earlier version) reads its site files from the folder above, where they are.
 */
export async function readPublishedConfig(
  spec: string,
  cwd: string,
): Promise<{ label: string; config: CompiledConfig; manifest: RulesManifest }> {
  const url = /^https?:\/\//i.test(spec);
  const location = url ? spec : resolve(cwd, spec);
  const base = location.replace(/([/\\])versions[/\\][1-9]\d*\.json$/, '$1manifest.json');
  let manifest: unknown;
  try {
    manifest = JSON.parse(new TextDecoder().decode(await readBytes(location)));
  } catch (e) {
    throw new Error(`${spec}: cannot read a manifest (${(e as Error).message})`);
  }
  const problem = manifestProblem(manifest);
  if (problem) throw new Error(`${spec}: not a rule bundle manifest (${problem})`);
  const m = manifest as RulesManifest;
  const fileAt = (name: string) => (url ? new URL(name, base).href : resolve(dirname(base), name));
  try {
    const config = await assembleConfig(m, (entry) => readBytes(fileAt(entry.file)));
    return { label: `published v${m.version} (${m.revision})`, config, manifest: m };
  } catch (e) {
    throw new Error(`${spec}: ${(e as Error).message}`);
  }
}
