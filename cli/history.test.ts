import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { History } from '../src/config/bundle/history';
import { publish } from '../src/config/node/publish';
import { compileOrThrow } from '../src/config/compile';
import { readSources } from '../src/config/node/read-sources';
import { devSigningKey } from '../src/config/node/signing-key';
import { committedScratch, fixtures, git, run, scratch } from './test-support';

/**
 * A repository with three commits published as versions 1–3 by the real publish code (no gate: the
 * middle one's rule tests fail on purpose, as a bad version would): A, then B (the Netherlands
 * notice after 7 days), then C (B and `referral` hidden on mt and eu).
 */
async function series(): Promise<{ dir: string; revisions: string[] }> {
  const dir = committedScratch();
  const key = devSigningKey(dir);
  const revisions: string[] = [];
  const edits = [() => {}, () => fixtures.window7d(dir), () => fixtures.parentFlag(dir)];
  for (const [i, edit] of edits.entries()) {
    edit();
    if (i > 0) git(dir, 'commit', '-q', '-am', `change ${i}`);
    const revision = git(dir, 'rev-parse', 'HEAD').slice(0, 12);
    revisions.push(revision);
    const now = new Date(Date.UTC(2026, 10, 21, 10 + i));
    await publish({ config: compileOrThrow(readSources(dir)), outDir: join(dir, 'dist-rules'), key, revision, now });
  }
  return { dir, revisions };
}

