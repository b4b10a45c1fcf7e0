import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { HistoryError, readHistory, versionFile, type History } from '../bundle/history';
import { readBytes } from './read-published';

const isUrl = (spec: string): boolean => /^https?:\/\//i.test(spec);

/** Where a published manifest is: an http(s) URL as given, a path resolved (a folder means its manifest.json). */
export function manifestLocation(spec: string, cwd: string): string {
  if (isUrl(spec)) return spec;
  const path = resolve(cwd, spec);
  try {
    if (statSync(path).isDirectory()) return join(path, 'manifest.json');
  } catch {
    // missing: reported when read
  }
  return path;
}

/** The location of `name` (manifest.json, versions/<n>.json) beside the manifest at `location`. */
export function besideManifest(location: string, name: string): string {
  return isUrl(location) ? new URL(name, location).href : join(dirname(location), name);
}

/** The location of published version `n` beside the manifest at `location`. */
export const versionLocation = (location: string, n: number): string => besideManifest(location, versionFile(n));

/** A file's text, or null when it is not there (no such file; HTTP 404, or 204 for "nothing published"). */
async function textOrNull(location: string): Promise<string | null> {
  try {
    return new TextDecoder().decode(await readBytes(location));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || /: HTTP 404$/.test((e as Error).message)) return null;
    throw e;
  }
}

/** Every published version beside the manifest `spec` (a path, a folder or an http(s) URL): src/config/bundle/history.ts. */
export async function readHistoryAt(spec: string, cwd: string): Promise<{ location: string; history: History }> {
  const location = manifestLocation(spec, cwd);
  const read = async (name: string) => {
    const text = await textOrNull(besideManifest(location, name));
    // The embedded backend answers 204 for a manifest not published yet.
    return text === '' && name === 'manifest.json' ? null : text;
  };
  try {
    return { location, history: await readHistory(read) };
  } catch (e) {
    if (e instanceof HistoryError) throw new HistoryError(`${spec}: ${e.message.replace(/^manifest\.json: /, '')}`);
    throw e;
  }
}
