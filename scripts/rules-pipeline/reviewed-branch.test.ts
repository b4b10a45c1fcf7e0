// Only what was merged to the reviewed branch is published. An independent attacker pushed a
// branch with changed rules and ran the rollback workflow with its name as the revision: the
// checkout (fetch-depth 0) has every branch, `publish --from` took it, and with one approval it
// went live at once. The workflows now set $MERIDIAN_REVIEWED_BRANCH (origin/<default branch>).
import { generateKeyPairSync } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RulesManifest } from '../../src/config/bundle/manifest';
import { ephemeralSigningKey } from '../../src/config/node/signing-key';
import { startS3, type TestS3 } from '../../cli/s3-test-server';
import { committedScratch, fixtures, git, run, tempDir } from '../../cli/test-support';
import { pipelineSettings } from './path-harness';
import { script } from './run-script';

const read = async (s3: TestS3, key: string) =>
  JSON.parse(await (await s3.client.send(new GetObjectCommand({ Bucket: 'rules', Key: key }))).Body!.transformToString()) as RulesManifest;

/** A checkout of the repository's configuration on `main`. */
function mainCheckout(): string {
  const dir = committedScratch();
  writeFileSync(join(dir, '.gitignore'), '.meridian/\nnode_modules/\n');
  git(dir, 'commit', '-q', '-am', 'ignore node_modules');
  git(dir, 'branch', '-M', 'main');
  return dir;
}

/** A branch `name` from HEAD with one rule changed (mt hides referral), checked out; its commit. */
function changedBranch(dir: string, name: string): string {
  git(dir, 'checkout', '-q', '-b', name);
  fixtures.parentFlag(dir);
  git(dir, 'commit', '-q', '-am', `${name}: a rule changed`);
  return git(dir, 'rev-parse', 'HEAD').trim();
}

/** A checkout with main published at origin/main, and a pushed branch `unreviewed` (one rule changed) never merged. */
function checkout(): { dir: string; unreviewed: string } {
  const dir = mainCheckout();
  git(dir, 'update-ref', 'refs/remotes/origin/main', 'HEAD');
  const unreviewed = changedBranch(dir, 'unreviewed');
  git(dir, 'update-ref', 'refs/remotes/origin/unreviewed', 'HEAD');
  git(dir, 'checkout', '-q', 'main');
  git(dir, 'branch', '-q', '-D', 'unreviewed');
  return { dir, unreviewed };
}

