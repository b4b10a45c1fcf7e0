import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { repoSiteKeys } from '../src/config/node/repo-config';
import { shot, setupChromium, siteURL } from './browser';

/**
 * The static first paint (tooling/static-shell.ts): for every site on a desktop and on a phone, the
 * shell the inline script writes before any JavaScript has arrived must sit exactly where React's
 * first render puts the same things — each bar's slot, the header's box, the logo, the h1 — and
 * carry the same text, language and direction. Anything else than a fresh visitor on `/` gets no
 * static shell.
 */

/** Every site of the configuration, by id. */
const SITES = repoSiteKeys(fileURLToPath(new URL('..', import.meta.url)));
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DEVICES: Record<string, BrowserContextOptions> = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA },
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  text?: string;
}
interface Snapshot {
  bars: Record<string, Box>;
  header: Box;
  logo: Box;
  h1: Box;
  lang: string;
  dir: string;
  mode: string | null;
  by?: string | null;
}

/**
 * Runs in the page from its first byte: snapshots the static shell's geometry when the inline
 * script writes it, and React's when its first commit puts the logo in the DOM (the same task, before
 * any backend answer can change the bars).
 */
function watchFirstPaints(): void {
  const w = window as unknown as { __shells: Record<string, unknown> };
  w.__shells = {};
  const box = (el: Element | null, withText = true) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, ...(withText ? { text: (el.textContent ?? '').trim() } : {}) };
  };
  const snap = (root: ParentNode) => ({
    // The slots, not their contents: React fills them as their answers come.
    bars: Object.fromEntries([...root.querySelectorAll('[data-bar]')].map((b) => [b.getAttribute('data-bar'), box(b, false)])),
    header: box(root.querySelector('header')),
    logo: box(root.querySelector('header a')),
    h1: box(root.querySelector('h1')),
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    mode: document.documentElement.getAttribute('data-mode'),
  });
  const seen = new MutationObserver(() => {
    const stat = document.querySelector('[data-static-shell]');
    if (stat && !w.__shells.static) w.__shells.static = { ...snap(stat), by: stat.getAttribute('data-static-shell') };
    if (document.querySelector('header [data-testid=logo]') && !w.__shells.react) {
      w.__shells.react = snap(document.getElementById('root')!);
      seen.disconnect();
    }
  });
  seen.observe(document, { childList: true, subtree: true });
}

const chromiumFile = setupChromium();

async function load(
  path: string,
  device: string,
  opts: { cookies?: Record<string, string>; storage?: Record<string, string>; scripts?: boolean } = {},
): Promise<{ page: Page; shells: { static?: Snapshot; react?: Snapshot } }> {
  const baseURL = siteURL();
  const context = await chromiumFile.newContext({ baseURL, ...DEVICES[device] });
  if (opts.cookies) await context.addCookies(Object.entries(opts.cookies).map(([name, value]) => ({ name, value, url: baseURL })));
  if (opts.storage)
    await context.addInitScript((s) => {
      for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
    }, opts.storage);
  await context.addInitScript(watchFirstPaints);
  // Without the scripts, what the visitor sees until they arrive.
  if (opts.scripts === false) await context.route(/\.js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'load' });
  if (opts.scripts !== false) await page.locator('header [data-testid=logo]').waitFor();
  const shells = await page.evaluate(() => (window as unknown as { __shells: { static?: Snapshot; react?: Snapshot } }).__shells);
  return { page, shells };
}

