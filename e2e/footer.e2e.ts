import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser, serveOwnSite } from './browser';
import { quiet } from './quiet';

// Reads or changes the backend's shared state (published bundles, recorded events or reports): a site of its own.
serveOwnSite();
const b = setupBrowser();
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const trader = { meridian_persona: 'trader', uid: '1001', nickname: 'ann' };
const phone = { width: 390, height: 844, mobile: true };
const CDN_PATH = '/js/tool/cdn/react.production.min.js';
const YEAR = new Date().getFullYear();

/** The footer alone, without the demo toolbar floating over it, into e2e/screenshots/. */
async function footerShot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.addStyleTag({ content: '[data-testid=demo-toolbar]{display:none!important}' });
  await page.locator('footer').screenshot({ path: `${SCREENSHOTS}${name}.png`, animations: 'disabled' });
}

const attr = (page: Page, selector: string, name: string) =>
  page.locator(selector).evaluateAll((els, n) => els.map((e) => e.getAttribute(n)), name);
const columns = (page: Page) => attr(page, 'footer [data-column]', 'data-column');
const socials = (page: Page) => attr(page, 'footer [data-social]', 'data-social');
const barIds = (page: Page) => attr(page, '[data-bar]', 'data-bar');

/** Layout shifts since navigation (buffered), with the elements that moved. */
function layoutShifts(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let total = 0;
        const sources: string[] = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (e.hadRecentInput) continue;
            total += e.value;
            for (const s of e.sources ?? []) {
              const el = s.node instanceof Element ? s.node : s.node?.parentElement;
              sources.push(
                el
                  ? `${el.tagName.toLowerCase()}${el.closest('[data-bar]') ? '[in bar]' : ''}${el.closest('header') ? '[in header]' : ''}`
                  : '?',
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, sources }), 500);
      }),
  );
}

/** The footer's QR code, drawn once the footer comes near the viewport (src/shell/ui/qr-image.tsx). */
async function footerQr(page: Page) {
  await page.getByTestId('footer-qr-box').scrollIntoViewIfNeeded();
  const qr = page.getByTestId('footer-qr');
  await qr.waitFor();
  return qr;
}

/** What a scanner reads from the QR image as Chromium draws it (its pixels, 4× scale, through the `qr` decoder). */
async function scanned(qr: Locator): Promise<string> {
  const { width, data } = await qr.evaluate(async (img) => {
    const el = img as HTMLImageElement;
    await el.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = el.naturalWidth * 4;
    const ctx = canvas.getContext('2d')!;
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(el, 0, 0, canvas.width, canvas.height);
    return { width: canvas.width, data: [...ctx.getImageData(0, 0, canvas.width, canvas.height).data] };
  });
  return decodeQR({ width, height: width, data: Uint8Array.from(data) });
}

