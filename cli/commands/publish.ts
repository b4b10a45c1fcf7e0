import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { MANIFEST_FILE } from '../../src/config/bundle/bundle-files';
import { MAX_EXPIRES_IN_MS, MAX_FRESH_MS, type RulesManifest } from '../../src/config/bundle/manifest';
import {
  buildBundle,
  DEFAULT_EXPIRES_IN_MS,
  publish,
  readPublished,
  refresh,
  trustedPublished,
  UntrustedPublishedError,
} from '../../src/config/node/publish';
import { checkedRelease, checkedSeries, cliTrust, readVersionTexts, type CliTrust } from '../../src/config/node/series-trust';
import { DEV_KEY_FILE, signingKey, TIMESTAMP_KEY_ENV, type SigningKey } from '../../src/config/node/signing-key';
import { sourceRevision } from '../../src/config/node/source-revision';
import type { CompiledConfig } from '../../src/rules-model/compiled-types';
import { text } from '../escape-output';
import { CliExit, exitCodeOf, type CliIO } from '../io';
import { compileRevisionOrExit } from '../compile-or-exit';
import type { CompileResult } from '../../src/config/compile';
import { parseDuration } from '../duration';
import { diffCommand } from './diff';
import { reviewedBranch, unreviewedProblem } from '../../src/config/node/reviewed-branch';
import { lint } from './lint';
import { testCommand } from './test';
import { verifyCompiled } from './verify';
import { listedVersionFiles, uploadBundle, type StoreSnapshot } from '../bundle-transfer';
import { exitOnStoreError, openS3Store, type ObjectStore } from '../object-store';

/** How long a manifest is fresh when neither `--expires-in` nor this says (a duration: 24h, 90m, 7d). */
export const EXPIRES_IN_ENV = 'MERIDIAN_RULES_EXPIRES_IN';

export interface PublishOptions {
  out: string;
  keyFile?: string;
  timestampKeyFile?: string;
  dryRun: boolean;
  from?: string;
  allowDirty: boolean;
  withdraw?: string;
  expiresIn?: string;
  refresh: boolean;
  /** `s3://bucket/prefix`: upload the published bundle there, the manifest last. */
  to?: string;
  /** An S3-compatible endpoint (R2, MinIO) for `to`. */
  endpoint?: string;
  /** The reviewed branch (default $MERIDIAN_REVIEWED_BRANCH): the revision published must be on it. */
  reviewed?: string;
}

/** Runs another command quietly; when it fails, shows what it said and refuses to publish. */
async function gate(io: CliIO, name: string, run: (quiet: CliIO) => void | Promise<void>): Promise<void> {
  const said: string[] = [];
  const quiet: CliIO = { ...io, out: (t) => said.push(t), err: (t) => said.push(t) };
  try {
    await run(quiet);
  } catch (e) {
    const code = exitCodeOf(e);
    if (code === null) throw e;
    for (const line of said) io.err(line);
    io.err(`publish refused: \`meridian ${name}\` failed (exit ${code}); nothing was written`);
    throw new CliExit(1);
  }
}

/**
 * The configuration to publish: the working tree, checked by lint, or a revision's for a rollback;
 * either way its own rule tests and every policy (`meridian verify`: proven, or unproven with an
 * acceptance) must pass. Compiled once: lint's result is what the tests and the proofs run on.
 */
async function configToPublish(io: CliIO, from: string | undefined): Promise<CompiledConfig> {
  let compiled: Extract<CompileResult, { ok: true }> | undefined;
  if (from === undefined)
    await gate(io, 'lint', (quiet) => {
      const result = lint(quiet, [], { format: 'text' });
      if (result.ok) compiled = result;
    });
  else compiled = compileRevisionOrExit(io, '--from', from, 1).result;
  if (!compiled) throw new Error('lint passed without a compiled configuration');
  const checked = compiled;
  const of = from === undefined ? '' : ` (of ${from})`;
  await gate(io, `test${of}`, (quiet) => testCommand(quiet, [], { verbose: false }, checked));
  await gate(io, `verify${of}`, (quiet) => verifyCompiled(quiet, checked, { format: 'text' }));
  return checked.config;
}

