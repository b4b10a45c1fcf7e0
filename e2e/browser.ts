import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { CHROMIUM } from '../scripts/chromium';
import { startSite, type SiteServer } from './site-server';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

let ownSite: { server?: SiteServer; rulesDir: string } | undefined;

/** The site this test file drives: its own (`serveOwnSite`) or the one every file shares (e2e/global-setup.ts). */
export function siteURL(): string {
  if (!ownSite) return inject('baseURL');
  if (!ownSite.server) throw new Error('the own site of this file is not started yet: use siteURL() inside a test or hook');
  return ownSite.server.url;
}

/** Where the backend of `siteURL()` reads published rule bundles from. */
export function siteRulesDir(): string {
  return ownSite ? ownSite.rulesDir : inject('rulesDir');
}

/**
 * This test file serves the built site itself, with an empty rule-bundle folder of its own: for
 * tests that publish bundles or read the backend's recorded reports, which other files, running at
 * the same time, would change. Call once, at the top of the file.
 */
export function serveOwnSite(): void {
  if (ownSite) return;
  const site: { server?: SiteServer; rulesDir: string } = { rulesDir: mkdtempSync(join(tmpdir(), 'meridian-e2e-own-rules-')) };
  ownSite = site;
  beforeAll(async () => {
    // The backend reads the folder per request from this process's environment (src/mocks/handlers/rules-bundle.ts).
    process.env.MERIDIAN_RULES_DIR = site.rulesDir;
    site.server = await startSite();
    // The backend loads msw on its first request: done here, not in a test's time.
    await fetch(`${site.server.url}/api/web/v1/site/settings`).then((r) => r.arrayBuffer());
  });
  afterAll(async () => {
    await site.server?.close();
    rmSync(site.rulesDir, { recursive: true, force: true });
  });
}

export interface OpenOptions {
  width?: number;
  height?: number;
  cookies?: Record<string, string>;
  mobile?: boolean;
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle';
  /** The page clock, installed before the first load at this time (ms); it runs on from there. */
  clockAt?: number;
  /**
   * Requests left unanswered while the page lives, from before its first load: what waits for them
   * stays on screen (a state in motion). Pair with `waitUntil: 'load'`: the network never goes idle.
   */
  hold?: RegExp;
}

export interface ChromiumFileOptions {
  /**
   * Keep a context made inside a test open after the test, to the end of the file (a page one test
   * sets up and the next one reuses). Default: closed when the test that made it ends.
   */
  keepContexts?: boolean;
}

/**
 * One Debian Chromium for the test file. A context made with `newContext` inside a test is closed
 * when that test ends: a live page left to the end of the file (its polls, its ticking prices, its
 * timers) keeps burning CPU the later tests need (about a fifth of a file's CPU time). One made in a
 * hook, or with `keepContexts`, is closed with the browser.
 */
export function setupChromium(options: ChromiumFileOptions = {}): {
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
} {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    // playwright-core launches with a fresh temporary --user-data-dir of its own (it refuses the flag).
    browser = await chromium.launch(CHROMIUM);
  });
  afterAll(async () => {
    await Promise.all(contexts.map(closeQuietly));
    await browser?.close();
  });
  return {
    async newContext(contextOptions) {
      const context = await browser.newContext(contextOptions);
      contexts.push(context);
      if (!options.keepContexts) closeWithTest(context);
      return context;
    },
  };
}

/** Closes `context` when the running test ends; outside a test (a hook), vitest refuses and it lives on. */
function closeWithTest(context: BrowserContext): void {
  try {
    onTestFinished(() => closeQuietly(context));
  } catch {
    // Made in a hook: closed with the browser at the end of the file.
  }
}

/**
 * Closes a context whose pages may still be loading: a route handler caught mid-request (a
 * `route.fetch` under way, a poll the page sent as the test ended) would otherwise throw "Request
 * context disposed" into no test at all, an unhandled rejection that fails the whole run.
 */
async function closeQuietly(context: BrowserContext): Promise<void> {
  await Promise.all([context, ...context.pages()].map((c) => c.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined)));
  await context.close().catch(() => undefined);
}

/**
 * One Debian Chromium per test file, a fresh context per page; `open` collects the page's errors
 * and console errors in `errors`, for the test to check.
 */
export function setupBrowser(options: ChromiumFileOptions = {}) {
  const chromiumFile = setupChromium(options);
  const baseURL = siteURL;
  return {
    baseURL,
    async open(path: string, opts: OpenOptions = {}): Promise<{ page: Page; errors: string[] }> {
      const context = await chromiumFile.newContext({
        baseURL: baseURL(),
        viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 },
        isMobile: opts.mobile ?? false,
        hasTouch: opts.mobile ?? false,
        userAgent: opts.mobile
          ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
          : undefined,
      });
      if (opts.cookies) {
        await context.addCookies(Object.entries(opts.cookies).map(([name, value]) => ({ name, value, url: baseURL() })));
      }
      if (opts.clockAt !== undefined) await context.clock.install({ time: opts.clockAt });
      if (opts.hold) await context.route(opts.hold, () => new Promise<void>(() => {}));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console: ${m.text()}`);
      });
      await page.goto(path, { waitUntil: opts.waitUntil ?? 'networkidle' });
      return { page, errors };
    },
  };
}

/** Saves a screenshot under e2e/screenshots/ (git-ignored) for a person to look at. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
