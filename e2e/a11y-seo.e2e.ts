import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';

const b = setupBrowser();

/** What <head> says about the page: its titles, canonical links, alternates and robots. */
const head = (page: Page) =>
  page.evaluate(() => ({
    titles: [...document.querySelectorAll('title')].map((t) => t.textContent),
    canonical: [...document.querySelectorAll('link[rel=canonical]')].map((l) => l.getAttribute('href')),
    alternates: document.querySelectorAll('link[rel=alternate]').length,
    robots: [...document.querySelectorAll('meta[name=robots]')].map((m) => m.getAttribute('content')),
  }));

/** Elements a keyboard reaches although assistive technology is told they are not there. */
const focusableInsideHidden = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[aria-hidden=true] *')]
      .filter(
        (el) =>
          el.tabIndex >= 0 &&
          !el.closest('[inert]') &&
          el.matches('a[href], button, input, select, textarea, [tabindex], [contenteditable=true]'),
      )
      .map((el) => el.outerHTML.slice(0, 100)),
  );

const activeTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName.toLowerCase());

describe('one title, one canonical, alternates only for pages that exist', () => {
  it('a 404 has one title, robots noindex, and no canonical or alternates', async () => {
    const { page } = await b.open('/no/such/page?site=main');
    await page.getByTestId('not-found').waitFor();
    await expect
      .poll(() => head(page))
      .toEqual({ titles: ['Page not found | Meridian'], canonical: [], alternates: 0, robots: ['noindex'] });
  });

  it('a page has one title, one canonical and an alternate per language (plus x-default); so does the 404 left for it', async () => {
    const { page } = await b.open('/trade/BTC_USDT?site=main');
    await expect
      .poll(() => head(page))
      .toEqual({
        titles: ['Spot trading | Meridian'],
        canonical: ['https://www.meridian.example/trade/BTC_USDT'],
        alternates: 16,
        robots: [],
      });
    const { page: missing } = await b.open('/zh/no/such/page?site=main');
    await missing.getByTestId('not-found').locator('a[href="/zh"]').first().click();
    await expect.poll(() => head(missing)).toMatchObject({ canonical: ['https://www.meridian.example/zh'], alternates: 16, robots: [] });
    expect((await head(missing)).titles).toHaveLength(1);
  });
});

describe('focus and hidden content', () => {
  it('the chart page has nothing focusable inside aria-hidden (the chart attribution link included)', async () => {
    const { page } = await b.open('/trade/BTC_USDT?site=main');
    await page.locator('[data-testid=chart-cell][data-ready=true]').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid=chart-canvas] a#tv-attr-logo').count()).toBe(1);
    expect(await focusableInsideHidden(page)).toEqual([]);
  });

  it('the MiCA notice closes on Esc, and focus goes to the main landmark when the notices opened on page load are gone', async () => {
    const { page } = await b.open('/?site=main', { cookies: { meridian_persona: 'eu_resident' } });
    await page.getByRole('dialog', { name: 'MiCA notice' }).waitFor();
    await page.keyboard.press('Escape');
    // The next notice in the queue (regional switch) opens; it closes on Esc too.
    await page.locator('[data-dialog=regional_switch]').waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-dialog=regional_switch]'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('[data-dialog]').waitFor({ state: 'detached' });
    await expect.poll(() => activeTag(page)).toBe('main');
    await shot(page, 'notice-closed-focus-main');
  });
});

describe('the preview app', () => {
  it('has a main landmark, a focusable editor in the scroller, and a visible keyboard focus ring', async () => {
    const { page } = await b.open('/preview/', { height: 1000 });
    await page.getByTestId('tab-rules').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('main').count()).toBe(1);
    await page.getByTestId('tab-rules').click();
    const scroller = page.locator('.cm-scroller').first();
    await scroller.waitFor({ timeout: 30_000 });
    expect(await scroller.evaluate((el) => el.tabIndex >= 0 || !!el.querySelector('[tabindex="0"]'))).toBe(true);
    // Keyboard focus on a button: a solid 2 px outline, not only MUI's ripple.
    await page.getByRole('button', { name: 'Copy link' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement!);
      return { text: document.activeElement!.textContent, style: s.outlineStyle, width: s.outlineWidth };
    });
    expect(ring).toEqual({ text: 'Copy link', style: 'solid', width: '2px' });
    await shot(page, 'preview-focus-ring');
  });
});
