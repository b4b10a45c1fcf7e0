import { dirname, resolve } from 'node:path';
import { MAX_FRESH_MS } from '../../src/config/bundle/manifest';
import { readBytes } from '../../src/config/node/read-published';
import { checkBundle, trustOrExit, type TrustOptions } from '../bundle-check';
import { text } from '../escape-output';
import { CliExit, type CliIO } from '../io';

export interface StatusOptions extends TrustOptions {
  format: 'text' | 'json';
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
  const url = /^https?:\/\//i.test(manifestPath);
  const location = url ? manifestPath : resolve(io.cwd, manifestPath);
  const fileAt = (name: string) => (url ? new URL(name, location).href : resolve(dirname(location), name));
  let manifestText: string;
  try {
    manifestText = new TextDecoder().decode(await readBytes(location));
  } catch (e) {
    io.err(text(`${manifestPath}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`));
    throw new CliExit(2);
  }
  const trust = trustOrExit(io, opts);
  const read = (file: string) => readBytes(fileAt(file)).catch((e: NodeJS.ErrnoException) => ({ missing: e.code ?? e.message }));
  const report = await checkBundle(manifestText, read, trust, io.now());
  if (!('manifest' in report)) {
    if (opts.format === 'json') io.out(JSON.stringify({ ok: false, refusal: report.refusal, detail: report.detail }, null, 2));
    else io.err(text(`${manifestPath}: refused (${report.refusal}): ${report.detail}`));
    throw new CliExit(1);
  }
  const { ok, manifest, signers, untrusted, threshold, approved, expiresIn, fresh, datedAhead, sites } = report;
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
          datedAhead,
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
          : datedAhead
            ? `DATED AHEAD: fresh until ${manifest.timestamp.expiresAt} (${span(expiresIn)} from now, more than ${MAX_FRESH_MS / 86_400_000} days): pages refuse it; its timestamp by ${manifest.timestamp.keyId} was signed with a clock set ahead, or by a stolen timestamp key; \`meridian publish --refresh\``
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
