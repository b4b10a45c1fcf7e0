// The pull-request side of the workflows: which pull requests get the quick check
// (changed-config-only.sh), the check itself (ci-check.sh) and its comment (post-report.mjs).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { committedScratch, fixtures, git, root, tempDir } from '../../cli/test-support';
import { commentBody, MARKER, postReport } from './post-report.mjs';
import { script } from './run-script';

/** A git repository whose `main` has one file of each kind, and a branch off it changing `files`. */
function planted(files: string[], how: 'edit' | 'rename' = 'edit'): string {
  const dir = tempDir();
  const write = (f: string, text: string) => {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), text);
  };
  for (const f of ['sites/eu.yaml', 'rules/a.yaml', 'locales/en.json', 'scenarios/s.yaml', 'src/x.ts', 'README.md']) write(f, 'one\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'change');
  for (const f of files) {
    if (how === 'rename') git(dir, 'mv', f, `rules/moved-${f.replace(/\W/g, '-')}`);
    else write(f, 'two\n');
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'change');
  return dir;
}

describe('changed-config-only.sh', () => {
  it.each([
    [['sites/eu.yaml'], 'edit', true],
    [['rules/a.yaml', 'locales/en.json', 'scenarios/s.yaml', 'rules/new/b.yaml'], 'edit', true],
    [['rules/a.yaml', 'src/x.ts'], 'edit', false],
    [['README.md'], 'edit', false],
    [['.github/workflows/x.yml'], 'edit', false],
    [['sitesx/eu.yaml'], 'edit', false],
    [[], 'edit', false],
    [['src/x.ts'], 'rename', false], // src/x.ts -> rules/…: code left src/
  ] as const)('%j (%s) -> config-only=%s', async (files, how, expected) => {
    const dir = planted([...files], how);
    const output = join(tempDir(), 'output');
    const r = await script('changed-config-only.sh', ['main', 'HEAD'], dir, { GITHUB_OUTPUT: output });
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe(`config-only=${expected}\n`);
    expect(readFileSync(output, 'utf8')).toBe(`config-only=${expected}\n`);
  });

  it('fails on a base it cannot read', async () => {
    const r = await script('changed-config-only.sh', ['origin/nothing', 'HEAD'], planted(['sites/eu.yaml']));
    expect(r.code).not.toBe(0);
  });
});

describe('ci-check.sh', { timeout: 120_000 }, () => {
  it('runs meridian ci against origin/<base>: annotations, the report in its file and in the job summary, its exit code kept', async () => {
    const dir = committedScratch();
    git(dir, 'update-ref', 'refs/remotes/origin/main', 'HEAD');
    fixtures.window7d(dir); // breaks a rule test and a policy
    git(dir, 'commit', '-q', '-am', 'nl notice every 7 days');
    const summary = join(tempDir(), 'summary.md');
    writeFileSync(summary, '# earlier step\n');
    const env = { MERIDIAN: `node ${join(root, 'cli/bin.js')}`, BASE_REF: 'main', GITHUB_STEP_SUMMARY: summary, GITHUB_ACTIONS: 'true' };
    const r = await script('ci-check.sh', [], dir, env);
    expect(r.code, r.out + r.err).toBe(1);
    expect(r.err).toContain('meridian ci failed: test, verify');
    expect(r.out).toMatch(
      /^::error file=rules\/policies\/compliance\.yaml,line=\d+,col=\d+,title=meridian verify::policy nl-limit-high-tier-30-days is violated/m,
    );
    const report = readFileSync(join(dir, 'meridian-ci.md'), 'utf8');
    expect(report).toContain('nl-limit-high-tier-30-days');
    expect(readFileSync(summary, 'utf8')).toBe(`# earlier step\n${report}`);

    const missing = await script('ci-check.sh', [], dir, { ...env, BASE_REF: '' });
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('$BASE_REF is not set');
  });
});

describe('post-report.mjs', () => {
  /** A stand-in for the GitHub REST API: records each call, holds the comments of pull request 7. */
  async function github(status = 200) {
    const calls: string[] = [];
    const comments = [{ id: 1, body: 'LGTM' }];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        calls.push(`${req.method} ${req.url} ${req.headers.authorization}`);
        res.setHeader('content-type', 'application/json');
        res.statusCode = status;
        if (status !== 200) return res.end('{"message":"Resource not accessible by integration"}');
        const b = body ? (JSON.parse(body) as { body: string }) : undefined;
        if (req.method === 'GET') return res.end(JSON.stringify(comments));
        if (req.method === 'POST') comments.push({ id: 2, body: b!.body });
        if (req.method === 'PATCH') comments.find((c) => req.url!.endsWith(`/${c.id}`))!.body = b!.body;
        res.end(JSON.stringify({ id: 2 }));
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    onTestFinished(() => new Promise<void>((ok) => server.close(() => ok())));
    return { api: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, comments };
  }
  const env = (api: string) => ({ GITHUB_API_URL: api, GITHUB_TOKEN: 't0ken', GITHUB_REPOSITORY: 'acme/meridian', PR_NUMBER: '7' });

  it('posts the report once, then edits that comment on the next run', async () => {
    const gh = await github();
    const dir = tempDir();
    writeFileSync(join(dir, 'r.md'), '## meridian ci: passed\n');
    const first = await script('post-report.mjs', ['r.md'], dir, env(gh.api));
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain('posted comment 2 on pull request #7');
    writeFileSync(join(dir, 'r.md'), '## meridian ci: failed (verify)\n');
    const second = await script('post-report.mjs', ['r.md'], dir, env(gh.api));
    expect(second.out).toContain('updated comment 2');
    expect(gh.comments).toEqual([
      { id: 1, body: 'LGTM' },
      { id: 2, body: `${MARKER}\n## meridian ci: failed (verify)\n` },
    ]);
    expect(gh.calls).toEqual([
      'GET /repos/acme/meridian/issues/7/comments?per_page=100&page=1 Bearer t0ken',
      'POST /repos/acme/meridian/issues/7/comments Bearer t0ken',
      'GET /repos/acme/meridian/issues/7/comments?per_page=100&page=1 Bearer t0ken',
      'PATCH /repos/acme/meridian/issues/comments/2 Bearer t0ken',
    ]);
  });

  it('a token that may not comment (a fork) warns and passes; bad settings exit 2', async () => {
    const gh = await github(403);
    const dir = tempDir();
    writeFileSync(join(dir, 'r.md'), 'report\n');
    const r = await script('post-report.mjs', ['r.md'], dir, env(gh.api));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^::warning::the report was not posted .*HTTP 403.*; it is in the job summary\n$/);
    expect((await script('post-report.mjs', ['r.md'], dir, { ...env(gh.api), PR_NUMBER: '7; rm -rf /' })).code).toBe(2);
    expect((await script('post-report.mjs', ['r.md'], dir, { ...env(gh.api), GITHUB_TOKEN: '' })).code).toBe(2);
  });

  it('cuts a report too long for a comment, pointing at the run', async () => {
    const body = commentBody('x'.repeat(70_000), 'https://github.com/acme/meridian/actions/runs/9');
    expect(body.length).toBeLessThanOrEqual(65_000);
    expect(body).toMatch(/^<!-- meridian-ci-report -->\nxxx/);
    expect(body).toMatch(
      /cut short here; the whole of it is in the job summary: https:\/\/github\.com\/acme\/meridian\/actions\/runs\/9\.\n$/,
    );
    const gh = await github();
    expect(await postReport({ api: gh.api, repo: 'acme/meridian', pr: '7', token: 't', body: 'b' })).toBe('posted comment 2');
  });
});
