// The whole path of a configuration change, as the browser test (e2e/rules-pipeline.e2e.ts) and the
// bench (bench/rules-path.ts) both drive it: the workflows' settings for a store, a git checkout of
// the repository's configuration, a configuration edit, and an open page whose /rules-bundle/
// requests the bucket's live prefix answers, as a CDN origin rule would put it behind the site.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { SigningKey } from '../../src/config/node/signing-key';
import { repoRoot as root } from '../../cli/prebuilt.js';

/**
 * The repository variables and secrets the workflows pass, for a store at `endpoint`, with `key` as
 * the CI key and `approvers` as the other trusted public keys.
 */
export function pipelineSettings(endpoint: string, key: SigningKey, approvals = 1, approvers: string[] = []): Record<string, string> {
  const pem = key.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  return {
    MERIDIAN: `node ${join(root, 'cli/bin.js')}`,
    MERIDIAN_BUCKET: 'rules',
    MERIDIAN_S3_ENDPOINT: endpoint,
    MERIDIAN_APPROVALS: String(approvals),
    MERIDIAN_RULES_PUBLIC_KEYS: [key.publicKey, ...approvers].join(','),
    MERIDIAN_RULES_SIGNING_KEY: pem,
    MERIDIAN_RULES_TIMESTAMP_KEY: pem,
    BASE_REF: 'main',
    // The scratch repositories publish their own HEAD: on it by definition (a test of the check sets origin/main).
    MERIDIAN_REVIEWED_BRANCH: 'HEAD',
  };
}

export const git = (cwd: string, ...args: string[]): string => execFileSync('git', args, { cwd, encoding: 'utf8' });

/**
 * A git repository holding the repository's configuration on `main`, with origin/main at it, as a
 * pull request's job checks it out. The caller removes the folder.
 */
export function configCheckout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-path-'));
  for (const f of ['sites', 'rules', 'scenarios', 'locales']) cpSync(join(root, f), join(dir, f), { recursive: true });
  writeFileSync(join(dir, '.gitignore'), '.meridian/\nnode_modules/\nmeridian-ci.md\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, '-c', 'user.name=bench', '-c', 'user.email=bench@example.test', 'commit', '-q', '-m', 'base');
  git(dir, 'update-ref', 'refs/remotes/origin/main', 'HEAD');
  return dir;
}

/** The compliance officer's change on `branch`: `id` added to site main's hidden list, committed; returns the revision. */
export function hideOnMain(dir: string, branch: string, id: string): string {
  git(dir, 'checkout', '-q', '-b', branch);
  const site = join(dir, 'sites/main.yaml');
  writeFileSync(
    site,
    readFileSync(site, 'utf8').replace(/^hidden:.*$/m, (line) => `${line}\n  - ${id}`),
  );
  git(dir, '-c', 'user.name=officer', '-c', 'user.email=officer@example.test', 'commit', '-q', '-am', `main hides ${id}`);
  return git(dir, 'rev-parse', 'HEAD').trim();
}

/** Merges `branch` into main, as the pull request's merge does. */
export function merge(dir: string, branch: string): void {
  git(dir, 'checkout', '-q', 'main');
  git(dir, 'merge', '-q', '--ff-only', branch);
}

/** Sends the context's /rules-bundle/ requests to the bucket's live prefix at `endpoint`. */
export async function behindStore(context: BrowserContext, endpoint: string, bucket = 'rules', prefix = 'live'): Promise<void> {
  await context.route('**/rules-bundle/**', async (route) => {
    const name = new URL(route.request().url()).pathname.split('/rules-bundle/')[1]!;
    const response = await route.fetch({ url: `${endpoint}/${bucket}/${prefix}/${name}` });
    await route.fulfill({ response });
  });
}

/** The menu ids site main's nav shows. */
export const navIds = (page: Page): Promise<(string | null)[]> =>
  page.locator('[data-testid=main-nav] [data-item]').evaluateAll((els) => els.map((e) => e.getAttribute('data-item')));

/** The rules version the page runs (the demo toolbar's record of its last check). */
export const pageVersion = (page: Page): Promise<string | null> => page.getByTestId('demo-rules').getAttribute('data-version');

/**
 * Asks the page to check for a newer bundle now (a tab that becomes visible asks at once), every
 * `interval` ms until it runs `version` and `done(page)` holds; throws after `timeout` ms.
 */
export async function untilPageRuns(
  page: Page,
  version: number,
  done: (page: Page) => Promise<boolean> = async () => true,
  o: { timeout?: number; interval?: number } = {},
): Promise<void> {
  const deadline = Date.now() + (o.timeout ?? 30_000);
  for (;;) {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    if ((await pageVersion(page)) === String(version) && (await done(page))) return;
    if (Date.now() > deadline) throw new Error(`the page still runs version ${await pageVersion(page)}, not ${version}`);
    await page.waitForTimeout(o.interval ?? 100);
  }
}
