import { BUNDLE_FORMAT, type RulesManifest } from '../config/bundle/manifest';
import type { SiteBundle } from '../config/bundle/site-bundle';
import { sha256Hex } from '../config/bundle/digest';
import {
  acceptable,
  checkedSiteBytes,
  parsedManifest,
  prepareTrust,
  signedManifest,
  siteFileText,
  type Refusal,
  type TrustedKey,
} from '../config/bundle/verify';
import type { Vocabulary } from '../config/bundle/vocabulary';
import type { StringStorage } from '../lib/storage';
import { keptBundleKey } from './kept-bundle-key';
import type { CompiledConfig } from '../rules-model/compiled-types';

/** A verified bundle in use: its manifest's version and the site's configuration. */
export interface LiveBundle {
  version: number;
  revision: string;
  config: CompiledConfig;
}

/** What one check found (docs/adr/0214-signed-rule-bundles.md). Only `applied` changes the bundle in use. */
export type SyncOutcome = (
  | { kind: 'applied'; bundle: LiveBundle }
  | { kind: 'unchanged' }
  | { kind: 'refused'; refusal: Refusal | 'wrong-site'; detail: string }
  | { kind: 'failed'; detail: string }
) &
  VerifyTiming;

export interface RulesSyncOptions {
  site: string;
  /** Where the manifest and site files are, ending in '/': '/rules-bundle/' or a CDN's. */
  baseUrl: string;
  trusted: readonly TrustedKey[];
  /** The names this build can render: a bundle asking for more is refused. */
  known: Vocabulary;
  /** The version of the built-in bundle (0): anything published is newer. */
  builtInVersion?: number;
  fetch: typeof fetch;
  storage: StringStorage;
  /** Ms before a request is given up. */
  timeoutMs?: number;
  /** The bundle already in use (restored for the first paint): only a newer one is applied. */
  inUse?: LiveBundle | null;
  /** A clock (ms) for `verifyMs`; without one it is 0. */
  now?: () => number;
}

/** What a check spent checking the manifest (shape, signature) and the site file's size and SHA-256 (ms); fetching and decoding excluded. */
export interface VerifyTiming {
  verifyMs?: number;
}

interface Kept {
  manifest: string;
  file: string;
}

/**
 * The browser's side of live rule bundles, without React: asks for the manifest (conditional on
 * its ETag), verifies signature, version, vocabulary and the site file's SHA-256, and keeps the
 * verified pair in storage for the next first paint, where it is verified again. Nothing wrong is
 * ever applied: every failure leaves the bundle in use as it was.
 */
export function createRulesSync(o: RulesSyncOptions) {
  let inUse: LiveBundle | null = o.inUse ?? null;
  const timeoutMs = o.timeoutMs ?? 5_000; // for the site file

  async function verifyPair(
    manifestText: string,
    fileText: string | null,
    versionInUse: number,
  ): Promise<SyncOutcome & { manifest?: RulesManifest }> {
    const clock = o.now ?? (() => 0);
    // Each step runs once. The manifest is parsed and its shape, version, vocabulary and site
    // checked first: that says which file to fetch. When the file is there, the signature and the
    // file's hash are checked side by side, one wait on Web Crypto instead of two in a row. Nothing
    // from the manifest or the file is used before both hold, and a bad signature is reported before
    // anything else the manifest claims. `verifyMs` is both spans, the fetch between them left out.
    const before = clock();
    const parsed = parsedManifest(manifestText);
    // A manifest that does not parse carries its refusal here too.
    const entry = parsed.ok ? acceptable(parsed.value, { site: o.site, versionInUse, known: o.known }) : parsed;
    let spent = clock() - before;
    let bytes: Uint8Array | null = fileText === null ? null : new TextEncoder().encode(fileText);
    let fetchFailure: string | null = null;
    if (bytes === null && entry.ok) {
      const fetched = await fetchFile(entry.value.file);
      if ('bytes' in fetched) bytes = fetched.bytes;
      else fetchFailure = fetched.failure;
    }
    const started = clock();
    const timed = () => spent + clock() - started;
    if (!parsed.ok) return { kind: 'refused', refusal: parsed.refusal, detail: parsed.detail, verifyMs: timed() };
    const sha = bytes && entry.ok ? sha256Hex(bytes) : undefined;
    const verified = await signedManifest(parsed.value, o.trusted, manifestText);
    if (!verified.ok) return { kind: 'refused', refusal: verified.refusal, detail: verified.detail, verifyMs: timed() };
    if (!entry.ok)
      return entry.refusal === 'not-newer'
        ? { kind: 'unchanged', verifyMs: timed() }
        : { kind: 'refused', refusal: entry.refusal, detail: entry.detail, verifyMs: timed() };
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
    const live = { version: verified.value.version, revision: verified.value.revision, config: bundle.config };
    try {
      o.storage.setItem(keptBundleKey(o.site), JSON.stringify({ manifest: manifestText, file: file.value } satisfies Kept));
    } catch {
      // Not kept: the next visit starts from the built-in bundle and asks again.
    }
    return { kind: 'applied', bundle: live, manifest: verified.value, verifyMs: spent };
  }

  async function fetchFile(name: string): Promise<{ bytes: Uint8Array } | { failure: string }> {
    try {
      const response = await get(name);
      if (!response.ok) return { failure: `${name}: HTTP ${response.status}` };
      return { bytes: new Uint8Array(await response.arrayBuffer()) };
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
      await prepareTrust(o.trusted);
    },

    /** The bundle in use; null while the built-in one is. */
    current: (): LiveBundle | null => inUse,

    /** The bundle kept by an earlier visit, verified again; null when none is kept or it no longer checks out. */
    async restore(): Promise<LiveBundle | null> {
      let kept: Kept;
      try {
        const raw = o.storage.getItem(keptBundleKey(o.site));
        if (!raw) return null;
        kept = JSON.parse(raw) as Kept;
        if (typeof kept.manifest !== 'string' || typeof kept.file !== 'string') throw new Error('shape');
      } catch {
        return null;
      }
      const outcome = await verifyPair(kept.manifest, kept.file, o.builtInVersion ?? 0);
      if (outcome.kind !== 'applied') {
        try {
          o.storage.removeItem(keptBundleKey(o.site));
        } catch {
          // Left as it is: it is verified again, and refused again, on the next visit.
        }
        return null;
      }
      inUse = outcome.bundle;
      return inUse;
    },

    /** A manifest's text (answered to askManifest): applies it when everything checks out. */
    async offer(text: string): Promise<SyncOutcome> {
      const { manifest: _manifest, ...outcome } = await verifyPair(text, null, inUse?.version ?? o.builtInVersion ?? 0);
      if (outcome.kind === 'applied') inUse = outcome.bundle;
      return outcome;
    },
  };
}

export type RulesSync = ReturnType<typeof createRulesSync>;
