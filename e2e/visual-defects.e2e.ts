import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

/** Defects found on screenshots (issue 22): each checks what a person saw, by geometry. */
const b = setupBrowser();
const trader = { meridian_persona: 'trader', ...findPersona('trader')!.facts.cookies };

interface NavFit {
  navLeft: number;
  navRight: number;
  shown: { id: string; left: number; right: number }[];
  hidden: string[];
  more: boolean;
}

async function navFit(page: Page): Promise<NavFit> {
  await page.getByTestId('main-nav').waitFor();
  await quiet(page);
  return page.evaluate(() => {
    const nav = document.querySelector('[data-testid=main-nav]')!.getBoundingClientRect();
    const lis = [...document.querySelectorAll<HTMLElement>('[data-testid=main-nav] > ul > li:not([data-testid=nav-more])')];
    const id = (li: Element) =>
      li.querySelector('[data-menu],[data-item]')?.getAttribute('data-menu') ??
      li.querySelector('[data-item]')?.getAttribute('data-item') ??
      '';
    const visible = (li: HTMLElement) => getComputedStyle(li).visibility !== 'hidden';
    const more = document.querySelector<HTMLElement>('[data-testid=nav-more]')!;
    return {
      navLeft: nav.left,
      navRight: nav.right,
      shown: lis.filter(visible).map((li) => {
        const r = li.getBoundingClientRect();
        return { id: id(li), left: r.left, right: r.right };
      }),
      hidden: lis.filter((li) => !visible(li)).map(id),
      more: visible(more),
    };
  });
}

function expectNoClip(fit: NavFit): void {
  for (const item of fit.shown) {
    expect(item.right, `${item.id} cut at the nav's end`).toBeLessThanOrEqual(fit.navRight + 0.5);
    expect(item.left, `${item.id} cut at the nav's start`).toBeGreaterThanOrEqual(fit.navLeft - 0.5);
  }
}

describe('main navigation at 1440 px: items fit, the rest are in More', () => {
  for (const [who, cookies] of [
    ['visitor', { meridian_persona: 'visitor' }],
    ['trader', trader],
  ] as const) {
    it(`${who}: no item is cut, the others are in the More menu`, async () => {
      const { page } = await b.open('/?site=main', { cookies });
      if (who === 'trader') await page.locator('header [data-menu=profile_menu]').waitFor();
      const fit = await navFit(page);
      expect(await page.getByTestId('nav-forward').count()).toBe(0);
      expectNoClip(fit);
      expect(fit.shown.length).toBeGreaterThan(0);
      expect(fit.hidden.length).toBeGreaterThan(0);
      expect(fit.more).toBe(true);
      // The More button itself is inside the row too.
      const more = await page.getByTestId('nav-more').boundingBox();
      expect(more!.x + more!.width).toBeLessThanOrEqual(fit.navRight + 0.5);
      // Keyboard, not a click: a slow click after the hover-open would count as a second toggle.
      await page.locator('[data-menu=nav_overflow]').focus();
      await page.keyboard.press('Enter');
      const overflow = page.getByTestId('nav-overflow');
      await overflow.waitFor();
      expect(await overflow.locator('a').count()).toBeGreaterThanOrEqual(fit.hidden.length);
      await shot(page, `visual-nav-more-${who}`);
    });
  }

  it('the More menu is keyboard reachable: Enter opens, Tab enters, Escape closes and returns focus', async () => {
    const { page } = await b.open('/?site=main', { cookies: trader });
    await page.locator('header [data-menu=profile_menu]').waitFor();
    const button = page.locator('[data-menu=nav_overflow]');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('nav-overflow').waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid=nav-overflow]'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-menu'))).toBe('nav_overflow');
    await page.keyboard.press(' ');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
  });

  it('Arabic: no item is cut at either end, no scroll arrow', async () => {
    const { page } = await b.open('/ar/?site=main', { cookies: trader });
    await page.locator('header [data-menu=profile_menu]').waitFor();
    const fit = await navFit(page);
    expect(await page.getByTestId('nav-back').count()).toBe(0);
    expect(await page.getByTestId('nav-forward').count()).toBe(0);
    expectNoClip(fit);
    expect(fit.more).toBe(fit.hidden.length > 0);
    await shot(page, 'visual-nav-ar');
    await page.locator('[data-menu=nav_overflow]').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('nav-overflow').waitFor();
    await shot(page, 'visual-nav-more-ar-open');
  });

  it('dark mode: the open More menu', async () => {
    const { page } = await b.open('/?site=main', { cookies: { meridian_persona: 'visitor', dark: '1' } });
    expectNoClip(await navFit(page));
    await page.locator('[data-menu=nav_overflow]').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('nav-overflow').waitFor();
    await shot(page, 'visual-nav-more-dark');
  });

  it('a wide window shows every item and no More', async () => {
    const { page } = await b.open('/?site=main', { cookies: { meridian_persona: 'visitor' }, width: 2560 });
    const fit = await navFit(page);
    expectNoClip(fit);
    expect(fit.hidden).toEqual([]);
    expect(fit.more).toBe(false);
  });
});

