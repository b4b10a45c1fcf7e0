import { resolve } from 'node:path';
import { rollbackPlan } from '../../src/config/bundle/history';
import { readHistoryAt } from '../../src/config/node/read-history';
import { sourceRevision } from '../../src/config/node/source-revision';
import { pullPublished } from '../bundle-transfer';
import { text } from '../escape-output';
import { CliExit, type CliIO } from '../io';
import { exitOnStoreError, openS3Store } from '../object-store';
import { publishCommand, type PublishOptions } from './publish';

export type RollbackOptions = Pick<PublishOptions, 'out' | 'keyFile' | 'timestampKeyFile' | 'dryRun' | 'expiresIn' | 'to' | 'endpoint'>;

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
  // With --to, the history is the store's: what it serves is copied into --out first, as publish does.
  if (opts.to !== undefined && !opts.dryRun)
    try {
      await pullPublished(await openS3Store(opts.to, opts.endpoint), resolve(io.cwd, opts.out));
    } catch (e) {
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
