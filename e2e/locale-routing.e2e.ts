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
