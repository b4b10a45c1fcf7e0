import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reviewedBranch, unreviewedProblem } from './reviewed-branch';

// An eighth attack: branchTip read `refs/remotes/origin/main` with git's own lookup, which goes on
// to refs/tags/refs/remotes/origin/main when the checkout lacks the branch — a tag anyone who can
// push may create; and a clone with a remote but no origin/HEAD skipped the check without a word.
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=a@b', '-c', 'user.name=a', '-c', 'init.defaultBranch=master', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

/** An origin with one reviewed commit on master, and a clone of it. */
function repos() {
  const origin = mkdtempSync(join(tmpdir(), 'meridian-origin-'));
  const clone = mkdtempSync(join(tmpdir(), 'meridian-clone-'));
  dirs.push(origin, clone);
  git(origin, 'init', '-q');
  writeFileSync(join(origin, 'f'), 'reviewed');
  git(origin, 'add', 'f');
  git(origin, 'commit', '-qm', 'reviewed');
  git(clone, 'clone', '-q', origin, '.');
  return { origin, clone };
}

/** An unreviewed commit pushed on a branch of `origin`, tagged `tag`, fetched into `clone` with its tags; its hash. */
function taggedUnreviewed(origin: string, clone: string, tag: string): string {
  git(origin, 'checkout', '-q', '-b', 'evil');
  writeFileSync(join(origin, 'f'), 'unreviewed');
  git(origin, 'commit', '-qam', 'unreviewed');
  git(origin, 'tag', tag);
  git(clone, 'fetch', '-q', '--prune', '--tags', 'origin');
  return git(origin, 'rev-parse', 'HEAD');
}

describe('the reviewed branch is a branch that exists, never a tag standing in for it', () => {
  it('a default branch renamed upstream and pruned here: a tag named refs/remotes/origin/master does not pass', () => {
    const { origin, clone } = repos();
    expect(reviewedBranch(undefined, clone, {})).toBe('refs/remotes/origin/master');
    git(origin, 'branch', '-m', 'master', 'main');
    const evil = taggedUnreviewed(origin, clone, 'refs/remotes/origin/master');
    const branch = reviewedBranch(undefined, clone, {})!;
    expect(branch).toBe('refs/remotes/origin/master');
    expect(unreviewedProblem(clone, evil, branch)).toMatch(
      /^the reviewed branch refs\/remotes\/origin\/master is not a branch of this repository/,
    );
  });

  it('a checkout without origin/main: neither --reviewed origin/main nor refs/remotes/origin/main is a tag of that name', () => {
    const { origin, clone } = repos();
    const evil = taggedUnreviewed(origin, clone, 'refs/remotes/origin/main');
    expect(unreviewedProblem(clone, evil, 'origin/main')).toMatch(/is not a branch of this repository/);
    expect(unreviewedProblem(clone, evil, 'refs/remotes/origin/main')).toMatch(/is not a branch of this repository/);
    // The reviewed commit on the branch that does exist passes.
    expect(unreviewedProblem(clone, git(clone, 'rev-parse', 'HEAD'), 'origin/master')).toBeNull();
  });

  it('a repository with a remote but no origin/HEAD checks (and refuses until told the branch); one without a remote does not', () => {
    const { clone } = repos();
    git(clone, 'remote', 'set-head', 'origin', '-d');
    const branch = reviewedBranch(undefined, clone, {});
    expect(branch).toBe('refs/remotes/origin/HEAD');
    expect(unreviewedProblem(clone, 'HEAD', branch!)).toMatch(/not a branch of this repository .*--reviewed/);
    const alone = mkdtempSync(join(tmpdir(), 'meridian-alone-'));
    dirs.push(alone);
    git(alone, 'init', '-q');
    expect(reviewedBranch(undefined, alone, {})).toBeUndefined();
  });
});
