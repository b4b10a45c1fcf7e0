import { MANIFEST_LIMIT_BYTES } from '../../src/config/bundle/bundle-files';
import { readFileBounded } from '../../src/config/node/bounded-file';
import { join, resolve } from 'node:path';
import { rollbackPlan, versionFile } from '../../src/config/bundle/history';
import { UntrustedPublishedError } from '../../src/config/node/publish';
import { manifestLocation, readHistoryAt } from '../../src/config/node/read-history';
import { checkedPublished, checkedRelease } from '../../src/config/node/series-trust';
import { sourceRevision } from '../../src/config/node/source-revision';
import { text } from '../escape-output';
import { CliExit, type CliIO } from '../io';
import { exitOnStoreError, openS3Store } from '../object-store';
import { cliTrustOrExit, publishCommand, pullChecked, type PublishOptions } from './publish';

export type RollbackOptions = Pick<
  PublishOptions,
  'out' | 'keyFile' | 'timestampKeyFile' | 'dryRun' | 'expiresIn' | 'to' | 'endpoint' | 'reviewed'
>;

function refuse(io: CliIO, why: string): never {
  io.err(text(`rollback refused: ${why}; nothing was written`));
  throw new CliExit(1);
}

/**
 * `meridian rollback <version>`: the sources of a published version (the git revision its manifest
 * records) published again as a new version that withdraws every version after it — `publish --from
 * <revision> --withdraw …`, with publish's gate (the revision's rule tests and policies must pass).
 * Refused (exit 1, nothing written) for a version never published, the current or a withdrawn one,
 * and a revision this repository does not hold. `--to`/`--endpoint` go to publish (the upload).
 */
export async function rollbackCommand(io: CliIO, spec: string, opts: RollbackOptions): Promise<void> {
  const m = /^v?([1-9]\d{0,8})$/.exec(spec);
  if (!m) {
    io.err(text(`rollback: "${spec}" is not a version (as 7 or v7)`));
    throw new CliExit(2);
  }
  const version = Number(m[1]);
  const trust = cliTrustOrExit(io);
  // With --to, the history is the store's: what it serves is copied into --out first, as publish
  // does, once its manifest passes the same checks.
  if (opts.to !== undefined && !opts.dryRun)
    try {
      await pullChecked(await openS3Store(opts.to, opts.endpoint), resolve(io.cwd, opts.out), trust, 1);
    } catch (e) {
      if (e instanceof UntrustedPublishedError) refuse(io, e.message);
      exitOnStoreError(io, e);
    }
  let history;
  try {
    history = (await readHistoryAt(opts.out, io.cwd)).history;
  } catch (e) {
    refuse(io, `cannot read what is published: ${(e as Error).message}`);
  }
  const plan = rollbackPlan(history, version);
  if (!plan.ok) refuse(io, plan.reason);
  // The history reads manifests as they are; what the rollback takes from them is checked: the
  // current one (its withdrawn list) and version N's (its revision), each signed by a trusted key.
  const folder = resolve(manifestLocation(opts.out, io.cwd), '..');
  const current = await checkedPublished(folder, trust, 1);
  if (!current?.ok) refuse(io, `${folder}/${current ? current.problem : 'manifest.json: not there'}`);
  let target;
  try {
    target = await checkedRelease(
      readFileBounded(join(folder, versionFile(version)), MANIFEST_LIMIT_BYTES).toString('utf8'),
      trust,
      1,
      versionFile(version),
    );
  } catch (e) {
    refuse(io, `${versionFile(version)}: cannot read (${(e as Error).message})`);
  }
  if (!target.ok) refuse(io, target.problem);
  if (target.manifest.version !== version) refuse(io, `${versionFile(version)} holds version ${target.manifest.version}`);
  if (current.manifest.withdrawn.includes(version))
    refuse(io, `version ${version} was withdrawn by version ${current.manifest.version}'s release`);
  plan.revision = target.manifest.revision;
  plan.withdraw = Array.from({ length: current.manifest.version - version }, (_, i) => version + 1 + i).filter(
    (v) => !current.manifest.withdrawn.includes(v),
  );
  if (sourceRevision(io.cwd, plan.revision) === 'unknown')
    refuse(
      io,
      `version ${version}'s revision ${plan.revision} is not in this repository (another repository, or a shallow clone: \`git fetch origin ${plan.revision}\`)`,
    );
  io.out(
    `rolling back to version ${version} (${plan.revision}): its sources as version ${history.current + 1}, withdrawing version${plan.withdraw.length === 1 ? '' : 's'} ${plan.withdraw.join(', ')}`,
  );
  await publishCommand(io, { ...opts, from: plan.revision, withdraw: plan.withdraw.join(','), allowDirty: false, refresh: false });
}