describe('footer per site', () => {
  it('global: About, Products, Services, Learn; social icons; sign-up; QR code; 2013 to this year', async () => {
    const { page, errors } = await b.open('/?site=main');
    expect(await columns(page)).toEqual(['about', 'products', 'services', 'learn']);
    expect(await socials(page)).toEqual(['x', 'telegram', 'discord', 'youtube', 'linkedin', 'instagram', 'facebook', 'reddit']);
    expect(await page.locator('footer [data-item=footer_merchant]').getAttribute('href')).toBe('/c2c/merchant');
    expect(await page.getByTestId('copyright').textContent()).toBe(`© 2013–${YEAR} Meridian. All rights reserved.`);
    await page.getByTestId('footer-signup').waitFor();
    const qr = await footerQr(page);
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(137);
    // The home page's download link of the embedded backend (src/mocks/handlers/site.ts).
    expect(await scanned(qr)).toBe('https://download.meridian.example/home?c=web');
    await footerShot(page, 'footer-main');
    expect(errors).toEqual([]);
  });

  it('global in Chinese: the merchant link goes under /p2p, the support page is the zh-cn one', async () => {
    const { page } = await b.open('/zh?site=main');
    expect(await page.locator('footer [data-item=footer_merchant]').getAttribute('href')).toBe('/zh/p2p/merchant');
    expect(await page.locator('footer [data-item=footer_p2p_merchant]').count()).toBe(0);
    expect(await page.locator('footer [data-item=footer_support_request]').getAttribute('href')).toBe(
      'https://support.meridian.example/hc/zh-cn/requests/new',
    );
  });

  it('Turkey: fiat deposit and withdrawal, a contact block, 2022 to this year, QR code without the download modal', async () => {
    const { page } = await b.open('/?site=tr');
    expect(await columns(page)).toEqual(['about', 'products', 'services', 'contact']);
    expect(await page.locator('footer [data-item=tr_deposit_fiat]').getAttribute('href')).toBe('/myaccount/deposit_fiat');
    expect(await page.locator('footer [data-item=tr_withdraw_fiat]').getAttribute('href')).toBe('/myaccount/withdraw_fiat');
    expect(await page.getByTestId('copyright').textContent()).toContain(`2022–${YEAR}`);
    await footerQr(page);
    expect(await page.getByTestId('footer-download-more').count()).toBe(0);
    await footerShot(page, 'footer-tr');
  });

  it('US: My Assets and the licence line', async () => {
    const { page } = await b.open('/?site=us');
    expect(await page.locator('footer [data-item=us_my_funds]').getAttribute('href')).toBe('/myaccount/myfunds');
    expect(await page.locator('footer [data-disclaimer]').first().textContent()).toMatch(/NMLS ID/);
    await footerShot(page, 'footer-us');
  });

  it('UK: the FCA financial-promotion note, no social icons', async () => {
    const { page } = await b.open('/?site=uk');
    expect(await page.locator('footer [data-disclaimer]').first().textContent()).toMatch(/FCA-authorised firm/);
    expect(await page.getByTestId('social').count()).toBe(0);
    await footerShot(page, 'footer-uk');
  });

  it('under the UK limit on the global site the promoted links and the social icons go', async () => {
    const { page } = await b.open('/?site=main', { cookies: { meridian_persona: 'uk_limited', uid: '1001', nickname: 'ann' } });
    await expect.poll(() => page.getByTestId('social').count()).toBe(0);
    expect(await page.locator('footer [data-item=footer_futures]').count()).toBe(0);
    expect(await page.locator('footer [data-item=footer_spot]').count()).toBe(1);
    await page.locator('[data-dialog=uk_limit]').waitFor();
  });

  it('dark theme and Arabic (right to left)', async () => {
    const { page } = await b.open('/?site=main', { cookies: { dark: '1' } });
    await footerQr(page);
    await footerShot(page, 'footer-dark');
    const { page: ar } = await b.open('/ar?site=main');
    expect(await ar.locator('html').getAttribute('dir')).toBe('rtl');
    await footerQr(ar);
    await footerShot(ar, 'footer-ar');
  });

  it('the download modal opens with the QR code and the store links', async () => {
    const { page } = await b.open('/?site=main');
    await page.getByTestId('footer-download-more').click();
    const modal = page.getByTestId('download-modal');
    await modal.getByTestId('download-modal-qr').waitFor();
    expect(await modal.getByRole('link', { name: 'Android APK' }).getAttribute('href')).toBe(
      'https://download.meridian.example/android/meridian.apk',
    );
    await shot(page, 'footer-download-modal');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('download-modal').count()).toBe(0);
  });
});

