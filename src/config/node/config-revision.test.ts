// A revision a release records (7–40 hex) names a commit by its hash. git rev-parse prefers a ref of
// that name over the abbreviated hash, so a tag named like the reviewed commit's hash pointed the
// rebuild check (sign), the sources a rollback publishes and the revision it records at another commit.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGitRevision, resolveCommit, RevisionError } from './config-revision';
import { sourceRevision } from './source-revision';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=ci@meridian.example', '-c', 'user.name=ci', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();

/** Commit A (sites/a.yaml says "a"), then B on top (says "b"); a tag named like A's first 12 hex points at B. */
function tagTrick() {
  const repo = mkdtempSync(join(tmpdir(), 'meridian-rev-'));
  dirs.push(repo);
  git(repo, 'init', '-q');
  mkdirSync(join(repo, 'sites'));
  writeFileSync(join(repo, 'sites/main.yaml'), 'site: a\n');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'A');
  const a = git(repo, 'rev-parse', 'HEAD');
  writeFileSync(join(repo, 'sites/main.yaml'), 'site: b\n');
  git(repo, 'commit', '-q', '-am', 'B');
  const b = git(repo, 'rev-parse', 'HEAD');
  git(repo, 'tag', a.slice(0, 12), b);
  git(repo, 'branch', a.slice(0, 9), b);
  return { repo, a, b };
}

describe('a recorded revision is a commit hash, never a ref of that name', () => {
  it('readGitRevision and sourceRevision read commit A for A’s hash, though a tag and a branch of that name point at B', () => {
    const { repo, a, b } = tagTrick();
    expect(git(repo, 'rev-parse', `${a.slice(0, 12)}^{commit}`)).toBe(b); // what git alone does
    for (const rev of [a.slice(0, 12), a.slice(0, 9), a]) {
      expect(resolveCommit(repo, rev)).toBe(a);
      const read = readGitRevision(repo, rev);
      expect(read.sources.map((s) => s.text)).toEqual(['site: a\n']);
      expect(read.label).toContain(a.slice(0, 10));
      expect(sourceRevision(repo, rev)).toBe(a.slice(0, 12));
    }
    // A ref name that is not hex, and the ref spelled out, still read as refs.
    expect(resolveCommit(repo, `refs/tags/${a.slice(0, 12)}`)).toBe(b);
    expect(resolveCommit(repo, 'HEAD')).toBe(b);
  });

  it('a hash in capitals is the same commit, not a ref spelled in capitals', () => {
    const { repo, a, b } = tagTrick();
    // The shortest prefix of 12 or more hex with a letter in it (a 40-hex name git reads as a hash anyway).
    const n = Math.max(12, a.search(/[a-f]/) + 1);
    const upper = a.slice(0, n).toUpperCase();
    git(repo, 'tag', upper, b);
    expect(git(repo, 'rev-parse', `${upper}^{commit}`)).toBe(b); // what git alone does
    expect(resolveCommit(repo, upper)).toBe(a);
  });

  it('a hex name that is no commit’s hash is unknown, not the ref of that name', () => {
    const { repo, b } = tagTrick();
    git(repo, 'tag', 'cafe1234cafe', b);
    expect(resolveCommit(repo, 'cafe1234cafe')).toBeNull();
    expect(() => readGitRevision(repo, 'cafe1234cafe')).toThrow(RevisionError);
    expect(sourceRevision(repo, 'cafe1234cafe')).toBe('unknown');
  });
});