/**
 * What git says differs from HEAD in the working tree (untracked files too, ignored ones not),
 * the output folder left out; null outside a git working tree.
 */
function treeChanges(cwd: string, outDir: string): string[] | null {
  const out = relative(cwd, outDir);
  const exclude = out && !out.startsWith('..') ? [`:(exclude)${out}`] : [];
  const r = spawnSync('git', ['status', '--porcelain', '--', '.', ...exclude], { cwd, encoding: 'utf8' });
  if (r.status !== 0) return null;
  return r.stdout.split('\n').filter(Boolean);
}

/** Refuses a working tree with changes unless `--allow-dirty` (then the bundle is marked); true when marked. */
function dirtyOrExit(io: CliIO, opts: PublishOptions, outDir: string): boolean {
  if (opts.from !== undefined) return false; // a revision's sources, as committed
  const changes = treeChanges(io.cwd, outDir);
  if (changes !== null && changes.length === 0) return false;
  const why =
    changes === null
      ? 'not a git working tree: nothing shows the sources are committed'
      : `the working tree has changes (${changes.length}): ${changes
          .slice(0, 5)
          .map((c) => c.slice(3))
          .join(', ')}${changes.length > 5 ? ', …' : ''}`;
  if (!opts.allowDirty) {
    io.err(
      text(
        `publish refused: ${why}; commit them, or pass --allow-dirty for a demo (the bundle is marked, and production builds refuse it)`,
      ),
    );
    throw new CliExit(1);
  }
  io.err(text(`publishing with --allow-dirty: ${why}; the bundle is marked dirty and only demo builds apply it`));
  return true;
}

function keyOrExit(io: CliIO, keyFile: string | undefined, env?: string): SigningKey {
  try {
    const key = signingKey({ root: io.cwd, keyFile: keyFile && resolve(io.cwd, keyFile), allowDev: true, envName: env });
    if (key.source === 'dev') io.err(`signed with the development key (${DEV_KEY_FILE}): only a development build trusts it`);
    return key;
  } catch (e) {
    io.err(text(`publish: ${(e as Error).message}`));
    throw new CliExit(2);
  }
}

function expiresInOrExit(io: CliIO, opts: PublishOptions): number {
  const given = opts.expiresIn ?? process.env[EXPIRES_IN_ENV];
  if (given === undefined || given === '') return DEFAULT_EXPIRES_IN_MS;
  const ms = parseDuration(given);
  if (ms === null || ms < 60_000 || ms > MAX_EXPIRES_IN_MS) {
    io.err(
      text(
        `${opts.expiresIn !== undefined ? '--expires-in' : `$${EXPIRES_IN_ENV}`}: "${given}" is not a duration from a minute to ${MAX_EXPIRES_IN_MS / 86_400_000} days (as 90m, 24h, 7d): a page refuses a release fresh more than ${MAX_FRESH_MS / 86_400_000} days ahead of its clock, and a visitor's clock may be a day slow`,
      ),
    );
    throw new CliExit(2);
  }
  return ms;
}

/** Every manifest in `versions/` whose release a trusted key signed (checkedRelease()), by version. */
async function publishedVersions(outDir: string, trust: CliTrust): Promise<RulesManifest[]> {
  const checked = await Promise.all([...readVersionTexts(outDir)].map(([name, text]) => checkedRelease(text, trust, 1, name)));
  return checked.flatMap((c) => (c.ok ? [c.manifest] : [])).sort((a, b) => a.version - b.version);
}

/**
 * The versions a rollback withdraws: `--withdraw` when given; else, when the revision was published
 * before, every version published after the newest one from it. A revision never published (a
 * publish of a commit as it is) withdraws nothing unless told.
 */