/** Every tab of the reminder tabs shows its whole label: nothing cut by the tab or by its row. */
async function expectWholeTabs(page: Page): Promise<void> {
  const cuts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid=reminder-groups], [data-testid=reminder-types]')].flatMap((tabs) => {
      const row = tabs.getBoundingClientRect();
      return [...tabs.querySelectorAll<HTMLElement>('[role=tab]')].flatMap((tab) => {
        const r = tab.getBoundingClientRect();
        const label = tab.textContent ?? '';
        const cut: string[] = [];
        if (tab.scrollWidth > tab.clientWidth) cut.push(`${label}: label wider than its tab`);
        if (r.right > row.right + 0.5 || r.left < row.left - 0.5) cut.push(`${label}: outside its row`);
        if (r.right > window.innerWidth || r.left < 0) cut.push(`${label}: outside the window`);
        return cut;
      });
    }),
  );
  expect(cuts).toEqual([]);
  expect(await page.locator('[data-testid=reminder-types] [role=tab]').count()).toBeGreaterThan(0);
}

describe('notification tabs show whole labels', () => {
  it('in the bell popover at 1440 px', async () => {
    const { page } = await b.open('/?site=main', { cookies: trader });
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    await bell.click();
    await page.getByTestId('notification-panel').waitFor();
    await page.locator('[data-testid=reminder-types] [role=tab]').first().waitFor();
    await expectWholeTabs(page);
    await shot(page, 'visual-bell-tabs');
  });

  it('on /reminder at 390 px', async () => {
    const { page } = await b.open('/reminder?site=main', { cookies: trader, width: 390, height: 844, mobile: true });
    await page.locator('[data-testid=reminder-types] [role=tab]').first().waitFor();
    await expectWholeTabs(page);
    await shot(page, 'visual-reminder-tabs-390');
  });
});

describe('the chat launcher leaves the footer readable', () => {
  it('at 1440 px, scrolled to the bottom, the launcher sits in room of its own: no footer link or line under it', async () => {
    const { page } = await b.open('/?site=main');
    await page.getByTestId('chat-launcher').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await quiet(page);
    const seen = await page.evaluate(() => {
      const launcher = document.querySelector('[data-testid=chat-launcher]')!;
      const covered = [...document.querySelectorAll<HTMLElement>('footer a, footer button')].flatMap((link) => {
        const r = link.getBoundingClientRect();
        if (!r.width || !r.height || r.bottom <= 0 || r.top >= window.innerHeight) return [];
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit && launcher.contains(hit)
          ? [link.textContent?.trim() || link.getAttribute('aria-label') || link.outerHTML.slice(0, 60)]
          : [];
      });
      // The footer's last line (the copyright) ends above the launcher, whatever its width.
      const last = [...document.querySelectorAll('footer p, footer a')].reduce(
        (max, el) => Math.max(max, el.getBoundingClientRect().bottom),
        0,
      );
      return { covered, lastLine: last, launcherTop: launcher.getBoundingClientRect().top };
    });
    expect(seen.covered).toEqual([]);
    expect(seen.lastLine).toBeLessThanOrEqual(seen.launcherTop);
    await shot(page, 'visual-footer-launcher-1440');
  });
});