describe('meridian history, diff vN and rollback', { timeout: 300_000 }, () => {
  it('history lists the series; diff v1 v3 shows both changes; a v1 that is also a tag is refused, not guessed', async () => {
    const { dir, revisions } = await series();
    const text = await run(['history', 'dist-rules/manifest.json'], { cwd: dir });
    expect(text.code, text.err).toBe(0);
    expect(text.out).toMatch(/^dist-rules\/manifest\.json: 3 versions published, v3 current\n/);
    expect(text.out).toMatch(
      new RegExp(`^  v1  2026-11-21T10:00:00\\.000Z  ${revisions[0]}  signed by [0-9a-f]{16}  expires 2026-11-22T10:00:00\\.000Z$`, 'm'),
    );
    expect(text.out).toMatch(/^ {2}v3 .* current$/m);
    const json = JSON.parse((await run(['history', 'dist-rules', '--format', 'json'], { cwd: dir })).out) as History;
    expect(json.entries.map((e) => e.revision)).toEqual(revisions);

    const diff = await run(['diff', 'v1', 'v3', '--format', 'json', '--sites', 'main,mt'], { cwd: dir });
    expect(diff.code, diff.err).toBe(0);
    const report = JSON.parse(diff.out) as { base: string; head: string; changed: boolean };
    expect([report.base, report.head]).toEqual([`published v1 (${revisions[0]})`, `published v3 (${revisions[2]})`]);
    expect(diff.out).toContain('nl_limit');
    expect(diff.out).toContain('referral');
    const none = await run(['diff', 'v3', 'v3', '--format', 'json', '--sites', 'main'], { cwd: dir });
    expect((JSON.parse(none.out) as { changed: boolean }).changed).toBe(false);

    const elsewhere = scratch(); // the personas are read from where diff runs
    const published = await run(['diff', 'v1', 'v2', '--sites', 'main', '--published', join(dir, 'dist-rules/manifest.json')], {
      cwd: elsewhere,
    });
    expect(published.code, published.err).toBe(0);
    expect(published.out).toContain('nl_limit');
    const missing = await run(['diff', 'v9', 'v2', '--published', join(dir, 'dist-rules/manifest.json')], { cwd: elsewhere });
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^base: .*versions\/9\.json: cannot read a manifest/m);

    git(dir, 'tag', 'v1');
    const tagged = await run(['diff', 'v1', 'v3'], { cwd: dir });
    expect(tagged.code).toBe(2);
    expect(tagged.err).toContain('base: "v1" names published version 1 and a git revision (write refs/tags/v1 or v1^{commit} for it)');
    mkdirSync(join(dir, 'v3'));
    const folder = await run(['diff', 'dist-rules/versions/1.json', 'v3'], { cwd: dir });
    expect(folder.err).toContain('head: "v3" names published version 3 and a folder (write ./v3 for it)');
  });

  it('rollback refuses a version never published, the current one, and a revision this repository lacks', async () => {
    const { dir, revisions } = await series();
    const unknown = await run(['rollback', '7'], { cwd: dir });
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe('rollback refused: version 7 was never published here (versions 1–3); nothing was written\n');
    expect((await run(['rollback', 'v3'], { cwd: dir })).err).toContain('version 3 is the current version');
    expect((await run(['rollback', 'seven'], { cwd: dir })).code).toBe(2);
    const empty = await run(['rollback', '1', '--out', 'nowhere'], { cwd: dir });
    expect(empty.err).toMatch(/^rollback refused: cannot read what is published: nowhere: not there \(nothing published yet\?\)/);
    // The same published folder, read from a repository that never had these commits. It has no
    // development key of its own: it is told which key to trust, as CI is ($MERIDIAN_RULES_PUBLIC_KEYS).
    const other = committedScratch();
    const untrusted = await run(['rollback', '1', '--out', join(dir, 'dist-rules')], { cwd: other });
    expect(untrusted.code).toBe(1);
    expect(untrusted.err).toContain('cannot check its signatures: no $MERIDIAN_RULES_PUBLIC_KEYS and no development key');
    vi.stubEnv('MERIDIAN_RULES_PUBLIC_KEYS', devSigningKey(dir).publicKey);
    try {
      const lacking = await run(['rollback', '1', '--out', join(dir, 'dist-rules')], { cwd: other });
      expect(lacking.code).toBe(1);
      expect(lacking.err).toContain(`version 1's revision ${revisions[0]} is not in this repository`);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('rollback 1 publishes version 1’s sources as version 4 and withdraws 2 and 3; history says so', async () => {
    const { dir, revisions } = await series();
    const r = await run(['rollback', 'v1'], { cwd: dir });
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(`rolling back to version 1 (${revisions[0]}): its sources as version 4, withdrawing versions 2, 3`);
    expect(r.out).toMatch(/^published version 4 /m);
    const history = JSON.parse((await run(['history', 'dist-rules', '--format', 'json'], { cwd: dir })).out) as History;
    expect(history.entries.map((e) => [e.version, e.revision, e.withdrawnBy])).toEqual([
      [1, revisions[0], null],
      [2, revisions[1], 4],
      [3, revisions[2], 4],
      [4, revisions[0], null],
    ]);
    const text = await run(['history', 'dist-rules'], { cwd: dir });
    expect(text.out).toContain('4 versions published, v4 current, 2 withdrawn');
    expect(text.out).toMatch(/^ {2}v2 .* WITHDRAWN by v4$/m);
  });

  it('F1: rollback takes its revision only from a version file a trusted key signed: an edited versions/1.json is refused, nothing written', async () => {
    const { dir, revisions } = await series();
    const file = join(dir, 'dist-rules/versions/1.json');
    // Whoever can write where the series is published points version 1 at another revision, signatures kept.
    writeFileSync(file, readFileSync(file, 'utf8').replace(`"revision":"${revisions[0]}"`, `"revision":"${revisions[1]}"`));
    const before = readFileSync(join(dir, 'dist-rules/manifest.json'), 'utf8');
    const r = await run(['rollback', 'v1'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^rollback refused: versions\/1\.json: the signature of trusted key [0-9a-f]{16} does not hold/);
    expect(r.err).toContain('nothing was written');
    expect(readFileSync(join(dir, 'dist-rules/manifest.json'), 'utf8')).toBe(before);
  });
});
