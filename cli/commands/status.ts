import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { RulesManifest } from '../../src/config/bundle/manifest';
import { checkedSiteFile, verifiedManifest, type TrustedKey } from '../../src/config/bundle/verify';
import { devSigningKey, rawPublicKey } from '../../src/config/node/signing-key';
import { createPublicKey } from 'node:crypto';
import { text } from '../escape-output';
import { CliExit, type CliIO } from '../io';

export interface StatusOptions {
  /** Trusted public keys: raw Ed25519 base64, or a PEM file. Default: the development key. */
  key?: string[];
  /** How many distinct trusted keys must have signed (the sites' build threshold); default 1. */
  threshold?: string;
  /** Keys trusted for timestamps; default the --key ones. */
  timestampKey?: string[];
  format: 'text' | 'json';
}

function trustedKeys(io: CliIO, keys: string[] | undefined): TrustedKey[] {
  if (!keys?.length) return [devSigningKey(io.cwd).publicKey];
  return keys.map((k) => {
    if (/^[A-Za-z0-9+/]{43}=$/.test(k)) return k;
    try {
      return rawPublicKey(createPublicKey(readFileSync(resolve(io.cwd, k), 'utf8')));
    } catch (e) {
      io.err(text(`--key ${k}: neither a base64 Ed25519 public key nor a readable PEM key (${(e as Error).message})`));
      throw new CliExit(2);
    }
  });
}

function age(from: string, now: Date): string {
  return span(Math.abs(now.getTime() - Date.parse(from)));
}

function span(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  if (s < 172800) return `${Math.round(s / 3600)} h`;
  return `${Math.round(s / 86400)} days`;
}

/**
 * `meridian status <manifest>`: a published bundle's version, revision and age, who signed it (and
 * whether enough trusted keys did), how long it stays fresh, what it withdraws, whether it is marked
 * dirty, and each site file's size and SHA-256 checked. Exit 1 when anything fails a check — too few
 * approvals and an expired manifest included.
 */
export async function statusCommand(io: CliIO, manifestPath: string, opts: StatusOptions): Promise<void> {
  const file = resolve(io.cwd, manifestPath);
  let manifestText: string;
  try {
    manifestText = readFileSync(file, 'utf8');
  } catch (e) {
    io.err(text(`${manifestPath}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`));
    throw new CliExit(2);
  }
  const threshold = opts.threshold === undefined ? 1 : Number(opts.threshold);
  if (!Number.isInteger(threshold) || threshold < 1) {
    io.err(text(`--threshold: "${opts.threshold}" is not a whole number of keys, 1 or more`));
    throw new CliExit(2);
  }
  const keys = trustedKeys(io, opts.key);
  const timestampKeys = opts.timestampKey?.length ? trustedKeys(io, opts.timestampKey) : keys;
  // Checked with a threshold of one first, so the report can say who signed when too few did.
  const verified = await verifiedManifest(manifestText, { keys, threshold: 1, timestampKeys });
  if (!verified.ok) {
    if (opts.format === 'json') io.out(JSON.stringify({ ok: false, refusal: verified.refusal, detail: verified.detail }, null, 2));
    else io.err(text(`${manifestPath}: refused (${verified.refusal}): ${verified.detail}`));
    throw new CliExit(1);
  }
  const manifest: RulesManifest = verified.value.manifest;
  const { signers } = verified.value;
  const untrusted = [...new Set(manifest.signatures.map((x) => x.keyId))].filter((k) => !signers.includes(k));
  const approved = signers.length >= threshold;
  const expiresIn = Date.parse(manifest.timestamp.expiresAt) - io.now().getTime();
  const fresh = expiresIn > 0;
  const sites: { site: string; file: string; size: number; ok: boolean; detail?: string }[] = [];
  for (const [site, entry] of Object.entries(manifest.sites)) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(resolve(dirname(file), entry.file));
    } catch (e) {
      sites.push({ site, file: entry.file, size: entry.size, ok: false, detail: `missing (${(e as NodeJS.ErrnoException).code})` });
      continue;
    }
    const checked = await checkedSiteFile(bytes, entry);
    sites.push({ site, file: entry.file, size: entry.size, ok: checked.ok, ...(checked.ok ? {} : { detail: checked.detail }) });
  }
  const ok = sites.every((s) => s.ok) && approved && fresh;
  if (opts.format === 'json') {
    io.out(
      JSON.stringify(
        {
          ok,
          version: manifest.version,
          revision: manifest.revision,
          createdAt: manifest.createdAt,
          signers,
          untrustedSigners: untrusted,
          threshold,
          approved,
          issuedAt: manifest.timestamp.issuedAt,
          expiresAt: manifest.timestamp.expiresAt,
          fresh,
          withdrawn: manifest.withdrawn,
          dirty: manifest.dirty === true,
          vocabulary: manifest.vocabulary.hash,
          sites,
        },
        null,
        2,
      ),
    );
  } else {
    io.out(
      text(
        `version ${manifest.version} · revision ${manifest.revision} · published ${manifest.createdAt} (${age(manifest.createdAt, io.now())} ago)`,
      ),
    );
    io.out(
      text(
        `signed by ${signers.join(', ')}${untrusted.length ? ` (and ${untrusted.join(', ')}, not trusted: counted for nothing)` : ''} · ${
          approved ? `${signers.length} of ${threshold} required: approved` : `APPROVALS: ${signers.length} of ${threshold} required`
        }`,
      ),
    );
    io.out(
      text(
        fresh
          ? `fresh until ${manifest.timestamp.expiresAt} (${span(expiresIn)} left; timestamp by ${manifest.timestamp.keyId})`
          : `EXPIRED at ${manifest.timestamp.expiresAt} (${span(-expiresIn)} ago): pages refuse it; \`meridian publish --refresh\``,
      ),
    );
    if (manifest.withdrawn.length) io.out(`withdraws versions ${manifest.withdrawn.join(', ')}`);
    if (manifest.dirty) io.out('DIRTY: published from a working tree with changes (--allow-dirty); production builds refuse it');
    io.out(text(`vocabulary ${manifest.vocabulary.hash.slice(0, 16)}…`));
    for (const s of sites)
      io.out(text(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.site.padEnd(8)} ${s.file} ${s.size} B${s.detail ? ` — ${s.detail}` : ''}`));
    const bad = sites.filter((s) => !s.ok).length;
    io.out(bad ? `${bad} site file(s) do not match the manifest` : `all ${sites.length} site files match the manifest`);
  }
  if (!ok) throw new CliExit(1);
}
