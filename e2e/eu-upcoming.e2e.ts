import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';

/**
 * Upcoming products (shell §2 "The EU site replaces home links with a special link and shows an
 * upcoming-feature modal", §6, §8; issue 39, item 6): on the EU site every entry point of a product
 * it declares upcoming (header menu, footer, home) opens 'Stay tuned!'; on Malta, EU's parent, the
 * same entries are links.
 */
const b = setupBrowser();

async function openMenu(page: Page, id: string) {
  await page.locator(`header [data-menu=${id}]`).focus();
  await page.keyboard.press('Enter');
}

/** The entry points the test clicks, each found on a fresh visit of the home page. */
const ENTRIES: [string, (page: Page) => Promise<Locator>][] = [
  [
    'header Earn › Simple Earn',
    async (page) => {
      await openMenu(page, 'earn_menu');
      return page.locator('[data-panel=earn_menu] [data-item=earn_simple_earn]');
    },
  ],
  [
    'header Earn › Staking',
    async (page) => {
      await openMenu(page, 'earn_menu');
      return page.locator('[data-panel=earn_menu] [data-item=earn_staking]');
    },
  ],
  [
    'header Trade › Copy Trading',
    async (page) => {
      await openMenu(page, 'trade_menu');
      return page.locator('[data-panel=trade_menu] [data-item=trade_copytrading]');
    },
  ],
  ['footer Earn', async (page) => page.locator('footer [data-item=sister_earn]')],
  ['footer Copy Trading', async (page) => page.locator('footer [data-item=sister_copy_trading]')],
  ['home special link', async (page) => page.locator('main [data-home-link]').first()],
];

describe('upcoming products', () => {
  for (const [name, find] of ENTRIES) {
    it(`eu: ${name} opens 'Stay tuned!' and stays on the page`, async () => {
      const { page } = await b.open('/?site=eu', { width: 2560 });
      const entry = await find(page);
      await entry.scrollIntoViewIfNeeded();
      await entry.click();
      const dialog = page.getByRole('dialog', { name: 'Stay tuned!' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('This feature is upcoming');
      expect(new URL(page.url()).pathname).toBe('/');
      await shot(page, `eu-upcoming-${name.replace(/\W+/g, '-')}`);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await dialog.waitFor({ state: 'detached' });
    });

    it(`mt: ${name} is a link`, async () => {
      const { page } = await b.open('/?site=mt', { width: 2560 });
      const entry = await find(page);
      await entry.waitFor({ state: 'attached' });
      expect(await entry.evaluate((el) => el.tagName)).toBe('A');
      expect(await entry.getAttribute('href')).toBeTruthy();
    });
  }

  it("eu on a phone (390 px), dark, in German: the home page's special links open 'Stay tuned!'", async () => {
    const { page } = await b.open('/de/?site=eu', { width: 390, height: 844, mobile: true, cookies: { dark: '1' } });
    const links = page.locator('main [data-home-link]');
    await links.first().scrollIntoViewIfNeeded();
    expect(await links.evaluateAll((els) => els.map((e) => e.tagName))).toEqual(['BUTTON', 'BUTTON', 'BUTTON']);
    await shot(page, 'eu-upcoming-home-390-de-dark');
    await links.nth(1).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await shot(page, 'eu-upcoming-home-390-de-dark-modal');
    expect(new URL(page.url()).pathname).toBe('/de/');
  });
});
