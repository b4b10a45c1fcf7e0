import { fileURLToPath } from 'node:url';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { setupChromium, shot } from './browser';
import { quiet } from './quiet';

/**
 * Issue 39 item 20: the development server (`npm start`) runs React's development build, which
 * logs what the production build keeps quiet (a `use()` that suspended and was not called again,
 * a key missing, an update during render…). The browser tests elsewhere drive the production
 * build; this one starts Vite's dev server itself and fails on any error or warning in the console.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = setupChromium();
let server: ViteDevServer;
let baseURL = '';
const nodeEnv = process.env.NODE_ENV;

beforeAll(async () => {
  // vitest sets NODE_ENV=test; `npm start` runs with none, which Vite serves as development.
  process.env.NODE_ENV = 'development';
  server = await createServer({
    root,
    configFile: `${root}vite.config.ts`,
    mode: 'development',
    logLevel: 'warn',
    // Its own dependency cache: another `npm start` on this machine keeps its own.
    cacheDir: `${root}node_modules/.vite-dev-console`,
    server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server has no port');
  baseURL = `http://127.0.0.1:${address.port}`;
  // The first request makes Vite optimize the dependencies (and reload the page once): not the page's fault.
  const context = await chromium.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/?site=main', { waitUntil: 'networkidle', timeout: 170_000 });
  await page.goto('/trade/BTC_USDT?site=main', { waitUntil: 'networkidle', timeout: 170_000 });
  await context.close();
}, 180_000);

afterAll(async () => {
  await server?.close();
  process.env.NODE_ENV = nodeEnv;
});

/** What the console said at level warning or error, and uncaught errors. */
function listen(page: Page): string[] {
  const said: string[] = [];
  page.on('pageerror', (e) => said.push(`pageerror: ${e.message}`));
  page.on('console', (m: ConsoleMessage) => {
    const text = m.text();
    // A dev server compiling a page on first request on a busy machine can outlast the API's timeout:
    // the app reports that (src/api), which is not what this test is about. Everything else counts.
    if (/^\[api\] \S+ failed \(timeout:/.test(text)) return;
    if (m.type() === 'error' || m.type() === 'warning') said.push(`${m.type()}: ${text.slice(0, 400)}`);
  });
  return said;
}

async function visit(
  path: string,
  opts: { cookies?: Record<string, string>; width?: number } = {},
): Promise<{ page: Page; said: string[]; context: BrowserContext }> {
  const width = opts.width ?? 1440;
  const context = await chromium.newContext({ baseURL, viewport: { width, height: 900 } });
  if (opts.cookies) await context.addCookies(Object.entries(opts.cookies).map(([name, value]) => ({ name, value, url: baseURL })));
  const page = await context.newPage();
  const said = listen(page);
  await page.goto(path, { waitUntil: 'networkidle', timeout: 60_000 });
  // Lazy parts (chart, panels) and the first queries settle after the load: wait until the page is still.
  await quiet(page);
  return { page, said, context };
}

const trader = { meridian_persona: 'trader', ...(findPersona('trader')!.facts.cookies as Record<string, string>) };
const PAGES: [string, string, Record<string, string>?][] = [
  ['home', '/?site=main'],
  ['home, logged in', '/?site=main', trader],
  ['trade', '/trade/BTC_USDT?site=main'],
  ['trade, logged in', '/trade/BTC_USDT?site=main', trader],
  ['pilot', '/pilot?site=main'],
  ['pilot, logged in', '/pilot?site=main', trader],
  ['futures', '/futures/USDT/BTC_USDT?site=main'],
  ['markets', '/markets?site=main'],
  ['price', '/price/btc-usdt?site=main'],
  ['404', '/no/such/page?site=main'],
  ['Arabic home', '/ar/?site=main'],
];

/** Moves within the app as its links do: the router hears the history change and renders the page in a transition. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForLoadState('networkidle');
  await quiet(page);
}

describe('the development server (npm start): no React error or warning on the main pages', () => {
  it('home, then in the app to trade, pilot and futures (a transition render, where use() waits)', async () => {
    const { page, said, context } = await visit('/?site=main', { cookies: trader });
    for (const path of ['/trade/BTC_USDT?site=main', '/pilot?site=main', '/futures/USDT/BTC_USDT?site=main', '/ar/?site=main'])
      await navigate(page, path);
    await context.close();
    expect(said).toEqual([]);
  }, 120_000);

  for (const [name, path, cookies] of PAGES) {
    it(`${name}: ${path}`, async () => {
      const { page, said, context } = await visit(path, { cookies });
      if (name === 'pilot' || name === 'trade') await shot(page, `dev-console-${name}`);
      await context.close();
      expect(said).toEqual([]);
    }, 90_000);
  }
});
