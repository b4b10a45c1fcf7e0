import { spawnSync } from 'node:child_process';
import { resolveCommit } from './config-revision';

/**
 * The ref whose history holds every reviewed commit (`origin/main`). Set (`--reviewed`, else this
 * variable), `meridian publish`, `rollback` and `sign` take only a commit on it: a branch pushed
 * without review is never published, rolled back to or approved (docs/rules-bundles.md "Publishing").
 */
export const REVIEWED_BRANCH_ENV = 'MERIDIAN_REVIEWED_BRANCH';

/** The reviewed branch: `given` (`--reviewed`), else $MERIDIAN_REVIEWED_BRANCH; undefined when neither is set. */
export function reviewedBranch(given: string | undefined, env: Record<string, string | undefined> = process.env): string | undefined {
  return given || env[REVIEWED_BRANCH_ENV] || undefined;
}

/**
 * Why the commit `rev` names (as resolveCommit reads it) is not on `branch`, or null when it is: the
 * commit is `branch`'s tip or on its first-parent chain (`git rev-list --first-parent`), a state the
 * branch itself held — a merge or squash commit of a reviewed pull request, never a commit inside a
 * merged branch (its state may never have been reviewed: a change the next commit of the same pull
 * request took back). A branch this repository does not know is a problem too (a checkout without
 * it: fetch it), never a pass.
 */
export function unreviewedProblem(cwd: string, rev: string, branch: string): string | null {
  const commit = resolveCommit(cwd, rev);
  if (!commit) return `revision ${rev} is not in this repository`;
  const tip = resolveCommit(cwd, branch);
  if (!tip) return `the reviewed branch ${branch} is not a ref of this repository (\`git fetch origin\`, or set $${REVIEWED_BRANCH_ENV})`;
  const r = spawnSync('git', ['rev-list', '--first-parent', tip], { cwd, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  if (r.status !== 0) return `cannot tell whether ${rev} is on ${branch}: ${(r.stderr || r.error?.message || '').trim()}`;
  if (r.stdout.split('\n').includes(commit)) return null;
  return `revision ${rev} (${commit.slice(0, 12)}) is not on the reviewed branch ${branch}: only a state that branch held (its own commits, not those inside a merged branch) is published, rolled back to or signed`;
}
