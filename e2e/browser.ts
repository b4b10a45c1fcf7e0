import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface OpenOptions {
  width?: number;
  height?: number;
  cookies?: Record<string, string>;
  mobile?: boolean;
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle';
}

/** One Debian Chromium for the test file; every context made with `newContext` is closed with it. */
export function setupChromium(): { newContext: (options?: BrowserContextOptions) => Promise<BrowserContext> } {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    // playwright-core launches with a fresh temporary --user-data-dir of its own (it refuses the flag).
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
  });
  return {
    async newContext(options) {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context;
    },
  };
}

/**
 * One Debian Chromium per test file, a fresh context per page; `open` fails the test on any
 * page error or console error the test did not declare.
 */
export function setupBrowser() {
  const chromiumFile = setupChromium();
  const baseURL = () => inject('baseURL');
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

/**
 * `setupBrowser`, with each test's pages closed when the test ends: live pages left to the end of
 * the file (polls, timers) starve the later tests on a busy machine.
 */
export function setupBrowserClosingPages(): ReturnType<typeof setupBrowser> {
  const browser = setupBrowser();
  const opened: Page[] = [];
  afterEach(async () => {
    await Promise.all(
      opened.splice(0).map((p) =>
        p
          .context()
          .close()
          .catch(() => undefined),
      ),
    );
  });
  return {
    ...browser,
    async open(path, opts) {
      const r = await browser.open(path, opts);
      opened.push(r.page);
      return r;
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
