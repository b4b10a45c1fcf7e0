import { spawnSync } from 'node:child_process';
import { resolveCommit } from './config-revision';

/**
 * The ref whose history holds every reviewed commit (`origin/main`). Set (`--reviewed`, else this
 * variable, else the clone's default branch, `refs/remotes/origin/HEAD`), `meridian publish`,
 * `rollback` and `sign` take only a state that branch held: a branch pushed without review is never
 * published, rolled back to or approved (docs/adr/0246-only-commits-on-the-reviewed-branch-are-published.md).
 */
export const REVIEWED_BRANCH_ENV = 'MERIDIAN_REVIEWED_BRANCH';

const git = (cwd: string, args: string[]) => spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });

/**
 * The reviewed branch: `given` (`--reviewed`), else $MERIDIAN_REVIEWED_BRANCH, else the branch
 * `refs/remotes/origin/HEAD` names in the repository at `cwd` (a clone's default branch: an
 * approver's checkout checks without being told). A repository with a remote but no `origin/HEAD`
 * gets `refs/remotes/origin/HEAD` itself, which unreviewedProblem then refuses as unknown (name the
 * branch): the check is skipped only where there is no remote at all (a local demo), never silently.
 */
export function reviewedBranch(
  given: string | undefined,
  cwd: string,
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  if (given || env[REVIEWED_BRANCH_ENV]) return given || env[REVIEWED_BRANCH_ENV];
  const head = git(cwd, ['symbolic-ref', '--quiet', 'refs/remotes/origin/HEAD']);
  if (head.status === 0 && head.stdout.trim()) return head.stdout.trim();
  const remotes = git(cwd, ['remote']);
  return remotes.status === 0 && remotes.stdout.trim() ? 'refs/remotes/origin/HEAD' : undefined;
}

/**
 * The commit the branch `name` points at, as a branch only: `refs/…` as written, `HEAD`, else
 * `refs/remotes/<name>` or `refs/heads/<name>`, each only when that exact ref exists (`git show-ref
 * --verify`: git's own lookup would go on to `refs/tags/<ref>`, a tag anyone who can push may name
 * `refs/remotes/origin/main`). A tag of the short name (`refs/tags/origin/main`, which git would
 * take first) makes the name ambiguous and is refused.
 */
function branchTip(cwd: string, name: string): { commit: string } | { problem: string } {
  const verify = (ref: string) => {
    if (ref !== 'HEAD' && git(cwd, ['show-ref', '--verify', '--quiet', ref]).status !== 0) return null;
    const r = git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
    return r.status === 0 ? r.stdout.trim() : null;
  };
  const unknown = {
    problem: `the reviewed branch ${name} is not a branch of this repository (\`git fetch origin\`, or name it: --reviewed, $${REVIEWED_BRANCH_ENV})`,
  };
  if (name === 'HEAD' || name.startsWith('refs/')) {
    if (name.startsWith('refs/tags/')) return { problem: `the reviewed branch ${name} is a tag, not a branch` };
    const commit = verify(name);
    return commit ? { commit } : unknown;
  }
  if (git(cwd, ['show-ref', '--verify', '--quiet', `refs/tags/${name}`]).status === 0)
    return {
      problem: `the reviewed branch ${name} is also the name of a tag (refs/tags/${name}): ambiguous, refused; name the branch in full (refs/remotes/${name})`,
    };
  const commit = verify(`refs/remotes/${name}`) ?? verify(`refs/heads/${name}`);
  return commit ? { commit } : unknown;
}

/**
 * Why the commit `rev` names (as resolveCommit reads it) is not on `branch`, or null when it is: the
 * commit is `branch`'s tip or on its first-parent chain (`git rev-list --first-parent`), a state the
 * branch itself held — a merge or squash commit of a reviewed pull request, never a commit inside a
 * merged branch (its state may never have been reviewed: a change the next commit of the same pull
 * request took back). Merged by rebase, each commit of a pull request is on the chain: the ADR asks
 * the repository to merge or squash only. A branch this repository does not know is a problem too
 * (a checkout without it: fetch it), never a pass.
 */
export function unreviewedProblem(cwd: string, rev: string, branch: string): string | null {
  const commit = resolveCommit(cwd, rev);
  if (!commit) return `revision ${rev} is not in this repository`;
  const tip = branchTip(cwd, branch);
  if ('problem' in tip) return tip.problem;
  const r = git(cwd, ['rev-list', '--first-parent', tip.commit]);
  if (r.status !== 0) return `cannot tell whether ${rev} is on ${branch}: ${(r.stderr || r.error?.message || '').trim()}`;
  if (r.stdout.split('\n').includes(commit)) return null;
  return `revision ${rev} (${commit.slice(0, 12)}) is not on the reviewed branch ${branch}: only a state that branch held (its own commits, not those inside a merged branch) is published, rolled back to or signed`;
}