async function withdrawals(
  io: CliIO,
  opts: PublishOptions,
  outDir: string,
  previous: RulesManifest | null,
  revision: string,
  trust: CliTrust,
): Promise<number[]> {
  if (opts.withdraw !== undefined) {
    const list = opts.withdraw.split(',').map((v) => Number(v.trim()));
    const bad = list.find((v) => !Number.isInteger(v) || v < 1 || v > (previous?.version ?? 0));
    if (bad !== undefined) {
      io.err(text(`--withdraw: "${opts.withdraw}" names ${bad}, not a published version (1–${previous?.version ?? 0})`));
      throw new CliExit(2);
    }
    return [...new Set(list)];
  }
  if (opts.from === undefined || !previous) return [];
  const versions = await publishedVersions(outDir, trust);
  const lastGood = versions.filter((m) => m.revision === revision).at(-1)?.version;
  if (lastGood === undefined) return [];
  return versions.map((m) => m.version).filter((v) => v > lastGood && !previous.withdrawn.includes(v));
}

/**
 * `meridian publish`: a new signed version of the rule bundle in `--out` (default dist-rules/):
 * one content-named file per site and manifest.json (docs/rules-bundles.md, ADR 0214).
 * Refused (exit 1, nothing written) when lint, the rule tests or verify fail, or the working tree
 * has changes (`--allow-dirty` publishes it marked). `--from <revision>` publishes an earlier
 * revision's sources as a new version (a rollback) and withdraws the versions after it;
 * `--refresh` re-signs the freshness of the version published; `--dry-run` writes nothing.
 */
export async function publishCommand(io: CliIO, opts: PublishOptions): Promise<void> {
  const outDir = resolve(io.cwd, opts.out);
  const trust = cliTrustOrExit(io);
  // A refresh renews what pages apply: the build's threshold. A publish builds on one trusted signer's release.
  const threshold = opts.refresh ? trust.threshold : 1;
  const store = await storeOrExit(io, opts, outDir, trust, threshold);
  let previous;
  try {
    previous = await trustedPublished(outDir, trust, threshold);
  } catch (e) {
    refuseUntrusted(io, opts, e);
    io.err(text(`publish: ${(e as Error).message}`));
    throw new CliExit(2);
  }
  const expiresInMs = expiresInOrExit(io, opts);
  if (opts.refresh) {
    await refreshCommand(io, opts, outDir, previous, expiresInMs, trust);
    if (store && !opts.dryRun) await uploadOrExit(io, store, opts.out, outDir);
    return;
  }
  const dirty = dirtyOrExit(io, opts, outDir);
  // --from names a commit: a folder of that name (which diff would read) is not what a release records.
  const folder = opts.from !== undefined && existsSync(resolve(io.cwd, opts.from)) && statSync(resolve(io.cwd, opts.from)).isDirectory();
  if (folder) {
    io.err(text(`publish refused: --from ${opts.from} is a folder; a release is published from a git revision (its sources as committed)`));
    throw new CliExit(2);
  }
  const branch = reviewedBranch(opts.reviewed, io.cwd);
  const unreviewed = branch && unreviewedProblem(io.cwd, opts.from ?? 'HEAD', branch);
  if (unreviewed) {
    io.err(text(`publish refused: ${unreviewed}`));
    throw new CliExit(1);
  }
  const config = await configToPublish(io, opts.from);
  const key = keyOrExit(io, opts.keyFile);
  const timestampKey =
    opts.timestampKeyFile || process.env[TIMESTAMP_KEY_ENV] ? keyOrExit(io, opts.timestampKeyFile, TIMESTAMP_KEY_ENV) : undefined;
  const revision = sourceRevision(io.cwd, opts.from);
  const withdraw = await withdrawals(io, opts, outDir, previous, revision, trust);
  const input = { config, outDir, key, timestampKey, revision, now: io.now(), expiresInMs, withdraw, dirty, trust };
  if (opts.dryRun) {
    const { manifest } = await buildBundle(input, previous);
    // The revisions come from a published manifest: escaped, as everything a file wrote (escape-output.ts).
    for (const line of dryRunLines(manifest, previous, withdraw)) io.out(text(line));
    if (!previous) return;
    // The decisions that change: `meridian diff` from the published revision's sources to these.
    if (/\+dirty$|^unknown$/.test(previous.revision))
      io.out(text(`no decision diff: version ${previous.version} was published from ${previous.revision}, which git cannot give back`));
    else await diffCommand(io, previous.revision, opts.from, { format: 'text', failOnChange: false });
    return;
  }
  let published;
  try {
    published = await publish(input);
  } catch (e) {
    refuseUntrusted(io, opts, e);
    throw e;
  }
  const { manifest, written } = published;
  io.out(
    `published version ${manifest.version} (${manifest.revision}) to ${opts.out}: ${written.length} new site file${written.length === 1 ? '' : 's'}, ${Object.keys(manifest.sites).length} sites, signed by ${manifest.signatures[0].keyId}, fresh until ${manifest.timestamp.expiresAt}`,
  );
  if (withdraw.length)
    io.out(
      `withdrawn: version${withdraw.length === 1 ? '' : 's'} ${withdraw.join(', ')} (a page that sees this manifest never applies them again)`,
    );
  if (store) await uploadOrExit(io, store, opts.out, outDir);
  io.out(
    `further approvals: \`meridian sign ${store ? `${store.store.label}/manifest.json` : join(opts.out, 'manifest.json')} --key-file <key> --reviewed ${branch ?? 'origin/<default branch>'}\` for each further signer the sites require`,
  );
}

