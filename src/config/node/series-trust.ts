import { createPublicKey } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE, MANIFEST_LIMIT_BYTES, VERSION_FILE } from '../bundle/bundle-files';
import { MAX_HISTORY_VERSIONS } from '../bundle/history';
import { readFileBounded } from './bounded-file';
import type { RulesManifest } from '../bundle/manifest';
import { parsedManifest, signedRelease } from '../bundle/verify';
import { PUBLIC_KEYS_ENV, publicKeyList, THRESHOLD_ENV } from './public-keys';
import { DEV_KEY_FILE, rawPublicKey } from './signing-key';

/**
 * What the CLI trusts when it builds on, refreshes, rolls back to or signs a published manifest: the
 * keys a site build trusts ($MERIDIAN_RULES_PUBLIC_KEYS), else the development key of
 * `.meridian/keys/` when this checkout has one (a demo, `npm start`), else none — and then every
 * published manifest is refused. docs/rules-bundles.md "What the CLI checks".
 */
export interface CliTrust {
  keys: string[];
  /** $MERIDIAN_RULES_THRESHOLD (default 1): what a refresh requires of the release it renews. */
  threshold: number;
  /** Where the keys came from, for messages. */
  from: string;
}

/** The CLI's trust from the environment (as the site build reads it) and the checkout at `root`; an Error on a bad variable. */
export function cliTrust(root: string, env: Record<string, string | undefined> = process.env): CliTrust {
  const listed = publicKeyList(env[PUBLIC_KEYS_ENV], PUBLIC_KEYS_ENV);
  const raw = env[THRESHOLD_ENV];
  const threshold = raw === undefined || raw === '' ? 1 : Number(raw);
  if (!Number.isInteger(threshold) || threshold < 1)
    throw new Error(`$${THRESHOLD_ENV}: "${raw}" is not a whole number of keys, 1 or more`);
  if (listed.length) {
    if (threshold > listed.length)
      throw new Error(`$${THRESHOLD_ENV}: ${threshold} signatures required, but only ${listed.length} key(s) are trusted`);
    return { keys: listed, threshold, from: `$${PUBLIC_KEYS_ENV}` };
  }
  const devFile = join(root, DEV_KEY_FILE);
  if (!existsSync(devFile)) return { keys: [], threshold, from: `no $${PUBLIC_KEYS_ENV} and no development key (${DEV_KEY_FILE})` };
  const key = rawPublicKey(createPublicKey(readFileSync(devFile, 'utf8')));
  return { keys: [key], threshold, from: `the development key (${DEV_KEY_FILE}; no $${PUBLIC_KEYS_ENV})` };
}

export type Checked = { ok: true; manifest: RulesManifest; signers: string[] } | { ok: false; problem: string };

/**
 * `text` as a manifest whose release `threshold` distinct trusted keys signed, every trusted key's
 * signature holding: the release half of the check a page makes, by the same code
 * (src/config/bundle/verify.ts signedRelease). The timestamp is not checked: a refresh replaces it,
 * and a publish takes only the release (its version and withdrawn list) from it.
 */
export async function checkedRelease(
  text: string,
  trust: Pick<CliTrust, 'keys' | 'from'>,
  threshold: number,
  name = MANIFEST_FILE,
): Promise<Checked> {
  const parsed = parsedManifest(text);
  if (!parsed.ok) return { ok: false, problem: `${name}: not a rule bundle manifest (${parsed.detail})` };
  const manifest = parsed.value;
  if (trust.keys.length === 0)
    return {
      ok: false,
      problem: `${name}: cannot check its signatures: ${trust.from}; set $${PUBLIC_KEYS_ENV} to the keys the site build trusts`,
    };
  const signed = await signedRelease(manifest, { keys: trust.keys, threshold }, text);
  if (!signed.ok) return { ok: false, problem: `${name}: ${signed.detail}${signed.refusal === 'unknown-key' ? ` (${trust.from})` : ''}` };
  return { ok: true, manifest, signers: signed.value.signers };
}

