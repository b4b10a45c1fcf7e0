import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MANIFEST_CACHE, MANIFEST_FILE, uploadPlan, VERSION_FILE, type BundleObject } from '../src/config/bundle/bundle-files';
import { parsedManifest } from '../src/config/bundle/verify';
import { MAX_HISTORY_VERSIONS } from '../src/config/bundle/history';
import type { RulesManifest } from '../src/config/bundle/manifest';
import { readPublished, VERSIONS_DIR } from '../src/config/node/publish';
import { changedMeanwhile, MAX_LISTED_KEYS, StoreError, tooManyListed, type ObjectStore, type Stored } from './object-store';

/** How many site files go up at once: a bundle has a dozen, and a store takes them side by side. */
const PARALLEL = 8;

/** Every bundle file in `dir`: site files, versions/<n>.json and manifest.json, by their names on a host. */
function bundleNames(dir: string): string[] {
  const top = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const versions = existsSync(join(dir, VERSIONS_DIR)) ? readdirSync(join(dir, VERSIONS_DIR)).map((f) => `${VERSIONS_DIR}/${f}`) : [];
  return [...top, ...versions.filter((n) => VERSION_FILE.test(n))];
}

/** What a read-modify-write read from a store, by name: the object as read, or null when there was none. */
export type StoreSnapshot = Map<string, Stored | null>;

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  a === undefined || b === undefined ? a === b : Buffer.from(a).equals(Buffer.from(b));

/**
 * Puts `objects` in stages, each stage whole before the next starts (uploadPlan()'s order). With
 * `seen` (what the command read and built on), every object of `objects` that `seen` names is read
 * again first and must still be as read — else nothing is put (changedMeanwhile) — and is then put
 * on that condition: `If-Match` its ETag, or `If-None-Match: *` where there was none. A store that
 * honours conditional writes (AWS S3, R2, MinIO) refuses a change made between that read and the put;
 * one that ignores them (s3rver) leaves that window (docs/rules-bundles.md "Four eyes").
 */
export async function putInOrder(
  store: ObjectStore,
  objects: BundleObject[],
  bytesOf: (name: string) => Uint8Array,
  seen?: StoreSnapshot,
): Promise<void> {
  if (seen)
    for (const o of objects) {
      if (!seen.has(o.name)) continue;
      const was = seen.get(o.name);
      const now = await store.getTagged(o.name);
      if (!sameBytes(was?.bytes, now?.bytes) || (was?.etag && now?.etag && was.etag !== now.etag))
        throw changedMeanwhile(store.label, o.name);
    }
  const condition = (name: string) => {
    if (!seen?.has(name)) return undefined;
    const was = seen.get(name);
    if (!was) return { ifNoneMatch: '*' as const };
    return was.etag ? { ifMatch: was.etag } : undefined;
  };
  const stages: BundleObject[][] = [];
  for (const o of objects) {
    const last = stages.at(-1);
    if (last && last[0]!.cacheControl === o.cacheControl && o.name !== MANIFEST_FILE) last.push(o);
    else stages.push([o]);
  }
  for (const stage of stages)
    for (let i = 0; i < stage.length; i += PARALLEL)
      await Promise.all(stage.slice(i, i + PARALLEL).map((o) => store.put(o.name, bytesOf(o.name), o.cacheControl, condition(o.name))));
}

/**
 * Uploads the bundle published in `dir` to `store`: the site files the store lacks, then the
 * version files, then the manifest last (uploadPlan()). Refused before anything goes up when the
 * manifest names a file that neither `dir` nor the store has. With `seen` (what a publish pulled and
 * built on), a manifest or version file changed in the store since is not overwritten (putInOrder()).
 */
export async function uploadBundle(store: ObjectStore, dir: string, seen?: StoreSnapshot): Promise<{ uploaded: string[]; kept: number }> {
  const manifest = readPublished(dir);
  if (!manifest) throw new StoreError(`${dir}: nothing published to upload`, 2);
  const local = bundleNames(dir);
  const remote = await listedNames(store);
  const { objects, missing } = uploadPlan(local, remote, manifest);
  if (missing.length)
    throw new StoreError(`upload refused: the manifest names ${missing.join(', ')}, in neither ${dir} nor ${store.label}`, 1);
  // A version file the pull did not see is new: created only where there is none (If-None-Match: *),
  // so a rollback that landed meanwhile keeps its record of the same number.
  const expected = seen && new Map(seen);
  if (expected) for (const o of objects) if (VERSION_FILE.test(o.name) && !expected.has(o.name)) expected.set(o.name, null);
  await putInOrder(store, objects, (name) => readFileSync(join(dir, name)), expected);
  return { uploaded: objects.map((o) => o.name), kept: local.length - objects.length };
}

/** The manifest a store holds under `name` (or `read`, that object as already read), its text and parsed value; null when there is none. */
export async function storedManifest(
  store: ObjectStore,
  name = MANIFEST_FILE,
  read?: Stored | null,
): Promise<{ text: string; manifest: RulesManifest } | null> {
  const bytes = read === undefined ? await store.get(name) : read?.bytes;
  if (!bytes) return null;
  const text = new TextDecoder().decode(bytes);
  const parsed = parsedManifest(text);
  if (!parsed.ok) throw new StoreError(`${store.label}/${name}: not a rule bundle manifest (${parsed.detail})`, 1);
  return { text, manifest: parsed.value };
}