/** The keys the CLI checks published manifests against (src/config/node/series-trust.ts); exit 2 on a bad variable. */
export function cliTrustOrExit(io: CliIO): CliTrust {
  try {
    return cliTrust(io.cwd);
  } catch (e) {
    io.err(text(`publish: ${(e as Error).message}`));
    throw new CliExit(2);
  }
}

/** Exit 1 with what does not hold when `e` says the published manifest cannot be trusted; else returns. */
function refuseUntrusted(io: CliIO, opts: Pick<PublishOptions, 'refresh' | 'to'>, e: unknown): void {
  if (!(e instanceof UntrustedPublishedError)) return;
  io.err(text(`${opts.refresh ? 'refresh' : 'publish'} refused: ${e.message}; nothing was written${opts.to ? ' or uploaded' : ''}`));
  throw new CliExit(1);
}

/**
 * Brings what `store` has published into `dir` — its manifest and every versions/<n>.json — once
 * they pass checkedSeries() (the release signed by `threshold` distinct trusted keys, not withdrawn by
 * any version file, not older than one), unless `dir` holds a newer version. The bytes checked are
 * the bytes written; nothing is written when the check fails (an UntrustedPublishedError). `seen` is
 * what was read, for the upload: a manifest changed in the store since (a rollback, a signature, a
 * promote) is not overwritten by what was built on the old one (putInOrder()).
 */
export async function pullChecked(
  store: ObjectStore,
  dir: string,
  trust: CliTrust,
  threshold: number,
): Promise<{ version: number | null; seen: StoreSnapshot }> {
  const seen: StoreSnapshot = new Map();
  const current = await store.getTagged(MANIFEST_FILE);
  seen.set(MANIFEST_FILE, current);
  if (!current) return { version: null, seen };
  const manifestBytes = current.bytes;
  const versions = new Map<string, Uint8Array>();
  for (const name of await listedVersionFiles(store)) {
    const got = await store.getTagged(name);
    seen.set(name, got);
    if (got) versions.set(name, got.bytes);
  }
  const decode = (b: Uint8Array) => new TextDecoder().decode(b);
  const checked = await checkedSeries(
    { manifest: decode(manifestBytes), versions: new Map([...versions].map(([n, b]) => [n, decode(b)])) },
    trust,
    threshold,
  );
  if (!checked.ok) throw new UntrustedPublishedError(`${store.label}/${checked.problem}`);
  const local = readPublished(dir);
  if (local && local.version > checked.manifest.version) return { version: null, seen };
  for (const [name, bytes] of versions) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), bytes);
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, MANIFEST_FILE), manifestBytes);
  return { version: checked.manifest.version, seen };
}

/**
 * The store `--to` names, with what it has published brought into the output folder first (so a
 * fresh checkout numbers after it, and a refresh renews what it serves) once it passes the checks of
 * pullChecked(); null without `--to`.
 */