describe('footer on a phone', () => {
  it('folds the columns into an accordion at 390 px whose sections open and close on click', async () => {
    const { page } = await b.open('/?site=main', phone);
    await page.getByTestId('footer-accordion').waitFor();
    const products = page.getByRole('button', { name: 'Products', exact: true });
    expect(await products.getAttribute('aria-expanded')).toBe('false');
    const panel = page.locator(`#${await products.getAttribute('aria-controls')}`);
    expect(await panel.isVisible()).toBe(false);
    await products.click();
    expect(await products.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.getByRole('link', { name: 'Spot Trading' }).isVisible()).toBe(true);
    await footerShot(page, 'footer-mobile-accordion');
    await products.click();
    expect(await products.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    // The fiat picker is in the mobile footer.
    expect(await page.locator('footer [data-testid=prefs-fiat]').isVisible()).toBe(true);
  });
});

describe('EU special links', () => {
  it("open the 'Stay tuned!' modal instead of navigating; Confirm closes it", async () => {
    const { page } = await b.open('/?site=eu');
    await page.locator('footer [data-item=sister_earn]').click();
    const dialog = page.locator('[data-dialog=eu_upcoming]');
    await dialog.getByText('Stay tuned!').waitFor();
    expect(await dialog.getByText('This feature is upcoming').count()).toBe(1);
    await quiet(page);
    await shot(page, 'footer-eu-upcoming');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.locator('[data-dialog=eu_upcoming]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    // Asking again opens it again.
    await page.locator('footer [data-item=sister_card]').click();
    await page.locator('[data-dialog=eu_upcoming]').waitFor();
  });

  it('are plain links on Malta', async () => {
    const { page } = await b.open('/?site=mt');
    await page.locator('footer [data-item=sister_earn]').click();
    await page.waitForURL((u) => u.pathname === '/simple-earn');
  });
});

describe('announcement', () => {
  it('reserves its space before the answer (no layout shift), closes, stays closed after reload, returns for a new id', async () => {
    const { page } = await b.open('/?site=main', { cookies: { meridian_delay: '800' } });
    const bar = page.getByTestId('announcement');
    await bar.waitFor();
    expect(await bar.getAttribute('data-content-id')).toBe('main-2026-11-001');
    const shifts = await layoutShifts(page);
    expect(shifts.sources.filter((s) => s.includes('[in bar]') || s.includes('[in header]'))).toEqual([]);
    expect(shifts.total).toBeLessThan(0.01);

    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect.poll(() => barIds(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('meridian_announcement_closed'))).toBe('["main-2026-11-001"]');

    await page.reload({ waitUntil: 'networkidle' });
    await quiet(page);
    expect(await barIds(page)).toEqual([]);
    expect((await layoutShifts(page)).total).toBeLessThan(0.01);

    await page.context().addCookies([{ name: 'meridian_bulletin', value: 'main-2026-12-001', url: b.baseURL() }]);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByTestId('announcement').getAttribute('data-content-id')).toBe('main-2026-12-001');
  });

  it('shows on the home page only', async () => {
    const { page } = await b.open('/price?site=main');
    await page.getByTestId('copyright').waitFor();
    expect(await barIds(page)).toEqual([]);
  });

  it('scrolls as a marquee on a narrow screen (duration = width / 200 × 3 s), not with reduced motion', async () => {
    const { page } = await b.open('/?site=main', phone);
    const running = page.locator('[data-marquee=running]');
    await running.waitFor();
    const { width, duration } = await running.evaluate((el) => {
      const track = el.firstElementChild as HTMLElement;
      return {
        width: (track.firstElementChild as HTMLElement).scrollWidth,
        duration: parseFloat(getComputedStyle(track).animationDuration),
      };
    });
    expect(width).toBeGreaterThan(390);
    expect(duration).toBeCloseTo((width / 200) * 3, 1);
    await shot(page, 'footer-marquee');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.locator('[data-marquee=static]').waitFor();
    const { page: wide } = await b.open('/?site=main');
    await wide.getByTestId('announcement').waitFor();
    expect(await wide.locator('[data-marquee=running]').count()).toBe(0);
  });
});

describe('app download banner', () => {
  it('shows on a phone on the main site above the announcement; closing keeps it closed', async () => {
    const { page } = await b.open('/?site=main', phone);
    const banner = page.getByTestId('app-banner');
    await banner.waitFor();
    expect(await barIds(page)).toEqual(['app_download', 'announcement']);
    expect((await banner.boundingBox())?.y).toBe(0);
    expect(await page.getByTestId('app-banner-open').getAttribute('href')).toBe('/mobileapp');
    expect((await layoutShifts(page)).total).toBeLessThan(0.01);
    await shot(page, 'footer-app-banner');
    await page.getByRole('button', { name: 'Close app banner' }).click();
    await expect.poll(() => barIds(page)).toEqual(['announcement']);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await barIds(page)).toEqual(['announcement']);
  });

  it('does not show on desktop or on other sites', async () => {
    const { page } = await b.open('/?site=main');
    await page.getByTestId('announcement').waitFor();
    expect(await page.getByTestId('app-banner').count()).toBe(0);
    const { page: eu } = await b.open('/?site=eu', phone);
    await eu.getByTestId('copyright').waitFor();
    expect(await eu.getByTestId('app-banner').count()).toBe(0);
  });
});

describe('CDN check', () => {
  it("5 s after the footer loads, a failing React file is reported as 'cdn access error' with the user id", async () => {
    const fault = encodeURIComponent(JSON.stringify({ [CDN_PATH]: '500' }));
    // A phone's user agent: the report filter drops headless Chromium's own agent as a bot.
    const { page, errors } = await b.open('/price?site=main', { ...phone, cookies: { ...trader, meridian_fault: fault } });
    await page.request.delete('/__mock/error-reports');
    await page.waitForResponse((r) => r.url().endsWith(CDN_PATH), { timeout: 15_000 });
    await expect
      .poll(async () => ((await (await page.request.get('/__mock/error-reports')).json()) as { reports: unknown[] }).reports, {
        timeout: 5000,
      })
      .toEqual([expect.objectContaining({ message: 'cdn access error', user: { id: '1001' }, tracesSampleRate: 0.1 })]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('a reachable CDN reports nothing', async () => {
    const { page } = await b.open('/price?site=main');
    await page.request.delete('/__mock/error-reports');
    const res = await page.waitForResponse((r) => r.url().endsWith(CDN_PATH), { timeout: 15_000 });
    expect(res.status()).toBe(200);
    await quiet(page);
    expect(((await (await page.request.get('/__mock/error-reports')).json()) as { reports: unknown[] }).reports).toEqual([]);
  });
});
