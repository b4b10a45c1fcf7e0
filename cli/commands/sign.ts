import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { MANIFEST_FILE, MANIFEST_LIMIT_BYTES } from '../../src/config/bundle/bundle-files';
import { readFileBounded } from '../../src/config/node/bounded-file';
import type { RulesManifest } from '../../src/config/bundle/manifest';
import { addSignature } from '../../src/config/node/publish';
import { reviewedBranch, unreviewedProblem } from '../../src/config/node/reviewed-branch';
import { rebuildProblem } from '../../src/config/node/rebuild-check';
import { checkedRelease, cliTrust, readVersionTexts, seriesStanding, type CliTrust } from '../../src/config/node/series-trust';
import { parsedManifest } from '../../src/config/bundle/verify';
import { DEV_KEY_FILE, signingKey } from '../../src/config/node/signing-key';
import { text } from '../escape-output';
import { CliExit, type CliIO } from '../io';
import { editInStore } from '../bundle-transfer';
import { exitOnStoreError, isS3Url, openS3Store, StoreError } from '../object-store';

export interface SignOptions {
  keyFile?: string;
  /** The reviewed branch (default $MERIDIAN_REVIEWED_BRANCH): the release's revision must be on it. */
  reviewed?: string;
  /** An S3-compatible endpoint (R2, MinIO) for an s3:// manifest. */
  endpoint?: string;
}

/** A signature `meridian sign` will not add: what the approver would approve is not what it says. */
class SignRefused extends Error {}

/** The published folder of a manifest file and its name there: `<dir>/versions/<n>.json` or `<dir>/manifest.json` (or any other name). */
function placeOf(file: string): { folder: string; name: string } {
  const parent = dirname(file);
  if (basename(parent) === 'versions' && /^[1-9][0-9]*\.json$/.test(basename(file)))
    return { folder: dirname(parent), name: `versions/${basename(file)}` };
  return { folder: parent, name: basename(file) };
}

/**
 * Why the manifest `name` of `folder`, at `version`, is not the current version of its series: a
 * versions/<n>.json withdraws it or is newer (seriesStanding), or — for a version file — the folder's
 * manifest.json does. Null when it is the current one.
 */
function notCurrent(folder: string, name: string, version: number): string | null {
  const standing = seriesStanding(version, readVersionTexts(folder));
  if (standing && 'withdrawnBy' in standing)
    return `${name} is version ${version}, which version ${standing.withdrawnBy.version} (${standing.withdrawnBy.name}) withdrew: a withdrawn version is never approved; the manifest was put back or replaced`;
  if (standing)
    return `${name} is version ${version}, older than ${standing.newer.name} (version ${standing.newer.version}): only the current version is approved`;
  const current = join(folder, MANIFEST_FILE);
  if (name === MANIFEST_FILE || !existsSync(current)) return null;
  const parsed = parsedManifest(readFileBounded(current, MANIFEST_LIMIT_BYTES).toString('utf8'));
  if (!parsed.ok || parsed.value.version <= version) return null;
  return parsed.value.withdrawn.includes(version)
    ? `${name} is version ${version}, which version ${parsed.value.version} (${MANIFEST_FILE}) withdrew: a withdrawn version is never approved`
    : `${name} is version ${version}, older than ${MANIFEST_FILE} (version ${parsed.value.version}): only the current version is approved`;
}

/**
 * How `manifest`'s withdrawn list stands to the version before it that trusted keys signed (the
 * newest lower versions/<n>.json checkedRelease accepts): a withdrawal is never taken back
 * (`problem`); the versions it withdraws anew (`added`) are what the approver is told it does.
 */
async function withdrawalStanding(
  folder: string,
  manifest: RulesManifest,
  trust: CliTrust,
): Promise<{ problem?: string; added: number[] }> {
  const read = await Promise.all(
    [...readVersionTexts(folder)].map(async ([name, text]) => ({ name, checked: await checkedRelease(text, trust, 1, name) })),
  );
  const earlier = read
    .flatMap(({ name, checked }) => (checked.ok && checked.manifest.version < manifest.version ? [{ name, m: checked.manifest }] : []))
    .sort((a, b) => b.m.version - a.m.version)[0];
  const before = earlier?.m.withdrawn ?? [];
  const dropped = before.filter((v) => !manifest.withdrawn.includes(v));
  const added = manifest.withdrawn.filter((v) => !before.includes(v));
  if (dropped.length)
    return {
      added,
      problem: `version ${manifest.version} takes back the withdrawal of ${dropped.join(', ')} that ${earlier!.name} (version ${earlier!.m.version}) made: a withdrawal is never taken back`,
    };
  return { added };
}

/**
 * What a further approver checks before signing `file` (four eyes): the release's signatures by
 * trusted keys hold and at least one trusted key signed it (the publisher's); it is the current
 * version of the series beside it (no versions/<n>.json, nor the manifest for a version file,
 * withdraws it or is newer); it keeps every withdrawal of the version before it (and says which it
 * adds); and it is exactly what its git revision builds — every site file's
 * SHA-256 and size and the vocabulary, rebuilt from that revision's sources in this repository. Not
 * run when the key signed already (nothing is added).
 */