/**
 * The versions/<n>.json `store` lists. More than MAX_HISTORY_VERSIONS is no series meridian
 * published: refused (a StoreError, exit 1) before any is read, as each costs a request and up to
 * 64 KB of memory.
 */
export async function listedVersionFiles(store: ObjectStore): Promise<string[]> {
  return [...(await listedWithin(store, `${VERSIONS_DIR}/`, MAX_HISTORY_VERSIONS))].filter((n) => VERSION_FILE.test(n));
}

/** Every name `store` lists, refused (a StoreError, exit 1) past MAX_LISTED_KEYS: no series meridian published holds that many. */
export const listedNames = (store: ObjectStore): Promise<Set<string>> => listedWithin(store, '', MAX_LISTED_KEYS);

/** The names `store` lists under `under`, refused past `limit` (the S3 store stops paging there itself; any store is held to it). */
async function listedWithin(store: ObjectStore, under: string, limit: number): Promise<Set<string>> {
  const listed = await store.list(under, limit);
  if (listed.size > limit) throw tooManyListed(store.label, limit, under);
  return listed;
}

/** The bytes of a store's manifest.json (null when it has none) and of every versions/<n>.json it lists. */
export async function storedSeriesBytes(store: ObjectStore): Promise<{ manifest: Uint8Array | null; versions: Map<string, Uint8Array> }> {
  const versions = new Map<string, Uint8Array>();
  for (const name of await listedVersionFiles(store)) {
    const bytes = await store.get(name);
    if (bytes) versions.set(name, bytes);
  }
  return { manifest: await store.get(MANIFEST_FILE), versions };
}

/** The texts of storedSeriesBytes(), as checkedSeries() and seriesStanding() read them. */
export function seriesTexts(versions: ReadonlyMap<string, Uint8Array>): Map<string, string> {
  const decode = new TextDecoder();
  return new Map([...versions].map(([n, b]) => [n, decode.decode(b)]));
}

/**
 * Brings what `store` has published into `dir` (its manifest and every versions/<n>.json) unless
 * `dir` holds a newer version, so a publish from a fresh checkout numbers its version after the
 * store's, withdraws from its history and refreshes what it serves. Site files stay in the store.
 */
export async function pullPublished(store: ObjectStore, dir: string): Promise<number | null> {
  const stored = await storedManifest(store);
  if (!stored) return null;
  const local = readPublished(dir);
  if (local && local.version > stored.manifest.version) return null;
  const names = await listedVersionFiles(store);
  mkdirSync(join(dir, VERSIONS_DIR), { recursive: true });
  for (const name of names) {
    const bytes = await store.get(name);
    if (bytes) writeFileSync(join(dir, name), bytes);
  }
  writeFileSync(join(dir, MANIFEST_FILE), stored.text);
  return stored.manifest.version;
}

/**
 * Copies `name`, the current manifest and versions/ from `store` into `dir` (same layout), runs `change` on the
 * copy of `name`, and puts back whichever of the two changed: the version file first, the manifest
 * last, each only if still as read (putInOrder() with what was read: a StoreError, exit 1, nothing
 * overwritten, when another publish, rollback or signature changed it meanwhile). For `meridian sign
 * s3://…`: the signature is added by the same code as for a file.
 */
export async function editInStore<T>(
  store: ObjectStore,
  dir: string,
  name: string,
  change: (file: string) => Promise<T>,
): Promise<{ result: T; uploaded: string[] }> {
  // versions/ too: what is signed is checked against the series beside it.
  const names = [...new Set([name, MANIFEST_FILE, ...(await listedVersionFiles(store))])];
  const seen: StoreSnapshot = new Map();
  mkdirSync(join(dir, VERSIONS_DIR), { recursive: true });
  for (const n of names) {
    const got = await store.getTagged(n);
    seen.set(n, got);
    if (!got) {
      if (n === name) throw new StoreError(`${store.label}/${name}: no such object`, 2);
      continue;
    }
    mkdirSync(dirname(join(dir, n)), { recursive: true });
    writeFileSync(join(dir, n), got.bytes);
  }
  const result = await change(join(dir, name));
  const changed = bundleNames(dir).filter((n) => {
    const was = seen.get(n);
    return !was || !Buffer.from(was.bytes).equals(readFileSync(join(dir, n)));
  });
  for (const n of changed) if (!seen.has(n)) seen.set(n, null); // not there when listed: only created, never overwritten
  const objects = uploadPlanForChanged(changed);
  // The change (a signature: a rebuild taking seconds) was made on what was read: a rollback or
  // another signature uploaded meanwhile is not overwritten (putInOrder's re-read and If-Match).
  await putInOrder(store, objects, (n) => readFileSync(join(dir, n)), seen);
  return { result, uploaded: objects.map((o) => o.name) };
}

/** Changed manifests, the version files first and the current manifest last. */
function uploadPlanForChanged(changed: string[]): BundleObject[] {
  const sorted = [...changed.filter((n) => n !== MANIFEST_FILE), ...changed.filter((n) => n === MANIFEST_FILE)];
  return sorted.map((n) => ({ name: n, cacheControl: MANIFEST_CACHE }));
}
