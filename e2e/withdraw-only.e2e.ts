import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

/**
 * Withdraw-only users may open the withdraw page and the pages left open to them (help, login,
 * the restricted-region page, the ticket page), nothing else (compliance §2.1, §6; rule
 * withdraw-only-confined in rules/access.yaml).
 */
const b = setupBrowser();
const cookiesFor = (persona: string, extra: Record<string, string> = {}) => ({
  meridian_persona: persona,
  ...findPersona(persona)!.facts.cookies,
  ...extra,
});
const path = (page: Page) => new URL(page.url()).pathname;

describe('a withdraw-only user is confined to the withdraw page', () => {
  it('opening /trade/BTC_USDT lands on the USDT withdraw page, with the notice on top', async () => {
    const { page } = await b.open('/trade/BTC_USDT?site=main', { cookies: cookiesFor('withdraw_only') });
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/myaccount/withdraw/USDT');
    await page.locator('[data-dialog=withdraw_only]').waitFor();
    await shot(page, 'withdraw-only-from-trade');
    // The notice's button leads to the ticket page, which stays open to them.
    await page.locator('[data-dialog=withdraw_only]').getByRole('button', { name: 'Create a ticket', exact: true }).click();
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/myaccount/tickets');
    await quiet(page);
    expect(path(page)).toBe('/myaccount/tickets');
  });

  it('a futures page leads there too; the help centre stays open', async () => {
    const { page } = await b.open('/futures/USDT/BTC_USDT?site=main', { cookies: cookiesFor('withdraw_only') });
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/myaccount/withdraw/USDT');
    await page.goto('/help?site=main', { waitUntil: 'networkidle' });
    await quiet(page);
    expect(path(page)).toBe('/help');
  });

  it('in Arabic the redirect keeps the language prefix', async () => {
    const { page } = await b.open('/ar/trade/BTC_USDT?site=main', {
      cookies: cookiesFor('withdraw_only'),
      width: 390,
      height: 844,
      mobile: true,
    });
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/ar/myaccount/withdraw/USDT');
    await page.locator('[data-dialog=withdraw_only]').waitFor();
    await quiet(page);
    await shot(page, 'withdraw-only-from-trade-ar-390');
  });

  it('a trader opens the trade page freely', async () => {
    const { page } = await b.open('/trade/BTC_USDT?site=main', { cookies: cookiesFor('trader') });
    await quiet(page);
    expect(path(page)).toBe('/trade/BTC_USDT');
  });

  // What the confinement forbids is not offered (rule withdraw-only-controls): every visible link
  // leads to a page left open, off the site, or nowhere; no Deposit, Buy or Trade control shows.
  const OPEN = [
    '/myaccount/withdraw',
    '/myaccount/tickets',
    '/help',
    '/login',
    '/state_compliance_tips',
    '/user-agreement',
    '/privacy-policy',
    '/legal',
  ];
  const offered = (page: Page) =>
    page.evaluate(() => {
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && !el.closest('[data-testid=demo-toolbar]');
      };
      const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(shown);
      const controls = [...document.querySelectorAll<HTMLElement>('a, button, [role=button], [role=menuitem]')].filter(shown);
      return {
        paths: links
          .filter((a) => new URL(a.href).origin === location.origin)
          .map((a) => `${new URL(a.href).pathname} (${a.textContent?.trim().slice(0, 30)})`),
        labels: controls.map((c) => (c.textContent ?? '').trim() || c.getAttribute('aria-label') || ''),
      };
    });
  const forbidden = (found: { paths: string[]; labels: string[] }) => [
    ...found.paths.filter((p) => {
      const path = p.split(' ')[0]!.replace(/^\/ar(?=\/|$)/, '') || '/';
      return !OPEN.some((open) => path === open || path.startsWith(`${open}/`));
    }),
    ...found.labels.filter((l) => /^(deposit|buy|trade)\b/i.test(l)),
  ];

  /** The withdraw page as a withdraw-only user sees it once the notice is closed with Escape. */
  const withdrawPageNoticeClosed = async (viewport: { width?: number; height?: number; mobile?: boolean } = {}) => {
    const { page } = await b.open('/myaccount/withdraw/USDT?site=main', { cookies: cookiesFor('withdraw_only'), ...viewport });
    await page.locator('[data-dialog=withdraw_only]').getByRole('button').first().waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-dialog=withdraw_only]').waitFor({ state: 'detached' });
    await quiet(page);
    return page;
  };

  it('1440: no visible control leads to a page the confinement forbids', async () => {
    const page = await withdrawPageNoticeClosed();
    expect(forbidden(await offered(page))).toEqual([]);
    await shot(page, 'withdraw-only-controls-1440');
  });

  it('390, the phone drawer open: no visible control leads to a page the confinement forbids', async () => {
    const page = await withdrawPageNoticeClosed({ width: 390, height: 844, mobile: true });
    expect(forbidden(await offered(page))).toEqual([]);
    await shot(page, 'withdraw-only-controls-390');
    await page.getByTestId('drawer-open').click();
    await page.getByTestId('mobile-drawer').waitFor();
    await quiet(page);
    expect(forbidden(await offered(page))).toEqual([]);
    await shot(page, 'withdraw-only-controls-390-drawer');
  });
});
