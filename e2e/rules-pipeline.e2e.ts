import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startS3 } from '../cli/s3-test-server';
import { root, tempDir } from '../cli/test-support';
import { devSigningKey } from '../src/config/node/signing-key';
import {
  behindStore,
  configCheckout,
  hideOnMain,
  merge,
  navIds,
  pipelineSettings,
  untilPageRuns,
} from '../scripts/rules-pipeline/path-harness';
import { script } from '../scripts/rules-pipeline/run-script';
import { setupChromium, siteURL } from './browser';

// Issue 40's path, end to end: a configuration-only branch goes through the scripts the workflows
// run (scripts/rules-pipeline/: the pull-request check, the publish on merge, the rollback) into a
// real S3-compatible server (s3rver), and an open page picks each version up from the store's live
// prefix, put behind the site's /rules-bundle/ path as a CDN origin rule would. The page is the
// production build e2e/global-setup.ts serves, which trusts the development key, so that key plays
// the CI key here.
const chromium = setupChromium();

/** A step of the path: the script must exit 0; its output is shown when it does not. */
async function step(name: string, args: string[], cwd: string, env: Record<string, string>) {
  const r = await script(name, args, cwd, env);
  expect(r.code, `${name} ${args.join(' ')}\n${r.out}\n${r.err}`).toBe(0);
  return r;
}

describe('a configuration-only change, branch to open page, through the workflow scripts and an S3 store', { timeout: 600_000 }, () => {
  it('check, publish on merge, the page hides the item; rollback by version and by revision', async () => {
    const s3 = await startS3(['rules']);
    const env = pipelineSettings(s3.endpoint, devSigningKey(root));
    const dir = configCheckout();
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));

    // What is live before the change: main as committed, version 1, in an open page.
    await step('publish.sh', [], dir, env);
    const context = await chromium.newContext({ baseURL: siteURL(), viewport: { width: 1440, height: 900 } });
    await behindStore(context, s3.endpoint);
    const page = await context.newPage();
    await page.goto('/?site=main', { waitUntil: 'networkidle' });
    await untilPageRuns(page, 1);
    const target = (await navIds(page))[0]!;
    expect(target).toBeTruthy();
    const hidden = async (p: Page) => !(await navIds(p)).includes(target);

    // The compliance officer's branch; only configuration changed, so the quick check runs, and passes.
    const change = hideOnMain(dir, 'hide-first-menu', target);
    const output = join(tempDir(), 'output');
    const which = await step('changed-config-only.sh', ['origin/main', 'HEAD'], dir, { GITHUB_OUTPUT: output });
    expect(which.out).toBe('config-only=true\n');
    await step('ci-check.sh', [], dir, env);
    expect(readFileSync(join(dir, 'meridian-ci.md'), 'utf8')).toContain(target);

    // The merge, and the publish it starts: version 2 is live and the open page drops the item, without a reload.
    merge(dir, 'hide-first-menu');
    await step('publish.sh', [], dir, env);
    await untilPageRuns(page, 2, hidden);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    // Rollback to version 1: its rules live again as version 3, and the page shows the item again.
    await step('rollback.sh', ['v1'], dir, env);
    await untilPageRuns(page, 3, async (p) => !(await hidden(p)));

    // Rollback to a git revision (here the change's): that revision's sources as version 4.
    await step('rollback.sh', [change], dir, env);
    await untilPageRuns(page, 4, hidden);
  });
});