/** A published folder's texts: manifest.json and each `versions/<n>.json` (by that name). */
export interface SeriesTexts {
  manifest: string;
  versions: ReadonlyMap<string, string>;
}

/** Each `versions/<n>.json` published in `dir`, by that name (none when there is no versions/). */
export function readVersionTexts(dir: string): Map<string, string> {
  const versions = new Map<string, string>();
  const folder = join(dir, 'versions');
  if (existsSync(folder))
    for (const f of readdirSync(folder)) {
      const name = `versions/${f}`;
      if (!VERSION_FILE.test(name)) continue;
      if (versions.size >= MAX_HISTORY_VERSIONS)
        throw new Error(
          `${folder}: more than the ${MAX_HISTORY_VERSIONS} version files a series may hold: not a series meridian published`,
        );
      versions.set(name, readFileBounded(join(folder, f), MANIFEST_LIMIT_BYTES).toString('utf8'));
    }
  return versions;
}

/** The texts published in `dir`, or null when it holds no manifest.json. */
export function readSeries(dir: string): SeriesTexts | null {
  const file = join(dir, MANIFEST_FILE);
  if (!existsSync(file)) return null;
  return { manifest: readFileBounded(file, MANIFEST_LIMIT_BYTES).toString('utf8'), versions: readVersionTexts(dir) };
}

/**
 * Where version `version` stands among a series' version files: the version file that withdrew it
 * (a later version naming it in `withdrawn`), else the newest one when that is newer, else null (it
 * is the current one). A version file that cannot be read counts as a version by its name.
 */
export function seriesStanding(
  version: number,
  versions: ReadonlyMap<string, string>,
): { withdrawnBy: { version: number; name: string } } | { newer: { version: number; name: string } } | null {
  let highest: { version: number; name: string } | null = null;
  for (const [name, text] of versions) {
    const n = Number(/^versions\/(\d+)\.json$/.exec(name)![1]);
    const parsed = parsedManifest(text);
    const v = parsed.ok ? Math.max(n, parsed.value.version) : n;
    if (!highest || v > highest.version) highest = { version: v, name };
    if (parsed.ok && parsed.value.withdrawn.includes(version) && parsed.value.version > version)
      return { withdrawnBy: { version: parsed.value.version, name } };
  }
  return highest && highest.version > version ? { newer: highest } : null;
}

/**
 * The current manifest of a published series when it may be refreshed or built on: its release
 * signed by `threshold` distinct trusted keys (checkedRelease), not withdrawn by any version file,
 * and not older than any of them (seriesStanding). A version file that cannot be read counts as a
 * version by its name: a store changed by someone else stops the job (a freeze, which ends in
 * staleness) rather than keeping a withdrawn or superseded version fresh.
 */
export async function checkedSeries(series: SeriesTexts, trust: Pick<CliTrust, 'keys' | 'from'>, threshold: number): Promise<Checked> {
  const current = await checkedRelease(series.manifest, trust, threshold);
  if (!current.ok) return current;
  const { version } = current.manifest;
  const standing = seriesStanding(version, series.versions);
  if (standing && 'withdrawnBy' in standing)
    return {
      ok: false,
      problem: `${MANIFEST_FILE} is version ${version}, which version ${standing.withdrawnBy.version} (${standing.withdrawnBy.name}) withdrew: a withdrawn version is never refreshed or built on; the store's manifest was put back or replaced`,
    };
  if (standing)
    return {
      ok: false,
      problem: `${MANIFEST_FILE} is version ${version}, older than ${standing.newer.name} (version ${standing.newer.version}): the store's manifest was put back or replaced, or a publish did not finish; publish again or put the newest version's manifest back`,
    };
  return current;
}

/** checkedSeries() of what `dir` holds; null when nothing is published there. */
export async function checkedPublished(dir: string, trust: Pick<CliTrust, 'keys' | 'from'>, threshold: number): Promise<Checked | null> {
  const series = readSeries(dir);
  return series && checkedSeries(series, trust, threshold);
}