describe('phone chart', () => {
  it('at 390 px the legend stays left of the price axis', async () => {
    const { page } = await b.open('/trade/BTC_USDT?site=main', { width: 390, height: 844, mobile: true });
    await page.locator('[data-testid=chart-cell][data-ready=true]').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('chart-legend').first().textContent()).toMatch(/ O /);
    await quiet(page);
    const box = await page.evaluate(() => {
      const cell = document.querySelector('[data-testid=chart-cell]')!;
      const legend = cell.querySelector('[data-testid=chart-legend]')!.getBoundingClientRect();
      // lightweight-charts lays out a table: the pane's cell, then the right price axis's cell.
      const cells = [...cell.querySelectorAll('[data-testid=chart-canvas] table tr:first-child > td')]
        .map((td) => td.getBoundingClientRect())
        .filter((r) => r.width > 0);
      return { legendRight: legend.right, axisLeft: cells.at(-1)!.left, cells: cells.length };
    });
    expect(box.cells).toBeGreaterThan(1);
    expect(box.legendRight).toBeLessThanOrEqual(box.axisLeft);
    await page.getByTestId('chart-widget').scrollIntoViewIfNeeded();
    await shot(page, 'visual-chart-legend-390');
  });
});

describe('header icons', () => {
  it('the download icon and every dropdown arrow are the same SVG family, no text glyphs', async () => {
    const { page } = await b.open('/?site=main', { cookies: trader });
    await page.locator('header [data-menu=profile_menu]').waitFor();
    const header = await page.evaluate(() => {
      const h = document.querySelector('header')!;
      const chevrons = [...h.querySelectorAll('button[aria-expanded]')].filter((b) => b.querySelector('svg[data-icon=chevron]'));
      return {
        glyphs: (h.textContent ?? '').split('').filter((c) => '▾▴▼⤓↓⌄'.includes(c)),
        download: !!h.querySelector('[data-menu=app_download_qr] svg[data-icon=download]'),
        chevronShapes: [...new Set(chevrons.map((b) => b.querySelector('svg[data-icon=chevron] path')!.getAttribute('d')))],
        chevronSizes: [
          ...new Set(
            chevrons.map((b) => {
              const r = b.querySelector('svg[data-icon=chevron]')!.getBoundingClientRect();
              return `${r.width}x${r.height}`;
            }),
          ),
        ],
        chevrons: chevrons.length,
      };
    });
    expect(header.glyphs).toEqual([]);
    expect(header.download).toBe(true);
    expect(header.chevrons).toBeGreaterThan(3);
    expect(header.chevronShapes).toHaveLength(1);
    expect(header.chevronSizes).toHaveLength(1);
    await shot(page, 'visual-header-icons');
  });
});

describe('CJK pages', () => {
  for (const [prefix, font] of [
    ['zh', 'Noto Sans CJK SC'],
    ['zh-tw', 'Noto Sans CJK TC'],
    ['ja', 'Noto Sans CJK JP'],
    ['kr', 'Noto Sans CJK KR'],
  ] as const) {
    it(`/${prefix}/ declares ${font} for the page and its buttons`, async () => {
      const { page } = await b.open(`/${prefix}/?site=main`);
      await page.getByTestId('main-nav').waitFor();
      const fonts = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        body: getComputedStyle(document.body).fontFamily,
        button: getComputedStyle(document.querySelector('header button')!).fontFamily,
      }));
      expect(fonts.body, fonts.lang).toContain(font);
      expect(fonts.button).toContain(font);
    });
  }
});

describe('demo session', () => {
  it('the persona cookie alone is a session: an account page stays open', async () => {
    const { page } = await b.open('/myaccount?site=main', { cookies: { meridian_persona: 'trader' } });
    await page.locator('header [data-menu=profile_menu]').waitFor();
    await quiet(page);
    expect(new URL(page.url()).pathname).toBe('/myaccount');
    await page.goto('/reminder?site=main', { waitUntil: 'networkidle' });
    await quiet(page);
    expect(new URL(page.url()).pathname).toBe('/reminder');
    await shot(page, 'visual-persona-only-account');
  });

  it('a visitor persona is still sent to /login', async () => {
    const { page } = await b.open('/myaccount?site=main', { cookies: { meridian_persona: 'visitor' } });
    await page.waitForURL((u) => u.pathname === '/login');
  });
});