describe('the static first paint of the home page', () => {
  for (const device of Object.keys(DEVICES)) {
    it.each(SITES)(
      `%s on a ${device}: the static shell sits exactly where React's first render puts it`,
      async (site) => {
        const { page, shells } = await load(`/?site=${site}`, device);
        expect(shells.static, 'the inline script drew the static shell').toBeDefined();
        expect(shells.react, 'React rendered').toBeDefined();
        const s = shells.static!;
        const r = shells.react!;
        expect(s.bars).toEqual(r.bars);
        // The header's box, not its contents: React fills it with the menus.
        expect({ ...s.header, text: undefined }).toEqual({ ...r.header, text: undefined });
        expect(s.logo).toEqual(r.logo);
        expect(s.h1).toEqual(r.h1);
        expect(s.h1.text).not.toBe('');
        expect({ lang: s.lang, dir: s.dir }).toEqual({ lang: r.lang, dir: r.dir });
        // React's first commit replaced it.
        expect(await page.locator('[data-static-shell]').count()).toBe(0);
        await page.context().close();
      },
      60_000,
    );
  }

  it('paints the header, the bars and the h1 before any script has run', async () => {
    const { page, shells } = await load('/?site=main', 'phone', { scripts: false });
    expect(shells.static?.bars).toHaveProperty('app_download');
    expect(await page.locator('[data-static-shell] h1').textContent()).toBe(shells.static!.h1.text);
    await shot(page, 'static-shell-main-phone-no-js');
    await page.context().close();
  }, 60_000);

  it('takes the colour mode from the cookie the app reads', async () => {
    const dark = await load('/?site=main', 'desktop', { cookies: { dark: '1' }, scripts: false });
    expect(dark.shells.static?.mode).toBe('dark');
    await shot(dark.page, 'static-shell-main-dark-no-js');
    await dark.page.context().close();
    const light = await load('/?site=main', 'desktop', { cookies: { dark: '0' }, scripts: false });
    expect(light.shells.static?.mode).toBeNull();
    await light.page.context().close();
  }, 60_000);

  it.each(['desktop', 'phone'])(
    "a returning trader on a %s: the browser's own last first paint, where React puts it",
    async (device) => {
      const baseURL = siteURL();
      const context = await chromiumFile.newContext({ baseURL, ...DEVICES[device] });
      await context.addCookies(
        Object.entries({ meridian_persona: 'trader', uid: '1001' }).map(([name, value]) => ({ name, value, url: baseURL })),
      );
      await context.addInitScript(watchFirstPaints);
      const page = await context.newPage();
      const shells = async () => page.evaluate(() => (window as unknown as { __shells: { static?: Snapshot; react?: Snapshot } }).__shells);
      // First load: a session this browser has no answers for: the boot asks for them and draws the
      // first paint once they are in (first-answers.ts); second: the answers are remembered, the boot
      // draws at once and keeps its first paint; third: the kept first paint is drawn before the scripts.
      const expectSameAsReact = (s: Snapshot | undefined, r: Snapshot | undefined, load: number) => {
        expect(s, `load ${load}: a first paint was drawn`).toBeDefined();
        expect(Object.keys(r!.bars)).toContain('kyc_top');
        expect(s!.bars).toEqual(r!.bars);
        expect({ ...s!.header, text: undefined }).toEqual({ ...r!.header, text: undefined });
        expect(s!.logo).toEqual(r!.logo);
        expect(s!.h1).toEqual(r!.h1);
      };
      for (let load = 1; load <= 3; load++) {
        await page.goto('/?site=main', { waitUntil: 'networkidle' });
        await page.locator('header [data-testid=logo]').waitFor();
        const { static: s, react: r } = await shells();
        expectSameAsReact(s, r, load);
        expect(s!.by, `load ${load}: who drew it`).toBe(load < 3 ? 'boot' : '');
      }
      await shot(page, `static-shell-trader-${device}-react`);
      await context.close();
    },
    60_000,
  );

  it('a session whose answers are slower than the hold: the boot draws nothing, the app shows once the hold ends', async () => {
    const { page, shells } = await load('/?site=main', 'desktop', {
      cookies: { meridian_persona: 'trader', uid: '1001', meridian_delay: '2500' },
    });
    expect(shells.static).toBeUndefined();
    expect(shells.react).toBeDefined();
    // The answers come late: the KYC bar arrives with them.
    await expect.poll(() => page.locator('[data-bar=kyc_top]').count(), { timeout: 15_000 }).toBe(1);
    await page.context().close();
  }, 60_000);

  it.each<[string, string, string, { storage?: Record<string, string> }]>([
    ['a language prefix', '/zh?site=main', 'desktop', {}],
    ['a right-to-left language', '/ar?site=main', 'phone', {}],
    ['another query', '/?site=main&ref=ABC', 'desktop', {}],
    ['a closed announcement', '/?site=main', 'phone', { storage: { meridian_announcement_closed: '["1"]' } }],
  ])(
    "the boot draws the first paint for %s, where React's first render puts it",
    async (_, path, device, opts) => {
      const { page, shells } = await load(path, device, opts);
      const s = shells.static;
      const r = shells.react!;
      expect(s?.by, 'the boot drew it (the inline script cannot)').toBe('boot');
      expect(s!.bars).toEqual(r.bars);
      expect({ ...s!.header, text: undefined }).toEqual({ ...r.header, text: undefined });
      expect(s!.logo).toEqual(r.logo);
      expect(s!.h1).toEqual(r.h1);
      expect({ lang: s!.lang, dir: s!.dir }).toEqual({ lang: r.lang, dir: r.dir });
      expect(await page.locator('[data-static-shell]').count()).toBe(0);
      await page.context().close();
    },
    60_000,
  );

  it.each([
    ['a session', '/?site=main', { cookies: { uid: '1001' } }],
    ['a stored acknowledgement', '/?site=main', { cookies: { kyc_upgrade_notice: String(Date.now()) } }],
    ['remembered answers', '/?site=main', { storage: { meridian_answers_v1: '{}' } }],
    ['a closed announcement', '/?site=main', { storage: { meridian_announcement_closed: '["1"]' } }],
    ['another page', '/trade/BTC_USDT?site=main', {}],
    ['a language prefix', '/zh?site=main', {}],
    ['another query', '/?site=main&ref=ABC', {}],
  ] as const)(
    'the inline script draws nothing for %s',
    async (_, path, opts) => {
      const { page, shells } = await load(path, 'desktop', { ...opts, scripts: false });
      expect(shells.static).toBeUndefined();
      expect(await page.locator('#root').innerHTML()).toBe('');
      await page.context().close();
    },
    60_000,
  );
});
