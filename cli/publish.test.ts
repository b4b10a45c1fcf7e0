import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { RulesManifest } from '../src/config/bundle/manifest';
import { publish, refresh } from '../src/config/node/publish';
import { compiledRepoConfig, repoSiteKeys } from '../src/config/node/repo-config';
import { devSigningKey, rawPublicKey, SIGNING_KEY_ENV } from '../src/config/node/signing-key';
import { committedScratch, fixtures, git, run, scratch, tempDir } from './test-support';

const manifestOf = (dir: string): RulesManifest => JSON.parse(readFileSync(join(dir, 'dist-rules/manifest.json'), 'utf8'));

const SHA12 = '[0-9a-f]{12}';

describe('meridian publish and status', { timeout: 300_000 }, () => {
  it('publishes a signed version that status checks; the next publish is version 2 with no new files', async () => {
    const dir = committedScratch();
    const sites = repoSiteKeys(dir).length;
    const first = await run(['publish'], { cwd: dir });
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(
      new RegExp(
        `^published version 1 \\(${SHA12}\\) to dist-rules: ${sites} new site files, ${sites} sites, signed by [0-9a-f]{16}, fresh until 2026-11-23T10:00:00.000Z$`,
        'm',
      ),
    );
    expect(first.err).toContain('signed with the development key (.meridian/keys/rules-dev.pem)');
    const status = await run(['status', 'dist-rules/manifest.json'], { cwd: dir });
    expect(status.code, status.err).toBe(0);
    expect(status.out).toMatch(/^signed by [0-9a-f]{16} · 1 of 1 required: approved$/m);
    expect(status.out).toContain('fresh until 2026-11-23T10:00:00.000Z (24 h left');
    expect(status.out).toContain(`all ${sites} site files match the manifest`);
    const second = await run(['publish'], { cwd: dir });
    expect(second.out).toMatch(/^published version 2 .*: 0 new site files/m);
    expect(manifestOf(dir).sites).toEqual(JSON.parse(readFileSync(join(dir, 'dist-rules/versions/1.json'), 'utf8')).sites);
  });

  it('refuses to publish when lint fails, and writes nothing', async () => {
    const dir = committedScratch();
    appendFileSync(join(dir, 'rules/bars.yaml'), '\n  - id: [unclosed\n');
    git(dir, 'commit', '-q', '-am', 'broken');
    const r = await run(['publish'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/rules\/bars\.yaml:\d+:\d+/);
    expect(r.err).toContain('publish refused: `meridian lint` failed (exit 1); nothing was written');
    expect(existsSync(join(dir, 'dist-rules'))).toBe(false);
  });

  it('refuses to publish when a rule test fails, and writes nothing', async () => {
    const dir = committedScratch();
    fixtures.window7d(dir); // the tests still expect the 30-day window
    git(dir, 'commit', '-q', '-am', 'nl window 7 days, tests not updated');
    const r = await run(['publish'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.err).toContain('publish refused: `meridian test` failed');
    expect(existsSync(join(dir, 'dist-rules'))).toBe(false);
  });

  it('refuses to publish when a policy is violated (lint and the rule tests pass), and writes nothing', async () => {
    const dir = committedScratch();
    writeFileSync(
      join(dir, 'rules/policies/planted.yaml'),
      'policies:\n  - id: planted\n    description: A policy the rules break.\n    source: shell §6\n    scope: { sites: [main] }\n    expect: { hidden: [social] }\n',
    );
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'a policy the rules break');
    const r = await run(['publish'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/✗ planted is violated/);
    expect(r.err).toContain('publish refused: `meridian verify` failed (exit 1); nothing was written');
    expect(existsSync(join(dir, 'dist-rules'))).toBe(false);
  });

  it('refuses a working tree with changes, or outside git; --allow-dirty publishes it marked, and status says so', async () => {
    const outside = scratch();
    const r = await run(['publish'], { cwd: outside });
    expect(r.code).toBe(1);
    expect(r.err).toContain('publish refused: not a git working tree');
    const dir = committedScratch();
    fixtures.parentFlag(dir);
    const dirty = await run(['publish'], { cwd: dir });
    expect(dirty.code).toBe(1);
    expect(dirty.err).toMatch(/publish refused: the working tree has changes \(1\): sites\/mt\.yaml/);
    expect(existsSync(join(dir, 'dist-rules'))).toBe(false);
    const marked = await run(['publish', '--allow-dirty'], { cwd: dir });
    expect(marked.code, marked.err).toBe(0);
    expect(manifestOf(dir).dirty).toBe(true);
    expect(manifestOf(dir).revision).toMatch(new RegExp(`^${SHA12}\\+dirty$`));
    const status = await run(['status', 'dist-rules/manifest.json'], { cwd: dir });
    expect(status.out).toContain('DIRTY: published from a working tree with changes');
  });

  it('status fails on a site file with one byte changed, and on a key it does not trust', async () => {
    const dir = committedScratch();
    await run(['publish'], { cwd: dir });
    const entry = manifestOf(dir).sites.tr!;
    const file = join(dir, 'dist-rules', entry.file);
    const bytes = readFileSync(file);
    bytes[50] = bytes[50]! ^ 1;
    writeFileSync(file, bytes);
    const r = await run(['status', 'dist-rules/manifest.json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(new RegExp(`FAIL tr +${entry.file.replace('.', '\\.')} .*SHA-256`));
    const other = rawPublicKey(generateKeyPairSync('ed25519').publicKey);
    const refused = await run(['status', 'dist-rules/manifest.json', '--key', other], { cwd: dir });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('refused (unknown-key)');
  });

  it('signs with the key of $MERIDIAN_RULES_SIGNING_KEY, which only status --key trusts', async () => {
    const dir = committedScratch();
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    vi.stubEnv(SIGNING_KEY_ENV, privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
    try {
      const r = await run(['publish'], { cwd: dir });
      expect(r.code, r.err).toBe(0);
      expect(r.err).not.toContain('development key');
    } finally {
      vi.unstubAllEnvs();
    }
    expect((await run(['status', 'dist-rules/manifest.json', '--key', rawPublicKey(publicKey)], { cwd: dir })).code).toBe(0);
    expect((await run(['status', 'dist-rules/manifest.json'], { cwd: dir })).err).toContain('refused (unknown-key)');
  });

  it('rolls back with --from: a new version carrying the earlier revision’s files; --dry-run says what changes and writes nothing', async () => {
    const dir = committedScratch();
    const base = git(dir, 'rev-parse', 'HEAD');
    const v1 = await run(['publish'], { cwd: dir });
    expect(v1.out).toContain(`published version 1 (${base.slice(0, 12)})`);
    // A revision is published with --from after compiling it and running its own rule tests.
    fixtures.window7d(dir); // the tests still expect the 30-day window
    git(dir, 'commit', '-q', '-am', 'nl window 7 days, tests not updated');
    const refused = await run(['publish', '--from', 'HEAD'], { cwd: dir });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('publish refused: `meridian test (of HEAD)` failed');
    expect(manifestOf(dir).version).toBe(1);
    git(dir, 'revert', '--no-edit', 'HEAD');
    fixtures.parentFlag(dir);
    git(dir, 'commit', '-q', '-am', 'referral hidden on mt and eu');
    const v2 = await run(['publish', '--from', 'HEAD'], { cwd: dir });
    expect(v2.code, v2.err).toBe(0);
    const changed = manifestOf(dir);
    expect(changed.version).toBe(2);
    const dry = await run(['publish', '--from', base, '--dry-run'], { cwd: dir });
    expect(dry.code, dry.err).toBe(0);
    expect(dry.out).toContain(`dry run: version 3 from ${base.slice(0, 12)} would replace version 2`);
    // Other sites are directory entries in a site's file: a change to mt's flags changes mt's and eu's (which extends mt) only.
    expect(dry.out).toContain('sites whose rules change: eu, mt\n');
    expect(dry.out).toContain('3 changes in what visitors see');
    expect(dry.out).toContain('referral is shown (no longer hidden)');
    // Apart: a withdraw-only user had the growth and promotions entries hidden already (withdraw-only-controls).
    expect(dry.out).toContain('growth_referral, promotions_referral are shown (no longer hidden)');
    expect(manifestOf(dir).version).toBe(2);
    expect(dry.out).toContain('it would withdraw version 2\n');
    const back = await run(['publish', '--from', base], { cwd: dir });
    expect(back.code, back.err).toBe(0);
    expect(back.out).toContain('withdrawn: version 2 (a page that sees this manifest never applies them again)');
    const rolled = manifestOf(dir);
    expect(rolled.version).toBe(3);
    expect(rolled.withdrawn).toEqual([2]);
    expect(rolled.revision).toBe(base.slice(0, 12));
    expect(rolled.sites).toEqual(JSON.parse(readFileSync(join(dir, 'dist-rules/versions/1.json'), 'utf8')).sites);
    expect(rolled.sites).not.toEqual(changed.sites);
    expect(spawnSync('git', ['status', '--porcelain'], { cwd: dir, encoding: 'utf8' }).stdout).toContain('dist-rules');
  });
});

describe('four eyes and freshness from the command line', { timeout: 300_000 }, () => {
  const keyFile = (dir: string, name: string) => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    writeFileSync(join(dir, name), privateKey.export({ format: 'pem', type: 'pkcs8' }));
    return rawPublicKey(publicKey);
  };

  it('a second officer signs with `meridian sign`; status counts distinct trusted keys against the threshold', async () => {
    const dir = committedScratch();
    // The key files outside the checkout: sign rebuilds the release from its revision, so it is published clean.
    const keys = tempDir();
    const ann = keyFile(keys, 'ann.pem');
    const bob = keyFile(keys, 'bob.pem');
    const eve = keyFile(keys, 'eve.pem');
    const signAs = (who: string) => run(['sign', 'dist-rules/manifest.json', '--key-file', join(keys, who)], { cwd: dir });
    expect((await run(['publish', '--key-file', join(keys, 'ann.pem')], { cwd: dir })).code).toBe(0);
    const statusArgs = ['status', 'dist-rules/manifest.json', '--key', ann, bob, '--threshold', '2'];
    const one = await run(statusArgs, { cwd: dir });
    expect(one.code).toBe(1);
    expect(one.out).toMatch(/APPROVALS: 1 of 2 required/);
    // sign checks the signatures already there against the keys the sites trust.
    vi.stubEnv('MERIDIAN_RULES_PUBLIC_KEYS', `${ann},${bob}`);
    try {
      const byEve = await signAs('eve.pem');
      expect(byEve.code, byEve.err).toBe(0);
      const stillOne = await run(statusArgs, { cwd: dir });
      expect(stillOne.code).toBe(1);
      expect(stillOne.out).toMatch(/not trusted: counted for nothing/);
      expect(eve).not.toBe(ann);
      const byAnnAgain = await signAs('ann.pem');
      expect(byAnnAgain.out).toContain('already signed by this key');
      const byBob = await signAs('bob.pem');
      expect(byBob.out).toMatch(/now 3 signatures/);
    } finally {
      vi.unstubAllEnvs();
    }
    const two = await run(statusArgs, { cwd: dir });
    expect(two.code, two.out + two.err).toBe(0);
    expect(two.out).toMatch(/2 of 2 required: approved/);
  });

  it('status fails on a manifest past its expiry, and says so', async () => {
    const dir = scratch();
    await publish({
      config: compiledRepoConfig(),
      outDir: join(dir, 'dist-rules'),
      key: devSigningKey(dir),
      revision: 'old',
      now: new Date('2026-11-20T10:00:00Z'),
    });
    const r = await run(['status', 'dist-rules/manifest.json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out).toContain('EXPIRED at 2026-11-21T10:00:00.000Z (24 h ago): pages refuse it; `meridian publish --refresh`');
    expect(JSON.parse((await run(['status', 'dist-rules/manifest.json', '--format', 'json'], { cwd: dir })).out)).toMatchObject({
      ok: false,
      fresh: false,
    });
  });

  it('status fails on a manifest fresh more than 30 days ahead (a timestamp dated ahead), and says so', async () => {
    const dir = scratch();
    const outDir = join(dir, 'dist-rules');
    const key = devSigningKey(dir);
    await publish({ config: compiledRepoConfig(), outDir, key, revision: 'r1', now: new Date('2026-11-22T09:00:00Z') });
    await refresh({ outDir, key, now: new Date('2099-12-01T00:00:00Z'), expiresInMs: 30 * 86_400_000 });
    const r = await run(['status', 'dist-rules/manifest.json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^DATED AHEAD: fresh until 2099-12-31T00:00:00\.000Z \(.+ from now, more than 30 days\): pages refuse it;/m);
    expect(JSON.parse((await run(['status', 'dist-rules/manifest.json', '--format', 'json'], { cwd: dir })).out)).toMatchObject({
      ok: false,
      fresh: false,
      datedAhead: true,
    });
  });

  it('an expired manifest fails status; --refresh signs it fresh again without changing the release', async () => {
    const dir = committedScratch();
    expect((await run(['publish', '--expires-in', '1m', '--allow-dirty'], { cwd: dir })).code).toBe(0);
    const before = manifestOf(dir);
    expect(before.timestamp.expiresAt).toBe('2026-11-22T10:01:00.000Z');
    // The test clock is fixed: a manifest that expired an hour before it.
    expect((await run(['publish', '--refresh', '--expires-in', '1m'], { cwd: dir })).code).toBe(0);
    writeFileSync(
      join(dir, 'dist-rules/manifest.json'),
      readFileSync(join(dir, 'dist-rules/manifest.json'), 'utf8').replaceAll('2026-11-22T10:01:00.000Z', '2026-11-22T09:00:00.000Z'),
    );
    const expired = await run(['status', 'dist-rules/manifest.json'], { cwd: dir });
    expect(expired.code).toBe(1);
    // The edited expiry is not what the timestamp key signed: refused before anything else.
    expect(expired.err).toContain('refused (bad-signature): timestamp signature does not match');
    const refreshed = await run(['publish', '--refresh', '--expires-in', '2h'], { cwd: dir });
    expect(refreshed.code, refreshed.err).toBe(0);
    expect(refreshed.out).toMatch(/^refreshed version 1 \(.*\): fresh until 2026-11-22T12:00:00.000Z/m);
    const after = manifestOf(dir);
    const { timestamp: _t1, ...releaseBefore } = before;
    const { timestamp: _t2, ...releaseAfter } = after;
    expect(releaseAfter).toEqual(releaseBefore);
    expect((await run(['status', 'dist-rules/manifest.json'], { cwd: dir })).code).toBe(0);
    expect((await run(['publish', '--expires-in', 'soon'], { cwd: dir })).err).toContain('--expires-in: "soon" is not a duration');
    // 30 days is a page's ceiling counted from its own clock: a visitor a minute slow would refuse it.
    const month = await run(['publish', '--refresh', '--expires-in', '30d'], { cwd: dir });
    expect(month.code).toBe(2);
    expect(month.err).toContain('--expires-in: "30d" is not a duration from a minute to 29 days');
    expect((await run(['publish', '--refresh', '--expires-in', '29d'], { cwd: dir })).code).toBe(0);
  });
});

describe('meridian diff with a published manifest as a side', { timeout: 300_000 }, () => {
  it('no change against the sources it was published from; the change a later edit makes', async () => {
    const dir = committedScratch();
    expect((await run(['publish'], { cwd: dir })).code).toBe(0);
    const same = await run(['diff', 'dist-rules/manifest.json', '--format', 'json', '--sites', 'main,uk'], { cwd: dir });
    expect(same.code, same.err).toBe(0);
    const report = JSON.parse(same.out) as { base: string; head: string; changed: boolean };
    expect(report.base).toMatch(/^published v1 \(/);
    expect(report.head).toBe('working tree');
    expect(report.changed).toBe(false);
    fixtures.window7d(dir);
    const changed = await run(['diff', 'dist-rules/manifest.json'], { cwd: dir });
    expect(changed.code, changed.err).toBe(0);
    expect(changed.out).toContain('dialog nl_limit');
    // A site file changed after publishing is refused, not diffed.
    const entry = manifestOf(dir).sites.main!;
    writeFileSync(
      join(dir, 'dist-rules', entry.file),
      readFileSync(join(dir, 'dist-rules', entry.file), 'utf8').replace('"main"', '"mair"'),
    );
    const refused = await run(['diff', 'dist-rules/manifest.json'], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('SHA-256');
  });
});