describe('the reviewed branch', { timeout: 300_000 }, () => {
  it('rollback.sh <a pushed branch, or its hash> is refused and live is unchanged; a revision on main is rolled back to', async () => {
    const s3 = await startS3(['rules']);
    const { dir, unreviewed } = checkout();
    const env = { ...pipelineSettings(s3.endpoint, ephemeralSigningKey(), 1), MERIDIAN_REVIEWED_BRANCH: 'origin/main' };
    const first = await script('publish.sh', [], dir, env);
    expect(first.code, first.err).toBe(0);
    const v1 = await read(s3, 'live/manifest.json');
    for (const target of ['origin/unreviewed', unreviewed.slice(0, 12)]) {
      const back = await script('rollback.sh', [target], dir, env);
      expect(back.code, target).toBe(1);
      expect(back.err).toContain(`is not on the reviewed branch origin/main: only a state that branch held`);
      expect(await read(s3, 'live/manifest.json')).toEqual(v1);
    }
    // Without the setting the job stops, naming it.
    const unset = await script('rollback.sh', ['origin/unreviewed'], dir, { ...env, MERIDIAN_REVIEWED_BRANCH: '' });
    expect(unset.code).toBe(2);
    expect(unset.err).toContain('$MERIDIAN_REVIEWED_BRANCH is not set');
    // A revision on main: published again as version 2.
    const onMain = await script('rollback.sh', [git(dir, 'rev-parse', 'HEAD').trim().slice(0, 12)], dir, env);
    expect(onMain.code, onMain.err).toBe(0);
    expect((await read(s3, 'live/manifest.json')).version).toBe(2);
  });

  it('a commit inside a merged pull request is not a state main held: refused (a change the next commit took back)', async () => {
    // A second attack: commit A changes a rule, commit B reverts it; the pull request's net diff is
    // empty, it is approved and merged with a merge commit, and A is an ancestor of main.
    const dir = mainCheckout();
    const a = changedBranch(dir, 'feature');
    git(dir, 'revert', '--no-edit', 'HEAD');
    git(dir, 'checkout', '-q', 'main');
    git(dir, 'merge', '-q', '--no-ff', '--no-edit', 'feature');
    git(dir, 'update-ref', 'refs/remotes/origin/main', 'HEAD');
    git(dir, 'branch', '-q', '-D', 'feature');
    const merged = await run(['publish', '--from', a.slice(0, 12), '--reviewed', 'origin/main', '--dry-run'], { cwd: dir });
    expect(merged.code).toBe(1);
    expect(merged.err).toMatch(/^publish refused: revision [0-9a-f]{12} \([0-9a-f]{12}\) is not on the reviewed branch origin\/main/m);
    // The merge commit and the commit before it are states main held.
    for (const held of ['HEAD', 'HEAD~1'])
      expect((await run(['publish', '--from', held, '--reviewed', 'origin/main', '--dry-run'], { cwd: dir })).code, held).toBe(0);
    // A folder named like a revision is not a revision.
    const folder = await run(['publish', '--from', 'sites', '--dry-run'], { cwd: dir });
    expect(folder.code).toBe(2);
    expect(folder.err).toContain('publish refused: --from sites is a folder');
  });

  it('a tag named like the branch does not stand in for it; a clone checks against its default branch untold (a third attack)', async () => {
    const { dir, unreviewed } = checkout();
    // Anyone who can push can push a tag `origin/main`, which git takes before refs/remotes/origin/main.
    git(dir, 'tag', 'origin/main', unreviewed);
    const shadowed = await run(['publish', '--from', unreviewed, '--reviewed', 'origin/main', '--dry-run'], { cwd: dir });
    expect(shadowed.code).toBe(1);
    expect(shadowed.err).toContain('the reviewed branch origin/main is also the name of a tag (refs/tags/origin/main): ambiguous, refused');
    const full = await run(['publish', '--from', unreviewed, '--reviewed', 'refs/remotes/origin/main', '--dry-run'], { cwd: dir });
    expect(full.code).toBe(1);
    expect(full.err).toMatch(/is not on the reviewed branch refs\/remotes\/origin\/main/);
    expect((await run(['publish', '--from', unreviewed, '--reviewed', 'refs/tags/origin/main', '--dry-run'], { cwd: dir })).err).toContain(
      'is a tag, not a branch',
    );
    // An approver's clone names its default branch (refs/remotes/origin/HEAD): sign checks against it unasked.
    git(dir, 'tag', '-d', 'origin/main');
    git(dir, 'symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/main');
    expect((await run(['publish', '--from', unreviewed], { cwd: dir })).code).toBe(1);
  });

  it('meridian publish and sign refuse a revision off the branch --reviewed names', async () => {
    const { dir, unreviewed } = checkout();
    const refused = await run(['publish', '--from', unreviewed, '--reviewed', 'origin/main', '--dry-run'], { cwd: dir });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^publish refused: revision [0-9a-f]{40} \([0-9a-f]{12}\) is not on the reviewed branch origin\/main/m);
    const unknown = await run(['publish', '--reviewed', 'origin/nowhere', '--dry-run'], { cwd: dir });
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('the reviewed branch origin/nowhere is not a branch of this repository');
    // Published without the check (a local demo), then approved: sign refuses it on the branch.
    expect((await run(['publish', '--from', unreviewed], { cwd: dir })).code).toBe(0);
    const keys = tempDir();
    writeFileSync(join(keys, 'bob.pem'), generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }));
    const sign = await run(['sign', 'dist-rules/manifest.json', '--key-file', join(keys, 'bob.pem'), '--reviewed', 'origin/main'], {
      cwd: dir,
    });
    expect(sign.code).toBe(1);
    expect(sign.err).toMatch(/^sign refused: revision [0-9a-f]{12} \([0-9a-f]{12}\) is not on the reviewed branch origin\/main/m);
    expect((await run(['publish', '--reviewed', 'origin/main', '--dry-run'], { cwd: dir })).code).toBe(0);
  });
});
