import type { RulesManifest } from './manifest';

/** The manifest and versions/<n>.json: short-lived and revalidated with their ETag (a CDN holds them 30 s). */
export const MANIFEST_CACHE = 'public, max-age=30, must-revalidate';
/** A site file is named by its content: cached for good. */
export const FILE_CACHE = 'public, max-age=31536000, immutable';
/** Every file of a bundle is JSON. */
export const BUNDLE_CONTENT_TYPE = 'application/json';

export const MANIFEST_FILE = 'manifest.json';
/** A site file's name: `<site>.<16 hex of its SHA-256>.json`. */
export const SITE_FILE = /^[a-z][a-z0-9_]*\.[0-9a-f]{16}\.json$/;
/** A published version's manifest, kept by number. */
export const VERSION_FILE = /^versions\/[1-9][0-9]{0,8}\.json$/;

export const versionFileName = (version: number): string => `versions/${version}.json`;

/** The most a manifest or a versions/<n>.json may take: pages and the CLI stop reading past it. */
export const MANIFEST_LIMIT_BYTES = 64 * 1024;
/** The most a site file may take (a page also reads no further than the size its manifest declares). */
export const SITE_FILE_LIMIT_BYTES = 1024 * 1024;

/** The most a reader takes of the bundle file `name` (or a path or URL ending in it): a manifest's limit, else a site file's. */
export const byteLimitOf = (name: string): number =>
  /(^|[/\\])(manifest|versions[/\\][1-9][0-9]*)\.json$/.test(name) ? MANIFEST_LIMIT_BYTES : SITE_FILE_LIMIT_BYTES;

/** One file of a bundle as a host stores it, with the cache header it is served with. */
export interface BundleObject {
  name: string;
  cacheControl: string;
}

/**
 * The order in which a bundle's files reach a host that already holds `remote`: the site files it
 * lacks (immutable, named by content), then the version files it lacks and the current version's
 * (a signature or a refresh rewrites it), then the manifest — last, so no client reads a manifest
 * whose files are not there. `missing`: files the manifest names that neither side has; the
 * manifest must not go up while any is missing. Names that are not bundle files are left out.
 */
export function uploadPlan(
  local: readonly string[],
  remote: ReadonlySet<string>,
  manifest: Pick<RulesManifest, 'version' | 'sites'>,
): { objects: BundleObject[]; missing: string[] } {
  const has = new Set(local);
  const current = versionFileName(manifest.version);
  const sites = local.filter((n) => SITE_FILE.test(n) && !remote.has(n)).sort();
  const versions = local.filter((n) => VERSION_FILE.test(n) && (n === current || !remote.has(n))).sort(byVersion);
  const missing = [...Object.values(manifest.sites).map((s) => s.file), current].filter((n) => !has.has(n) && !remote.has(n));
  return {
    objects: [
      ...sites.map((name) => ({ name, cacheControl: FILE_CACHE })),
      ...versions.map((name) => ({ name, cacheControl: MANIFEST_CACHE })),
      ...(has.has(MANIFEST_FILE) ? [{ name: MANIFEST_FILE, cacheControl: MANIFEST_CACHE }] : []),
    ],
    missing,
  };
}

const versionOf = (name: string): number => Number(name.slice('versions/'.length, -'.json'.length));
const byVersion = (a: string, b: string): number => versionOf(a) - versionOf(b);
