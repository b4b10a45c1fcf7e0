import { MANIFEST_FILE, uploadPlan, versionFileName } from '../../src/config/bundle/bundle-files';
import { MAX_FRESH_MS, releaseText } from '../../src/config/bundle/manifest';
import { checkBundle, trustOrExit, type BundleReport, type TrustOptions } from '../bundle-check';
import { listedNames, putInOrder, seriesTexts, storedManifest, storedSeriesBytes } from '../bundle-transfer';
import { checkedSeries, seriesStanding } from '../../src/config/node/series-trust';
import { text } from '../escape-output';
import { CliExit, type CliIO } from '../io';
import { exitOnStoreError, openS3Store, type ObjectStore } from '../object-store';

export interface PromoteOptions extends TrustOptions {
  from: string;
  to: string;
  endpoint?: string;
  allowDirty: boolean;
}

/** Why a checked bundle may not go live; empty when it may. */
function shortfalls(report: BundleReport, allowDirty: boolean): string[] {
  const { manifest, signers, threshold } = report;
  return [
    ...(report.approved ? [] : [`signed by ${signers.length} of the ${threshold} distinct trusted keys required (${signers.join(', ')})`]),
    ...(report.fresh
      ? []
      : [
          report.datedAhead
            ? `fresh until ${manifest.timestamp.expiresAt}, more than ${MAX_FRESH_MS / 86_400_000} days from now (a timestamp dated ahead): \`meridian publish --refresh\` first`
            : `expired at ${manifest.timestamp.expiresAt}: \`meridian publish --refresh\` first`,
        ]),
    ...report.sites.filter((s) => !s.ok).map((s) => `${s.file} (${s.site}): ${s.detail}`),
    ...(manifest.dirty && !allowDirty ? ['published from a working tree with changes (--allow-dirty): production builds refuse it'] : []),
  ];
}

function refuse(io: CliIO, why: string): never {
  io.err(text(`promote refused: ${why}; nothing was copied`));
  throw new CliExit(1);
}

/**
 * Refuses unless the staged version is the current one of both series: not withdrawn by, nor older
 * than, any versions/<n>.json in staging or live, and live's own manifest is one a trusted key signed
 * and is the current one of live's series (checkedSeries) — so a manifest put back in staging, or a
 * live state put back or forged, is never promoted over or onto.
 */
async function seriesOrRefuse(io: CliIO, version: number, keys: readonly string[], from: ObjectStore, to: ObjectStore): Promise<void> {
  const trust = { keys: [...keys], from: 'the --key keys' };
  const staged = seriesTexts((await storedSeriesBytes(from)).versions);
  const live = await storedSeriesBytes(to);
  const liveVersions = seriesTexts(live.versions);
  if (live.manifest) {
    const checked = await checkedSeries({ manifest: new TextDecoder().decode(live.manifest), versions: liveVersions }, trust, 1);
    if (!checked.ok) refuse(io, `${to.label}/${checked.problem}; restore live before promoting onto it`);
  }
  for (const [store, versions] of [
    [from, staged],
    [to, liveVersions],
  ] as const) {
    const standing = seriesStanding(version, versions);
    if (standing && 'withdrawnBy' in standing)
      refuse(
        io,
        `the staged version ${version} was withdrawn by version ${standing.withdrawnBy.version} (${store.label}/${standing.withdrawnBy.name}): a withdrawn version never goes live; ${from.label}/${MANIFEST_FILE} was put back or replaced`,
      );
    if (standing)
      refuse(
        io,
        `the staged version ${version} is older than ${store.label}/${standing.newer.name} (version ${standing.newer.version}): only the newest version goes live; ${from.label}/${MANIFEST_FILE} was put back or replaced, or a publish did not finish`,
      );
  }
}

/**
 * `meridian promote --from s3://b/staging --to s3://b/live`: the staged version goes live only when
 * it passes the checks `meridian status` makes (signatures by `--threshold` distinct trusted keys,
 * fresh, every site file's size and SHA-256), and is the current version of both series (seriesOrRefuse). The very bytes
 * checked are copied: the site files live lacks first, then versions/<n>.json, the manifest last.
 */
export async function promoteCommand(io: CliIO, opts: PromoteOptions): Promise<void> {
  const trust = trustOrExit(io, opts);
  let from: ObjectStore;
  let to: ObjectStore;
  try {
    [from, to] = await Promise.all([openS3Store(opts.from, opts.endpoint), openS3Store(opts.to, opts.endpoint)]);
  } catch (e) {
    exitOnStoreError(io, e);
  }
  if (from.label === to.label) {
    io.err(text(`promote: --from and --to are both ${from.label}`));
    throw new CliExit(2);
  }
  try {
    const staged = await storedManifest(from);
    if (!staged) refuse(io, `nothing is published at ${from.label}`);
    const read = async (file: string) => (await from.get(file)) ?? { missing: `not in ${from.label}` };
    const report = await checkBundle(staged.text, read, trust, io.now());
    if (!('manifest' in report)) refuse(io, `${from.label}/${MANIFEST_FILE} (${report.refusal}): ${report.detail}`);
    const problems = shortfalls(report, opts.allowDirty);
    if (problems.length) refuse(io, `version ${report.manifest.version} at ${from.label}: ${problems.join('; ')}`);
    const { manifest } = report;
    // Live's manifest as read: the copy below goes up only over this very object (putInOrder's re-read and If-Match).
    const liveRead = await to.getTagged(MANIFEST_FILE);
    const live = await storedManifest(to, MANIFEST_FILE, liveRead);
    if (live && live.manifest.version > manifest.version)
      refuse(io, `${to.label} serves version ${live.manifest.version}, newer than the staged ${manifest.version}`);
    await seriesOrRefuse(io, manifest.version, trust.keys, from, to);
    if (live?.text === staged.text) {
      io.out(`version ${manifest.version} is live at ${to.label} as staged: nothing to copy`);
      return;
    }
    if (live && live.manifest.version === manifest.version) {
      if (releaseText(live.manifest, live.text) !== releaseText(manifest, staged.text))
        refuse(io, `${to.label} serves another release as version ${manifest.version}`);
      // The same release: a copy may add signatures, but must not take back a later refresh.
      if (Date.parse(live.manifest.timestamp.expiresAt) > Date.parse(manifest.timestamp.expiresAt))
        refuse(
          io,
          `${to.label} serves version ${manifest.version} fresh until ${live.manifest.timestamp.expiresAt}, later than the staged copy (${manifest.timestamp.expiresAt}); refresh the staged one first`,
        );
    }
    const files = new Map<string, Uint8Array>(report.bytes);
    const manifestBytes = new TextEncoder().encode(staged.text);
    files.set(versionFileName(manifest.version), manifestBytes);
    files.set(MANIFEST_FILE, manifestBytes);
    const { objects } = uploadPlan([...files.keys()], await listedNames(to), manifest);
    // Live's version file too, as it is now: put only over that object, or only where there is none.
    const versionName = versionFileName(manifest.version);
    const seen = new Map([
      [MANIFEST_FILE, liveRead],
      [versionName, await to.getTagged(versionName)],
    ]);
    await putInOrder(to, objects, (name) => files.get(name)!, seen);
    io.out(
      text(
        `promoted version ${manifest.version} (${manifest.revision}) from ${from.label} to ${to.label}: signed by ${report.signers.length} of ${trust.threshold} required, ${objects.length} files copied, the manifest last`,
      ),
    );
  } catch (e) {
    exitOnStoreError(io, e);
  }
}
