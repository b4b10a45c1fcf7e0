import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

/**
 * Notices come one at a time (docs/contract.md: only Decision.dialogs[0] opens): a restricted visitor on the
 * UK site has two modal notices and two footer tips from the server, and sees them in turn, the
 * dialogs first in their priority order, then the tips in the server's order.
 */
const b = setupBrowser();

/** Every notice on screen: dialogs of the queue and footer tips. */
const notices = (page: Page) =>
  page
    .locator('[data-dialog], [data-footer-tip]')
    .evaluateAll((els) =>
      els
        .filter((e) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).position === 'fixed')
        .map((e) => e.getAttribute('data-dialog') ?? `tip:${e.querySelector('h2')?.textContent ?? ''}`),
    );
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await quiet(page);
};

describe('one notice at a time', () => {
  it('a restricted visitor on the UK site: restricted location, state limit, then each footer tip', async () => {
    const { page } = await b.open('/?site=uk', { cookies: { meridian_persona: 'restricted_country' } });
    await page.locator('[data-dialog=restricted_location]').waitFor();
    await settle(page);
    expect(await notices(page)).toEqual(['restricted_location']);
    await shot(page, 'notice-queue-1-restricted-location');

    await page.locator('[data-dialog=restricted_location]').getByRole('button', { name: 'I Acknowledge', exact: true }).click();
    await page.locator('[data-dialog=state_limit]').waitFor();
    await settle(page);
    expect(await notices(page)).toEqual(['state_limit']);

    await page.locator('[data-dialog=state_limit]').getByRole('button', { name: 'Confirm', exact: true }).click();
    const promo = page.getByRole('region', { name: 'Financial promotion' });
    await promo.waitFor();
    await settle(page);
    expect(await notices(page)).toEqual(['tip:Financial promotion']);
    await promo.scrollIntoViewIfNeeded();
    await shot(page, 'notice-queue-3-financial-promotion');

    await promo.getByRole('button', { name: 'I understand' }).click();
    await page.getByRole('region', { name: 'Restricted location' }).waitFor();
    expect(await notices(page)).toEqual(['tip:Restricted location']);
    await page.getByRole('region', { name: 'Restricted location' }).getByRole('button', { name: 'Not now' }).click();
    await expect.poll(() => notices(page)).toEqual([]);
  });

  it('at 390 px, in the dark theme: still one notice', async () => {
    const { page } = await b.open('/?site=uk', {
      cookies: { meridian_persona: 'restricted_country', dark: '1' },
      width: 390,
      height: 844,
      mobile: true,
    });
    await page.locator('[data-dialog=restricted_location]').waitFor();
    await settle(page);
    expect(await notices(page)).toEqual(['restricted_location']);
    await shot(page, 'notice-queue-390-dark');
  });
});
