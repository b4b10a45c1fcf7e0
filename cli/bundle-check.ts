import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RulesManifest } from '../src/config/bundle/manifest';
import {
  checkedSiteFile,
  freshnessRefusal,
  verifiedManifest,
  type Refusal,
  type Trust,
  type TrustedKey,
} from '../src/config/bundle/verify';
import { publicKeyProblem } from '../src/config/node/public-keys';
import { devSigningKey, rawPublicKey } from '../src/config/node/signing-key';
import { text } from './escape-output';
import { CliExit, type CliIO } from './io';

/** The trust flags of `status` and `promote`. */
export interface TrustOptions {
  /** Trusted public keys: raw Ed25519 base64, or a PEM file. Default: the development key. */
  key?: string[];
  /** How many distinct trusted keys must have signed (the sites' build threshold); default 1. */
  threshold?: string;
  /** Keys trusted for timestamps; default the --key ones. */
  timestampKey?: string[];
}

function trustedKeys(io: CliIO, keys: string[] | undefined): TrustedKey[] {
  if (!keys?.length) return [devSigningKey(io.cwd).publicKey];
  return keys.map((k) => {
    if (/^[A-Za-z0-9+/]{43}=$/.test(k)) {
      // One key, one spelling: the build refuses a base64 twin (unused trailing bits set), and so do we.
      const problem = publicKeyProblem(k);
      if (!problem) return k;
      io.err(text(`--key ${k}: ${problem}`));
      throw new CliExit(2);
    }
    try {
      return rawPublicKey(createPublicKey(readFileSync(resolve(io.cwd, k), 'utf8')));
    } catch (e) {
      io.err(text(`--key ${k}: neither a base64 Ed25519 public key nor a readable PEM key (${(e as Error).message})`));
      throw new CliExit(2);
    }
  });
}

/** The keys and threshold the flags give; exit 2 on a bad key or threshold. */
export function trustOrExit(io: CliIO, opts: TrustOptions): Trust {
  const threshold = opts.threshold === undefined ? 1 : Number(opts.threshold);
  if (!Number.isInteger(threshold) || threshold < 1) {
    io.err(text(`--threshold: "${opts.threshold}" is not a whole number of keys, 1 or more`));
    throw new CliExit(2);
  }
  const keys = trustedKeys(io, opts.key);
  return { keys, threshold, timestampKeys: opts.timestampKey?.length ? trustedKeys(io, opts.timestampKey) : keys };
}

export interface SiteCheck {
  site: string;
  file: string;
  size: number;
  ok: boolean;
  detail?: string;
}

/** A published bundle as `meridian status` reports it, and `meridian promote` requires it. */
export interface BundleReport {
  ok: boolean;
  manifest: RulesManifest;
  signers: string[];
  untrusted: string[];
  threshold: number;
  approved: boolean;
  /** ms until the manifest expires (negative: expired). */
  expiresIn: number;
  /** Fresh as a page judges it at `now` (freshnessRefusal): not expired, and not fresh further ahead than 30 days. */
  fresh: boolean;
  /** Fresh for more than 30 days from `now`: its timestamp is dated ahead (pages refuse it). */
  datedAhead: boolean;
  sites: SiteCheck[];
  /** Each site file's bytes as read and checked (for a copy of exactly what was checked). */
  bytes: Map<string, Uint8Array>;
}

/**
 * Checks a published bundle as a page would (src/config/bundle/verify.ts): the manifest's shape and
 * signatures, whether `trust.threshold` distinct trusted keys signed, its freshness at `now`, and each
 * site file `read` gives against its size and SHA-256 (`missing`: why there is none). Refused: the
 * manifest itself does not hold.
 */
export async function checkBundle(
  manifestText: string,
  read: (file: string) => Promise<Uint8Array | { missing: string }>,
  trust: Trust,
  now: Date,
): Promise<{ ok: false; refusal: Refusal; detail: string } | BundleReport> {
  // Checked with a threshold of one first, so the report can say who signed when too few did.
  const verified = await verifiedManifest(manifestText, { ...trust, threshold: 1 });
  if (!verified.ok) return verified;
  const { manifest, signers } = verified.value;
  const untrusted = [...new Set(manifest.signatures.map((x) => x.keyId))].filter((k) => !signers.includes(k));
  const approved = signers.length >= trust.threshold;
  const expiresIn = Date.parse(manifest.timestamp.expiresAt) - now.getTime();
  const sites: SiteCheck[] = [];
  const bytes = new Map<string, Uint8Array>();
  for (const [site, entry] of Object.entries(manifest.sites)) {
    const data = await read(entry.file);
    if ('missing' in data) {
      sites.push({ site, file: entry.file, size: entry.size, ok: false, detail: `missing (${data.missing})` });
      continue;
    }
    const checked = await checkedSiteFile(data, entry);
    if (checked.ok) bytes.set(entry.file, data);
    sites.push({ site, file: entry.file, size: entry.size, ok: checked.ok, ...(checked.ok ? {} : { detail: checked.detail }) });
  }
  const stale = freshnessRefusal(manifest, now.getTime());
  const fresh = stale === null;
  const datedAhead = stale?.refusal === 'dated-ahead';
  const ok = sites.every((s) => s.ok) && approved && fresh;
  return { ok, manifest, signers, untrusted, threshold: trust.threshold, approved, expiresIn, fresh, datedAhead, sites, bytes };
}
