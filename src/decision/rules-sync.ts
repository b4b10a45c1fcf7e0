import { readBounded } from '../config/bundle/bounded-read';
import { SITE_FILE_LIMIT_BYTES } from '../config/bundle/bundle-files';
import { BUNDLE_FORMAT, releaseText, type RulesManifest } from '../config/bundle/manifest';
import type { SiteBundle } from '../config/bundle/site-bundle';
import { sha256Hex } from '../config/bundle/digest';
import {
  acceptable,
  checkedSiteBytes,
  expiryMs,
  freshnessRefusal,
  parsedManifest,
  prepareTrust,
  signedManifest,
  siteFileText,
  type Checked,
  type Refusal,
  type Trust,
  type Verified,
  withdrawnRefusal,
} from '../config/bundle/verify';
import type { Vocabulary } from '../config/bundle/vocabulary';
import type { StringStorage } from '../lib/storage';
import { keptBundleKey, withdrawnKey } from './kept-bundle-key';
import type { CompiledConfig } from '../rules-model/compiled-types';

/** A verified bundle in use: its manifest's version, freshness and the site's configuration. */
export interface LiveBundle {
  version: number;
  revision: string;
  /** Until when its manifest is fresh; past it the page keeps these rules and reports them stale. */
  expiresAt: string;
  /** Its release as signed (canonical JSON): a refresh of the same version carries the same. */
  release: string;
  config: CompiledConfig;
}

/**
 * What one check found (docs/adr/0214-signed-rule-bundles.md). `applied` replaces the rules in use;
 * `refreshed` moves the freshness of the same release later. Whatever the kind, `dropped` says the
 * check taught the page that the version in use was withdrawn (a verified rollback whose own file
 * may not have come): the page no longer uses it and is back to the built-in rules.
 */
export type SyncOutcome = (
  | { kind: 'applied'; bundle: LiveBundle }
  | { kind: 'refreshed'; bundle: LiveBundle }
  | { kind: 'unchanged' }
  | { kind: 'refused'; refusal: Refusal | 'wrong-site'; detail: string }
  | { kind: 'failed'; detail: string }
) &
  VerifyTiming & {
    dropped?: Dropped;
    /**
     * The built-in rules' version (the build holds exactly that release), when a verified manifest
     * withdrew it and no newer version is in use: the page has no other rules to fall back to.
     */
    builtInWithdrawn?: number;
  };

/** A version in use that a verified manifest withdrew, and why the page stopped using it. */
export interface Dropped {
  version: number;
  detail: string;
}

export interface RulesSyncOptions {
  site: string;
  /** Where the manifest and site files are, ending in '/': '/rules-bundle/' or a CDN's. */
  baseUrl: string;
  trust: Trust;
  /** The names this build can render: a bundle asking for more is refused. */
  known: Vocabulary;
  /** The version of the built-in bundle (0): anything published is newer. */
  builtInVersion?: number;
  /** Whether a bundle published from a dirty tree is applied (demo builds only). */
  acceptDirty?: boolean;
  fetch: typeof fetch;
  storage: StringStorage;
  /** Ms before a request is given up. */
  timeoutMs?: number;
  /** The bundle already in use (restored for the first paint): only a newer one is applied. */
  inUse?: LiveBundle | null;
  /** A version this browser verified and holds but does not use (restore() left it kept: floor()): only a newer one is applied. */
  floor?: number;
  /** A clock (ms) for `verifyMs`; without one it is 0. */
  now?: () => number;
  /** The wall clock (ms since the epoch) freshness is judged by; default Date.now. */
  wallClock?: () => number;
  /** The site file cap; default SITE_FILE_LIMIT_BYTES. */
  maxSiteFileBytes?: number;
}

/** What a check spent checking the manifest (shape, signatures) and the site file's size and SHA-256 (ms); fetching and decoding excluded. */
export interface VerifyTiming {
  verifyMs?: number;
}

interface Kept {
  manifest: string;
  file: string;
}

type Outcome = SyncOutcome & { manifest?: RulesManifest };

/**
 * The browser's side of live rule bundles, without React: verifies a manifest's signatures (the
 * build's threshold of trusted keys, and a trusted timestamp), that it is fresh, not withdrawn,
 * newer, and in this build's vocabulary, and the site file's size and SHA-256 (read no further than
 * its declared size); keeps the verified pair in storage for the next first paint, where it is
 * verified again. Nothing wrong is ever applied: every failure leaves the bundle in use as it was.
 */
