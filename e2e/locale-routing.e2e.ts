import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';

const b = setupBrowser();

describe('language prefix routing', () => {
  it('serves a prefixed language and links within it', async () => {
    const { page, errors } = await b.open('/zh/launchpool?site=main');
    // The prefix is the site code, the lang attribute its BCP 47 tag.
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    const first = page.locator('header nav a[href^="/zh/"]').first();
    expect(await first.count()).toBe(1);
    await shot(page, 'locale-zh');
    expect(errors).toEqual([]);
  });

  it('declares Korean as ko (kr is Kanuri), Traditional Chinese as zh-TW, and shows their words', async () => {
    const { page } = await b.open('/kr/?site=main');
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
    expect(await page.locator('link[rel=alternate][hreflang=ko]').count()).toBe(1);
    expect(await page.locator('link[rel=alternate][hreflang=kr]').count()).toBe(0);
    await expect.poll(() => page.getByTestId('main-nav').textContent()).toContain('시장');
    const { page: tw } = await b.open('/zh-tw/?site=hk');
    expect(await tw.locator('html').getAttribute('lang')).toBe('zh-TW');
    await expect.poll(() => tw.getByTestId('main-nav').textContent()).toContain('行情');
    const { page: br } = await b.open('/pt-br/?site=main');
    expect(await br.locator('html').getAttribute('lang')).toBe('pt-BR');
    await expect.poll(() => br.getByTestId('main-nav').textContent()).toContain('Mercados');
  });

  it('lays Arabic out right to left', async () => {
    const { page } = await b.open('/ar?site=ae');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // The announcement now comes in the page's language (issue 39 item 13, docs/shell.md Demo build), so it reads
    // right to left; pairs and change figures read left to right.
    const announcement = page.getByTestId('announcement-text');
    await announcement.waitFor();
    expect(await announcement.evaluate((e) => getComputedStyle(e).direction)).toBe('rtl');
    await page.getByTestId('top-pair').first().waitFor();
    const pair = await page
      .getByTestId('top-pair')
      .first()
      .evaluate((e) => ({ dir: getComputedStyle(e).direction, lefts: [...e.children].map((c) => c.getBoundingClientRect().left) }));
    expect(pair.dir).toBe('ltr');
    expect(pair.lefts[0]).toBeLessThan(pair.lefts[1]!);
    expect(
      await page
        .getByTestId('change')
        .first()
        .evaluate((e) => getComputedStyle(e).direction),
    ).toBe('ltr');
    await shot(page, 'locale-ar-rtl');
  });

  it('redirects a language the site does not offer to its default language', async () => {
    const { page } = await b.open('/ja/trade/BTC_SGD?site=sg');
    await page.waitForURL((u) => u.pathname === '/trade/BTC_SGD');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('uses no prefix for Turkish on the Turkey site and /en for English there', async () => {
    const { page } = await b.open('/en/price?site=tr');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const { page: tr } = await b.open('/price?site=tr');
    expect(await tr.locator('html').getAttribute('lang')).toBe('tr');
  });
});

// Every language is split as English is (issue 41, tooling/vite-locales-plugin.ts): a later namespace
// and the menu text come when a part needs them, in the page's language. What a part showed is
// recorded at every DOM change, from the page's start.
const RECORD = () => {
  const w = window as unknown as { seen: string[] };
  w.seen = [];
  new MutationObserver(() => {
    const lang = document.documentElement.lang;
    const chat = document.querySelector('[data-testid="chat-layer"] [role="dialog"]')?.textContent;
    const menu = document.querySelector('[data-panel=trade_menu]')?.textContent;
    if (chat) w.seen.push(`${lang} chat: ${chat}`);
    if (menu) w.seen.push(`${lang} menu: ${menu}`);
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
};
const seen = (page: import('playwright-core').Page) => page.evaluate(() => (window as unknown as { seen: string[] }).seen);

describe('each language split as English is', () => {
  it("a Turkish page's parts show Turkish from their first render: the chat window (namespace chat) and a menu (the menu text)", async () => {
    const { page, errors } = await b.open('/?site=tr');
    await page.addInitScript(RECORD);
    await page.goto('/?site=tr&chatroom=1', { waitUntil: 'networkidle' });
    await page.getByRole('dialog', { name: 'Müşteri hizmetleri' }).waitFor();
    await page.locator('[data-menu=trade_menu]').hover();
    const panel = page.locator('[data-panel=trade_menu]');
    await expect.poll(() => panel.textContent()).toContain('Dönüştür');
    const shown = await seen(page);
    expect(shown.filter((s) => s.startsWith('tr chat:')).length).toBeGreaterThan(0);
    expect(shown.filter((s) => s.startsWith('tr menu:')).length).toBeGreaterThan(0);
    expect(shown.filter((s) => /Customer service|Convert|nav\./.test(s))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a language switch brings the later parts in use with it: the open chat window turns German, never English under de', async () => {
    const { page, errors } = await b.open('/?site=main');
    await page.addInitScript(RECORD);
    await page.goto('/?site=main&chatroom=1', { waitUntil: 'networkidle' });
    await page.getByRole('dialog', { name: 'Customer service' }).waitFor();
    await page.getByTestId('prefs-language').getByRole('button').first().click();
    await Promise.all([page.waitForURL((u) => u.pathname.startsWith('/de')), page.getByRole('menuitemradio', { name: /Deutsch/ }).click()]);
    await page.getByRole('dialog', { name: 'Kundenservice' }).waitFor();
    const shown = await seen(page);
    expect(shown.filter((s) => s.startsWith('en chat:') && s.includes('Customer service')).length).toBeGreaterThan(0);
    expect(shown.filter((s) => s.startsWith('de chat:') && s.includes('Customer service'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('SEO tags', () => {
  it('has title, canonical, alternates with x-default on main, and no robots block for English', async () => {
    const { page } = await b.open('/launchpool?site=main');
    // The page is named after its menu item, whose text loads after the first paint (docs/performance-method.md, the 185 KB ceiling).
    await expect.poll(() => page.title()).toMatch(/\| Meridian$/);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe('https://www.meridian.example/launchpool');
    const langs = await page.locator('link[rel=alternate]').evaluateAll((ls) => ls.map((l) => l.getAttribute('hreflang')));
    expect(langs).toEqual(expect.arrayContaining(['en', 'tr', 'ko', 'x-default']));
    expect(await page.locator('meta[name=robots]').count()).toBe(0);
  });

  it('marks Dutch and Italian pages noindex, nofollow', async () => {
    for (const lang of ['nl', 'it']) {
      const { page } = await b.open(`/${lang}/launchpool?site=main`);
      expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex, nofollow');
    }
  });
});
