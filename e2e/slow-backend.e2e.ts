import { readFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM } from '../scripts/chromium';
import { CLIENT_LIMITS, clientCases } from '../src/test-support/api/fallbacks.cases';
import { shot } from './browser';
import { quiet } from './quiet';

/**
 * Load, slow backend (issue 11): every backend call answers after meridian_delay ms (real time,
 * no page clock: the clients' AbortSignal.timeout must run on the real clock). At 3,000 ms every
 * answer beats the 4,000 ms header client and is used; at 4,100 ms the header client's calls time
 * out (logged once each, fallbacks applied) while the 5 s CSRF client and the 20 s GET helper
 * still get their answers. While the calls are pending the header, footer and menus work.
 */

const trader = { meridian_persona: 'trader', uid: '1001', nickname: 'ann' };
const byPath = new Map(clientCases.map((c) => [c.path, c]));
/** The page: home with the chat open, so all three clients (4 s, 5 s, 20 s) are in play. */
const URL_UNDER_TEST = '/?site=main&chatroom=1';

let browser: Browser;
let server: PreviewServer;
let baseURL: string;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  // Served over HTTP/2 (TLS, self-signed), as production is: over HTTP/1.1 the browser's six
  // connections per host queue the seventh call behind a 3.9 s answer, and the client's 4 s limit,
  // which starts at the call, fires on a call the server never got to answer. The certificate in
  // e2e/fixtures is a throw-away, test-only one for 127.0.0.1 (the browser is told to accept it).
  const root = fileURLToPath(new URL('..', import.meta.url));
  server = await preview({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'warn',
    build: { outDir: process.env.E2E_OUT_DIR ?? 'dist' },
    preview: {
      port: 0,
      host: '127.0.0.1',
      strictPort: false,
      https: {
        key: readFileSync(new URL('./fixtures/localhost-test.key', import.meta.url)),
        cert: readFileSync(new URL('./fixtures/localhost-test.crt', import.meta.url)),
      },
    },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  baseURL = `https://127.0.0.1:${address.port}`;
  // The embedded backend loads msw on its first request: done here, so no measured call pays for it.
  await new Promise<void>((resolve, reject) => {
    httpsGet(`${baseURL}/api/web/v1/site/settings`, { rejectUnauthorized: false }, (res) => res.resume().on('end', resolve)).on(
      'error',
      reject,
    );
  });
  browser = await chromium.launch(CHROMIUM);
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
  await server?.close();
});

interface Slow {
  page: Page;
  errors: string[];
  /** Backend paths requested, in order, with the outcome of the latest request once known. */
  requests: Map<string, 'pending' | 'answered' | 'failed'>;
  /** Every outcome each path has had (a polled call, like the chat's, goes out again). */
  outcomes: Map<string, Set<'answered' | 'failed'>>;
}

async function openSlow(delayMs: number): Promise<Slow> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, ignoreHTTPSErrors: true });
  contexts.push(context);
  const cookies = { ...trader, meridian_delay: String(delayMs) };
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })));
  const page = await context.newPage();
  const errors: string[] = [];
  const requests = new Map<string, 'pending' | 'answered' | 'failed'>();
  const outcomes = new Map<string, Set<'answered' | 'failed'>>();
  const settle = (u: string, outcome: 'answered' | 'failed') => {
    requests.set(path(u), outcome);
    if (!outcomes.has(path(u))) outcomes.set(path(u), new Set());
    outcomes.get(path(u))!.add(outcome);
  };
  const path = (u: string) => new URL(u).pathname;
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  // A service worker refuses a self-signed certificate: an artefact of this test's TLS, not a fault.
  page.on('console', (m) => {
    if (m.type() === 'error' && !/SSL certificate error/.test(m.text())) errors.push(m.text());
  });
  page.on('request', (r) => {
    if (byPath.has(path(r.url()))) requests.set(path(r.url()), 'pending');
  });
  page.on('requestfinished', (r) => {
    if (byPath.has(path(r.url()))) settle(r.url(), 'answered');
  });
  page.on('requestfailed', (r) => {
    if (byPath.has(path(r.url()))) settle(r.url(), 'failed');
  });
  await page.goto(URL_UNDER_TEST, { waitUntil: 'domcontentloaded' });
  const protocol = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  expect(protocol, 'served over HTTP/2').toBe('h2');
  return { page, errors, requests, outcomes };
}