async function storeOrExit(
  io: CliIO,
  opts: PublishOptions,
  outDir: string,
  trust: CliTrust,
  threshold: number,
): Promise<{ store: ObjectStore; seen?: StoreSnapshot } | null> {
  if (opts.to === undefined) {
    if (opts.endpoint === undefined) return null;
    io.err('--endpoint needs --to s3://bucket/prefix');
    throw new CliExit(2);
  }
  if (opts.endpoint !== undefined && !/^https?:\/\/[^\s/]+/i.test(opts.endpoint)) {
    io.err(text(`--endpoint: "${opts.endpoint}" is not an http(s) URL`));
    throw new CliExit(2);
  }
  try {
    const store = await openS3Store(opts.to, opts.endpoint);
    if (opts.dryRun) return { store };
    const { version, seen } = await pullChecked(store, outDir, trust, threshold);
    if (version !== null) io.err(`${store.label} serves version ${version}: its manifest and versions/ copied into ${opts.out}`);
    return { store, seen };
  } catch (e) {
    refuseUntrusted(io, opts, e);
    exitOnStoreError(io, e);
  }
}

async function uploadOrExit(
  io: CliIO,
  { store, seen }: { store: ObjectStore; seen?: StoreSnapshot },
  out: string,
  outDir: string,
): Promise<void> {
  const started = performance.now();
  try {
    const { uploaded, kept } = await uploadBundle(store, outDir, seen);
    io.out(
      `uploaded to ${store.label}: ${uploaded.length} file${uploaded.length === 1 ? '' : 's'}, the manifest last (${kept} already there) in ${Math.round(performance.now() - started)} ms`,
    );
  } catch (e) {
    io.err(text(`${out} holds the new manifest, but ${store.label} does not: nothing there changed for visitors`));
    exitOnStoreError(io, e);
  }
}

/** What a dry run says of the manifest it built: the version it would replace, what it withdraws, the sites whose rules change (`meridian ci` says it too). */
export function dryRunLines(manifest: RulesManifest, previous: RulesManifest | null, withdraw: readonly number[]): string[] {
  const changed = Object.keys(manifest.sites).filter((s) => previous?.sites[s]?.sha256 !== manifest.sites[s]!.sha256);
  const gone = Object.keys(previous?.sites ?? {}).filter((s) => !manifest.sites[s]);
  return [
    `dry run: version ${manifest.version} from ${manifest.revision} would replace ${previous ? `version ${previous.version} (${previous.revision})` : 'nothing published yet'}`,
    ...(withdraw.length ? [`it would withdraw version${withdraw.length === 1 ? '' : 's'} ${withdraw.join(', ')}`] : []),
    changed.length || gone.length
      ? `sites whose rules change: ${[...changed, ...gone.map((s) => `${s} (removed)`)].join(', ')}`
      : 'no site changes: the new version would carry the same files',
  ];
}

/** `meridian publish --refresh`: the same release, every signature kept, a new timestamp (ADR 0214). */
async function refreshCommand(
  io: CliIO,
  opts: PublishOptions,
  outDir: string,
  previous: RulesManifest | null,
  expiresInMs: number,
  trust: CliTrust,
): Promise<void> {
  if (!previous) {
    io.err(text(`publish --refresh: nothing published in ${opts.out} to refresh`));
    throw new CliExit(2);
  }
  if (opts.from !== undefined || opts.withdraw !== undefined || opts.allowDirty) {
    io.err('publish --refresh changes only the freshness: it takes no --from, --withdraw or --allow-dirty');
    throw new CliExit(2);
  }
  const key = keyOrExit(io, opts.timestampKeyFile ?? opts.keyFile, TIMESTAMP_KEY_ENV);
  if (opts.dryRun) {
    io.out(`dry run: version ${previous.version} would be fresh until ${new Date(io.now().getTime() + expiresInMs).toISOString()}`);
    return;
  }
  let manifest;
  try {
    manifest = await refresh({ outDir, key, now: io.now(), expiresInMs, trust });
  } catch (e) {
    refuseUntrusted(io, opts, e);
    throw e;
  }
  io.out(
    `refreshed version ${manifest.version} (${manifest.revision}): fresh until ${manifest.timestamp.expiresAt}, timestamp by ${manifest.timestamp.keyId}`,
  );
}
