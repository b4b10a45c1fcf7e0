import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startS3, type TestS3 } from '../cli/s3-test-server';
import { committedScratch, git, root, tempDir } from '../cli/test-support';
import { devSigningKey } from '../src/config/node/signing-key';
import { script } from '../scripts/rules-pipeline/run-script';
import { setupChromium } from './browser';

// Issue 40's path, end to end: a configuration-only branch goes through the scripts the workflows
// run (scripts/rules-pipeline/: the pull-request check, the publish on merge, the rollback) into a
// real S3-compatible server (s3rver), and an open page picks each version up from the store's live
// prefix. The bucket's live/ prefix stands behind the site's /rules-bundle/ path as a CDN origin
// would (docs/compliance-guide.md); the page is the production build e2e/global-setup.ts serves,
// which trusts the development key, so that key plays the CI key here.
const chromium = setupChromium();
const baseURL = () => inject('baseURL');

const key = devSigningKey(root);
const pem = key.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

/** The repository variables and secrets of the workflows, for a store at `s3.endpoint`, one approval. */
const settings = (s3: TestS3) => ({
  MERIDIAN: `node ${join(root, 'cli/bin.js')}`,
  MERIDIAN_BUCKET: 'rules',
  MERIDIAN_S3_ENDPOINT: s3.endpoint,
  MERIDIAN_APPROVALS: '1',
  MERIDIAN_RULES_PUBLIC_KEYS: key.publicKey,
  MERIDIAN_RULES_SIGNING_KEY: pem,
  MERIDIAN_RULES_TIMESTAMP_KEY: pem,
  BASE_REF: 'main',
});

/** A page of site main whose /rules-bundle/ requests are answered from the bucket's live prefix. */
async function openBehindStore(s3: TestS3): Promise<{ page: Page; context: BrowserContext }> {
  const context = await chromium.newContext({ baseURL: baseURL(), viewport: { width: 1440, height: 900 } });
  await context.route('**/rules-bundle/**', async (route) => {
    const name = new URL(route.request().url()).pathname.split('/rules-bundle/')[1]!;
    const response = await route.fetch({ url: `${s3.endpoint}/rules/live/${name}` });
    await route.fulfill({ response });
  });
  const page = await context.newPage();
  await page.goto('/?site=main', { waitUntil: 'networkidle' });
  return { page, context };
}

const navIds = (page: Page) =>
  page.locator('[data-testid=main-nav] [data-item]').evaluateAll((els) => els.map((e) => e.getAttribute('data-item')));

/** Asks the page to check for a newer bundle now (a tab that becomes visible asks at once) until it runs `version`. */
async function pageRuns(page: Page, version: number) {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return page.getByTestId('demo-rules').getAttribute('data-version');
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(String(version));
}

/** A step of the path: the script's exit code must be 0, with its output shown when it is not. */
async function step(name: string, args: string[], cwd: string, env: Record<string, string>) {
  const r = await script(name, args, cwd, env);
  expect(r.code, `${name} ${args.join(' ')}\n${r.out}\n${r.err}`).toBe(0);
  return r;
}

describe('a configuration-only change, branch to open page, through the workflow scripts and an S3 store', { timeout: 600_000 }, () => {
  it('check, publish on merge, the page hides the item; rollback by version and by revision', async () => {
    const s3 = await startS3(['rules']);
    const env = settings(s3);
    const dir = committedScratch();
    writeFileSync(join(dir, '.gitignore'), '.meridian/\nnode_modules/\nmeridian-ci.md\n');
    git(dir, 'commit', '-q', '-am', 'ignore what the tools write');
    git(dir, 'branch', '-M', 'main');
    git(dir, 'update-ref', 'refs/remotes/origin/main', 'HEAD');

    // What is live before the change: main as committed, version 1.
    await step('publish.sh', [], dir, env);
    const { page } = await openBehindStore(s3);
    await pageRuns(page, 1);
    const target = (await navIds(page))[0]!;
    expect(target).toBeTruthy();

    // The compliance officer's branch: one more id in main's hidden list.
    git(dir, 'checkout', '-q', '-b', 'hide-first-menu');
    const site = join(dir, 'sites/main.yaml');
    writeFileSync(site, readFileSync(site, 'utf8').replace(/^hidden:.*$/m, (line) => `${line}\n  - ${target}`));
    git(dir, 'commit', '-q', '-am', `main hides ${target}`);
    const change = git(dir, 'rev-parse', 'HEAD').trim();

    // The pull request: only configuration changed, so the quick check runs, and passes.
    const output = join(tempDir(), 'output');
    const which = await step('changed-config-only.sh', ['origin/main', 'HEAD'], dir, { GITHUB_OUTPUT: output });
    expect(which.out).toBe('config-only=true\n');
    const check = await step('ci-check.sh', [], dir, env);
    expect(check.out + check.err).toContain('meridian ci');
    expect(readFileSync(join(dir, 'meridian-ci.md'), 'utf8')).toContain(target);

    // The merge, and the publish it starts: version 2 is live and the open page drops the item.
    git(dir, 'checkout', '-q', 'main');
    git(dir, 'merge', '-q', '--ff-only', 'hide-first-menu');
    await step('publish.sh', [], dir, env);
    await pageRuns(page, 2);
    expect(await navIds(page)).not.toContain(target);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    // Rollback to version 1: its rules live again as version 3, and the page shows the item again.
    await step('rollback.sh', ['v1'], dir, env);
    await pageRuns(page, 3);
    expect(await navIds(page)).toContain(target);

    // Rollback to a git revision (here the change again): that revision's sources as version 4.
    await step('rollback.sh', [change], dir, env);
    await pageRuns(page, 4);
    expect(await navIds(page)).not.toContain(target);
  });
});