export function createRulesSync(o: RulesSyncOptions) {
  let inUse: LiveBundle | null = o.inUse ?? null;
  /**
   * The newest version this page has used: only a version above it is applied, also after the one in
   * use was withdrawn and the page went back to the built-in rules (never older rules than it had).
   */
  let floor = Math.max(inUse?.version ?? 0, o.builtInVersion ?? 0, o.floor ?? 0);
  const timeoutMs = o.timeoutMs ?? 5_000; // for the site file
  const wall = o.wallClock ?? Date.now;
  /** What this page learnt itself: it holds when storage does not. */
  const learnt = new Set<number>();

  /** Versions withdrawn by any manifest this browser verified (kept across visits, and shared by its tabs). */
  function withdrawn(): Set<number> {
    try {
      const list = JSON.parse(o.storage.getItem(withdrawnKey(o.site)) ?? '[]') as unknown;
      return new Set([...learnt, ...(Array.isArray(list) ? list.filter((v): v is number => Number.isInteger(v)) : [])]);
    } catch {
      return new Set(learnt);
    }
  }

  /** Learns a verified manifest's withdrawn versions; call only once its signatures hold. */
  function learnWithdrawn(manifest: RulesManifest): void {
    const known = withdrawn();
    for (const v of manifest.withdrawn) learnt.add(v);
    if (manifest.withdrawn.every((v) => known.has(v))) return;
    try {
      o.storage.setItem(withdrawnKey(o.site), JSON.stringify([...new Set([...known, ...manifest.withdrawn])].sort((a, b) => a - b)));
    } catch {
      // Not kept: this page still refuses them (`learnt`); the next visit learns them again from a manifest.
    }
  }

  /**
   * Keeps a verified manifest for the next load, unless storage holds a newer pair (another tab of this
   * browser may have kept one since): a lower version never replaces a higher one, nor an expiry a
   * later one of the same version. `file` is the site file verified with it; none for a refresh,
   * which moves the kept expiry only when the kept pair is that release (never beside another file).
   */
  function keep(manifestText: string, manifest: RulesManifest, release: string, file: string | null): void {
    const kept = readKept();
    const parsed = kept ? parsedManifest(kept.manifest) : null;
    const keptOne = parsed?.ok && !withdrawnRefusal(parsed.value.version, withdrawn()) ? parsed.value : null;
    const later = !keptOne || expiryMs(manifest.timestamp.expiresAt) > expiryMs(keptOne.timestamp.expiresAt);
    if (file === null) {
      if (!kept || !keptOne || releaseText(keptOne, kept.manifest) !== release || !later) return;
      file = kept.file;
    } else if (keptOne && (keptOne.version > manifest.version || (keptOne.version === manifest.version && !later))) return;
    try {
      o.storage.setItem(keptBundleKey(o.site), JSON.stringify({ manifest: manifestText, file } satisfies Kept));
    } catch {
      // Not kept: the next visit starts from what is kept (or the built-in bundle) and asks again.
    }
  }

  /** The kept pair, as stored (null: none, or not a pair). */
  function readKept(): Kept | null {
    try {
      const kept = JSON.parse(o.storage.getItem(keptBundleKey(o.site)) ?? 'null') as Kept | null;
      return kept && typeof kept.manifest === 'string' && typeof kept.file === 'string' ? kept : null;
    } catch {
      return null;
    }
  }

  /**
   * Removes the kept pair when `gone` says so of what storage holds now (another tab may have kept a
   * newer one since): a kept pair that no longer checks out at a load, or a withdrawn version.
   */
  function forgetKept(gone: (kept: Kept | null) => boolean): void {
    try {
      if (o.storage.getItem(keptBundleKey(o.site)) !== null && gone(readKept())) o.storage.removeItem(keptBundleKey(o.site));
    } catch {
      // Left as it is: it is verified again, and refused again, on the next visit.
    }
  }

  /** The version a kept pair's manifest claims (unverified: only to decide whether to keep or forget), or null. */
  const keptVersion = (kept: Kept | null): number | null => {
    const parsed = kept ? parsedManifest(kept.manifest) : null;
    return parsed?.ok ? parsed.value.version : null;
  };

  /**
   * The version in use, once a verified manifest (this page's, or another tab's in storage) withdrew
   * it, goes out of use, and its kept copy with it, as a load would refuse it (acceptable()): the
   * page is back to the built-in rules, as a fresh visitor after the expiry, and newer than `floor`
   * is still what it takes next.
   */
  function dropWithdrawn(): Dropped | undefined {
    const known = withdrawn();
    const gone = inUse && withdrawnRefusal(inUse.version, known);
    if (!inUse || !gone) return undefined;
    const version = inUse.version;
    inUse = null;
    forgetKept((kept) => {
      const v = keptVersion(kept);
      return v === null || withdrawnRefusal(v, known) !== null;
    });
    return { version, detail: `${gone.detail}; the page uses the built-in rules` };
  }

  const liveOf = (v: Verified, config: CompiledConfig): LiveBundle => ({
    version: v.manifest.version,
    revision: v.manifest.revision,
    expiresAt: v.manifest.timestamp.expiresAt,
    release: v.release,
    config,
  });

  /**
   * The same version as the one in use, signed and fresh: the same release (its signed text) with a
   * later expiry is a refresh; anything else at that version is refused or changes nothing.
   */
  async function refresh(manifestText: string, manifest: RulesManifest, current: LiveBundle): Promise<Outcome> {
    const verified = await signedManifest(manifest, o.trust, manifestText);
    if (!verified.ok) return { kind: 'refused', refusal: verified.refusal, detail: verified.detail };
    learnWithdrawn(manifest);
    // A refresh of a withdrawn version is refused like the version itself (and the page drops it).
    const gone = withdrawnRefusal(manifest.version, withdrawn());
    if (gone) return { kind: 'refused', refusal: gone.refusal, detail: gone.detail };
    if (verified.value.release !== current.release)
      return { kind: 'refused', refusal: 'not-newer', detail: `version ${manifest.version} is not the release in use` };
    const stale = freshnessRefusal(manifest, wall());
    if (stale?.refusal === 'dated-ahead') return { kind: 'refused', refusal: stale.refusal, detail: stale.detail };
    if (stale || expiryMs(manifest.timestamp.expiresAt) <= expiryMs(current.expiresAt)) return { kind: 'unchanged' };
    const bundle = { ...current, expiresAt: manifest.timestamp.expiresAt };
    keep(manifestText, manifest, verified.value.release, null);
    return { kind: 'refreshed', bundle };
  }

  async function verifyPair(manifestText: string, fileText: string | null, versionInUse: number, restoring = false): Promise<Outcome> {
    const clock = o.now ?? (() => 0);
    // Each step runs once. The manifest is parsed and its shape, version, freshness, vocabulary and
    // site checked first: that says which file to fetch. When the file is there, the signatures and
    // the file's hash are checked side by side, one wait on Web Crypto instead of two in a row.
    // Nothing from the manifest or the file is used before both hold, and a bad signature is
    // reported before anything else the manifest claims. `verifyMs` is both spans, the fetch left out.
    const before = clock();
    const parsed = parsedManifest(manifestText);
    if (parsed.ok && !restoring && inUse && parsed.value.version === inUse.version) return refresh(manifestText, parsed.value, inUse);
    // A kept bundle was applied when it was fresh: restoring it past its expiry keeps the newest
    // verified rules this browser has (never older ones); the page reports them stale.
    const entry: Checked<RulesManifest['sites'][string]> = parsed.ok
      ? acceptable(parsed.value, {
          site: o.site,
          versionInUse,
          known: o.known,
          now: wall(),
          keepExpired: restoring,
          // Its own list too: refused only once its signatures hold (they are reported first).
          withdrawn: new Set([...withdrawn(), ...parsed.value.withdrawn]),
          acceptDirty: o.acceptDirty,
        })
      : parsed;
    let spent = clock() - before;
    let bytes: Uint8Array | null = fileText === null ? null : new TextEncoder().encode(fileText);
    let fetchFailure: string | null = null;
    let tooLarge: string | null = null;
    if (bytes === null && entry.ok) {
      const fetched = await fetchFile(entry.value.file, Math.min(entry.value.size, o.maxSiteFileBytes ?? SITE_FILE_LIMIT_BYTES));
      if ('bytes' in fetched) bytes = fetched.bytes;
      else if ('tooLarge' in fetched) tooLarge = fetched.tooLarge;
      else fetchFailure = fetched.failure;
    }
    const started = clock();
    const timed = () => spent + clock() - started;
    if (!parsed.ok) return { kind: 'refused', refusal: parsed.refusal, detail: parsed.detail, verifyMs: timed() };
    const sha = bytes && entry.ok ? sha256Hex(bytes) : undefined;
    const verified = await signedManifest(parsed.value, o.trust, manifestText);
    if (!verified.ok) return { kind: 'refused', refusal: verified.refusal, detail: verified.detail, verifyMs: timed() };
    // A signed list of withdrawn versions is learnt even from a manifest this page does not apply.
    learnWithdrawn(parsed.value);
    if (!entry.ok)
      return entry.refusal === 'not-newer'
        ? { kind: 'unchanged', verifyMs: timed() }
        : { kind: 'refused', refusal: entry.refusal, detail: entry.detail, verifyMs: timed() };
    if (tooLarge !== null) return { kind: 'refused', refusal: 'too-large', detail: tooLarge, verifyMs: timed() };
    if (fetchFailure !== null) return { kind: 'failed', detail: fetchFailure, verifyMs: timed() };
    if (bytes === null) return { kind: 'failed', detail: `${entry.value.file}: not fetched`, verifyMs: timed() };
    const checked = await checkedSiteBytes(bytes, entry.value, sha);
    spent = timed();
    const file = checked.ok ? siteFileText(checked.value, entry.value) : checked;
    if (!file.ok) return { kind: 'refused', refusal: file.refusal, detail: file.detail, verifyMs: spent };
    let bundle: SiteBundle;
    try {
      bundle = JSON.parse(file.value) as SiteBundle;
    } catch {
      return { kind: 'refused', refusal: 'hash-mismatch', detail: `${entry.value.file}: signed but not JSON` };
    }
    if (bundle.format !== BUNDLE_FORMAT || bundle.site !== o.site || !bundle.config?.sites?.[o.site])
      return { kind: 'refused', refusal: 'wrong-site', detail: `${entry.value.file} is not site ${o.site}'s bundle` };
    keep(manifestText, verified.value.manifest, verified.value.release, file.value);
    return { kind: 'applied', bundle: liveOf(verified.value, bundle.config), manifest: verified.value.manifest, verifyMs: spent };
  }

  async function fetchFile(name: string, limit: number): Promise<{ bytes: Uint8Array } | { failure: string } | { tooLarge: string }> {
    try {
      const response = await get(name);
      if (!response.ok) return { failure: `${name}: HTTP ${response.status}` };
      // One byte past the declared size is enough to know the file is not the one signed.
      const read = await readBounded(response, limit + 1);
      if (!read.ok) return { tooLarge: `${name}: ${read.detail}` };
      return { bytes: read.bytes };
    } catch (e) {
      const error = e as Error;
      return { failure: error.name === 'TimeoutError' ? `${name}: no answer in ${timeoutMs} ms` : `${name}: ${error.message}` };
    }
  }

  function get(name: string, headers: Record<string, string> = {}): Promise<Response> {
    return o.fetch(`${o.baseUrl}${name}`, { headers, signal: AbortSignal.timeout(timeoutMs), cache: 'no-cache' });
  }

  return {
    /** Makes the trusted keys ready (key ids, imported keys, Web Crypto's thread), so a check pays only for itself. */
    prepare: async (): Promise<void> => {
      await prepareTrust([...o.trust.keys, ...(o.trust.timestampKeys ?? [])]);
    },

    /** The bundle in use; null while the built-in one is. */
    current: (): LiveBundle | null => inUse,

    /** The newest version this page will not go below: the one in use, or a kept one restore() held back. */
    floor: (): number => floor,

    /** Whether the bundle in use is past its manifest's expiry (the page reports it once). */
    stale: (): boolean => inUse !== null && expiryMs(inUse.expiresAt) <= wall(),

    /** The bundle kept by an earlier visit, verified again; null when none is kept or it no longer checks out. */
    async restore(): Promise<LiveBundle | null> {
      const kept = readKept();
      if (!kept) {
        forgetKept((now) => now === null);
        return null;
      }
      // Refused when withdrawn (acceptable()), as the version in use is dropped (dropWithdrawn()).
      const outcome = await verifyPair(kept.manifest, kept.file, o.builtInVersion ?? 0, true);
      if (outcome.kind === 'refused' && outcome.refusal === 'dated-ahead') {
        // Signed, and fresh further ahead than this clock allows: the clock is wrong (a day or more
        // slow), not the bundle. Not used this load, but kept, and no older version is taken meanwhile.
        floor = Math.max(floor, keptVersion(kept) ?? 0);
        return null;
      }
      if (outcome.kind !== 'applied') {
        forgetKept((now) => now === null || (now.manifest === kept.manifest && now.file === kept.file));
        return null;
      }
      inUse = outcome.bundle;
      floor = Math.max(floor, inUse.version);
      return inUse;
    },

    /** A manifest's text (answered to askManifest): applies it when everything checks out. */
    async offer(text: string): Promise<SyncOutcome> {
      const { manifest: _manifest, ...outcome } = await verifyPair(text, null, floor);
      if (outcome.kind === 'applied' || outcome.kind === 'refreshed') inUse = outcome.bundle;
      if (inUse) floor = Math.max(floor, inUse.version);
      const dropped = dropWithdrawn();
      const builtIn = o.builtInVersion ?? 0;
      const builtInWithdrawn = inUse === null && builtIn > 0 && withdrawn().has(builtIn) ? builtIn : undefined;
      return { ...outcome, ...(dropped ? { dropped } : {}), ...(builtInWithdrawn ? { builtInWithdrawn } : {}) };
    },
  };
}

export type RulesSync = ReturnType<typeof createRulesSync>;