function approval(io: CliIO, trust: CliTrust, said: string[], file: string, reviewed?: string) {
  return async (manifest: RulesManifest, manifestText: string): Promise<void> => {
    const { folder, name } = placeOf(file);
    const checked = await checkedRelease(manifestText, trust, 1, name);
    if (!checked.ok) throw new SignRefused(checked.problem);
    const stale = notCurrent(folder, name, manifest.version);
    if (stale) throw new SignRefused(stale);
    const withdrawals = await withdrawalStanding(folder, manifest, trust);
    if (withdrawals.problem) throw new SignRefused(withdrawals.problem);
    const branch = reviewedBranch(reviewed, io.cwd);
    const unreviewed = branch && unreviewedProblem(io.cwd, manifest.revision, branch);
    if (unreviewed) throw new SignRefused(unreviewed);
    const problem = await rebuildProblem(manifest, io.cwd);
    if (problem) throw new SignRefused(problem);
    said.push(
      `checked: signed by trusted ${checked.signers.join(', ')}; the current version;${branch ? ` on the reviewed branch ${branch};` : ''} rebuilt from ${manifest.revision}, its ${Object.keys(manifest.sites).length} site files and vocabulary match${withdrawals.added.length ? `; it WITHDRAWS version${withdrawals.added.length === 1 ? '' : 's'} ${withdrawals.added.join(', ')} (a rollback)` : ''}`,
    );
  };
}

/** `s3://b/p/manifest.json`, `s3://b/p/versions/3.json` or `s3://b/p` (its manifest.json): the folder and the file's name in it. */
function splitS3(url: string): { folder: string; name: string } {
  const m = /^(.*?)\/(manifest\.json|versions\/[1-9][0-9]*\.json)$/.exec(url);
  return m ? { folder: m[1]!, name: m[2]! } : { folder: url, name: MANIFEST_FILE };
}

/**
 * Signs a manifest held in an object store: downloads it (with the current manifest and versions/), adds the
 * signature with the same code as for a file, and puts back what changed, the manifest last.
 */
async function signInStore(
  io: CliIO,
  url: string,
  endpoint: string | undefined,
  sign: (file: string) => Promise<{ manifest: RulesManifest; already: boolean }>,
) {
  const { folder, name } = splitS3(url);
  const dir = mkdtempSync(join(tmpdir(), 'meridian-sign-'));
  try {
    const store = await openS3Store(folder, endpoint);
    const { result, uploaded } = await editInStore(store, dir, name, (file) =>
      sign(file).catch((e: Error) => {
        if (e instanceof SignRefused) throw new StoreError(`sign refused: ${e.message}; nothing was signed`, 1);
        throw new StoreError(`sign: ${e.message}`, 2);
      }),
    );
    if (uploaded.length) io.err(text(`uploaded to ${store.label}: ${uploaded.join(', ')}`));
    return result;
  } catch (e) {
    exitOnStoreError(io, e);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `meridian sign <manifest>`: a further approver's signature on a published release (four eyes,
 * docs/rules-bundles.md). Nothing signed changes — the version, the files, the withdrawn list, the
 * freshness — so the first signature still holds; a page applies the release once the build's
 * threshold of distinct trusted keys has signed it. Signing twice with one key adds nothing.
 */
export async function signCommand(io: CliIO, manifestPath: string, opts: SignOptions): Promise<void> {
  let key;
  try {
    key = signingKey({ root: io.cwd, keyFile: opts.keyFile && resolve(io.cwd, opts.keyFile), allowDev: true });
  } catch (e) {
    io.err(text(`sign: ${(e as Error).message}`));
    throw new CliExit(2);
  }
  if (key.source === 'dev') io.err(`signing with the development key (${DEV_KEY_FILE}): only a development build trusts it`);
  let trust;
  try {
    trust = cliTrust(io.cwd);
  } catch (e) {
    io.err(text(`sign: ${(e as Error).message}`));
    throw new CliExit(2);
  }
  const said: string[] = [];
  const approve = (file: string) => approval(io, trust, said, file, opts.reviewed);
  let signed;
  if (isS3Url(manifestPath)) signed = await signInStore(io, manifestPath, opts.endpoint, (file) => addSignature(file, key, approve(file)));
  else
    try {
      const file = resolve(io.cwd, manifestPath);
      signed = await addSignature(file, key, approve(file));
    } catch (e) {
      if (e instanceof SignRefused) {
        io.err(text(`sign refused: ${e.message}; nothing was signed`));
        throw new CliExit(1);
      }
      io.err(text(`sign: ${(e as Error).message}`));
      throw new CliExit(2);
    }
  for (const line of said) io.out(text(line));
  const { manifest, already } = signed;
  const keyIds = manifest.signatures.map((s) => s.keyId);
  io.out(
    text(
      already
        ? `version ${manifest.version} is already signed by this key (signers: ${keyIds.join(', ')}): nothing added`
        : `signed version ${manifest.version} (${manifest.revision}): now ${keyIds.length} signature${keyIds.length === 1 ? '' : 's'} (${keyIds.join(', ')})`,
    ),
  );
}