/** While every backend call is still pending: header, footer, a menu and a link all work. */
async function expectUsableWhilePending(s: Slow): Promise<void> {
  const { page } = s;
  // Generous waits: on a loaded machine the page itself may take seconds to start.
  await page.locator('header [data-testid=logo]').waitFor({ timeout: 20_000 });
  await page.locator('footer [data-testid=copyright]').waitFor({ timeout: 20_000 });
  await page.locator('header [data-menu=trade_menu]').hover();
  const panel = page.locator('[data-panel=trade_menu]');
  await panel.waitFor({ timeout: 10_000 });
  expect(await panel.locator('a').count()).toBeGreaterThan(0);
  // The proof that nothing waited for the backend: calls are still pending while the menu works.
  const pending = [...s.requests.values()].filter((v) => v === 'pending').length;
  expect(pending, `backend calls still pending while the menu works ${JSON.stringify([...s.requests])}`).toBeGreaterThan(0);
  // Client-side navigation works too (the page under the header changes, the shell stays).
  await page.keyboard.press('Escape');
  await page.locator('header [data-testid=logo]').click();
  await page.locator('footer [data-testid=copyright]').waitFor();
}

describe('every backend call slowed down', () => {
  it('at 3,000 ms: the page works meanwhile, every answer arrives in time and is used', async () => {
    // 1,000 ms under the 4 s client's timeout. Narrower margins failed under a full run's load on two
    // cores: 100 ms (3,900) once, 400 ms (3,600) once (2026-11-30). The time-out side is the 4,100 ms
    // case below, which load cannot make pass.
    const s = await openSlow(3_000);
    await expectUsableWhilePending(s);
    await expect.poll(() => [...s.requests.values()].every((v) => v !== 'pending'), { timeout: 20_000 }).toBe(true);
    // A call that still timed out is named here.
    const logged = s.errors.filter((e) => !/Failed to load resource/.test(e));
    expect(logged, `no call timed out, nothing logged: ${JSON.stringify(logged)}`).toEqual([]);
    expect([...s.requests].filter(([, v]) => v !== 'answered')).toEqual([]);
    expect(s.requests.has('/api/web/v1/usercenter/get_info')).toBe(true);
    // The trader's answers are used: the logged-in menus and the chat's conversation.
    await s.page.locator('[data-menu=funds_menu]').waitFor({ timeout: 20_000 });
    await s.page.getByTestId('chat-messages').waitFor({ timeout: 20_000 });
    expect(await s.page.locator('[data-item=login]').count()).toBe(0);
    await shot(s.page, 'slow-3000');
  }, 90_000);

  it('at 4,100 ms: the 4 s client times out (fallback, logged once each); the 5 s and 20 s clients still answer', async () => {
    const s = await openSlow(4_100);
    await expectUsableWhilePending(s);
    // User info timed out: its fallback is a visitor (Log In / Sign Up).
    await s.page.locator('[data-item=login]').waitFor({ timeout: 20_000 });
    await s.page.getByTestId('chat-messages').waitFor({ timeout: 20_000 });
    await expect.poll(() => [...s.requests.values()].every((v) => v !== 'pending'), { timeout: 20_000 }).toBe(true);
    await quiet(s.page);
    const made = [...s.requests.keys()];
    const quick = made.filter((p) => CLIENT_LIMITS[byPath.get(p)!.client] < 4_100);
    const patient = made.filter((p) => CLIENT_LIMITS[byPath.get(p)!.client] > 4_100);
    expect(quick).toContain('/api/web/v1/usercenter/get_info');
    expect(patient).toEqual(
      expect.arrayContaining(['/api/web/v1/site/settings', '/api/web/v1/compliance/check', '/api/web/v1/chat/messages']),
    );
    for (const p of quick) {
      const c = byPath.get(p)!;
      const lines = s.errors.filter((e) => c.logged.test(e));
      expect(lines, `${c.name} (${c.client}, ${CLIENT_LIMITS[c.client]} ms) times out, logged once`).toHaveLength(1);
      expect(lines[0]).toMatch(/timeout: request timed out/);
    }
    for (const p of patient) {
      const c = byPath.get(p)!;
      expect(
        s.errors.filter((e) => c.logged.test(e)),
        `${c.name} (${CLIENT_LIMITS[c.client]} ms) answered in time`,
      ).toEqual([]);
      // Every request of it was answered (the chat polls: its latest may be on its way again).
      expect([...(s.outcomes.get(p) ?? [])], c.name).toEqual(['answered']);
    }
    const own = s.errors.filter((e) => !/Failed to load resource/.test(e));
    expect(
      own.filter((e) => !quick.some((p) => byPath.get(p)!.logged.test(e))),
      'nothing else logged',
    ).toEqual([]);
    await shot(s.page, 'slow-4100');
  }, 90_000);
});
