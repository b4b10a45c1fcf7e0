import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';

/**
 * The growth tab bar (shell §2) and the rebate programme's roles (compliance §3.2): the growth pages
 * carry the bar, the referral tab says 40% and 500, clicks between some tabs add a channel, and the
 * affiliate and broker entries are for the roles the rebate user info names (issue 22, item 6).
 */
const b = setupBrowser();
const bar = (page: Page) => page.getByTestId('growth-tab-bar');
const tabs = (page: Page) =>
  bar(page)
    .locator('a[data-item]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('data-item')));

describe('growth tab bar', () => {
  it('a visitor on /referral: three tabs, the referral one current, with its 40% / 500 line; none on the home page', async () => {
    const { page, errors } = await b.open('/referral?site=main');
    await bar(page).waitFor();
    expect(await tabs(page)).toEqual(['growth_rewards_hub', 'growth_activity_center', 'growth_referral']);
    expect(await bar(page).locator('[aria-current=page]').getAttribute('data-item')).toBe('growth_referral');
    const line = await page.getByTestId('growth-desc').textContent();
    expect(line).toContain('40%');
    expect(line).toContain('500');
    await page.goto('/?site=main', { waitUntil: 'networkidle' });
    await page.locator('[data-item=login]').waitFor();
    expect(await bar(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('an affiliate gets the Affiliate entry (asked from the rebate user info), and clicks between tabs add the channel', async () => {
    const { page, errors } = await b.open('/rewards_hub?site=main', {
      cookies: { meridian_persona: 'affiliate' },
      waitUntil: 'domcontentloaded',
    });
    const rebate = await page.waitForResponse((r) => r.url().includes('/api/web/v1/rebate/get_user_info'));
    expect(rebate.status()).toBe(200);
    await bar(page).locator('[data-item=growth_affiliate]').waitFor();
    expect(await tabs(page)).toEqual(['growth_rewards_hub', 'growth_activity_center', 'growth_referral', 'growth_affiliate']);
    await bar(page).locator('[data-item=growth_referral]').click();
    await page.waitForURL(/\/referral\?channel=rewards_hub_tab$/);
    // The URL changes first (client routing); the bar follows on the next render.
    await expect.poll(() => bar(page).locator('[aria-current=page]').getAttribute('data-item')).toBe('growth_referral');
    expect(await bar(page).locator('[data-item=growth_affiliate]').getAttribute('href')).toBe('/referral/affiliate?channel=referral_tab');
    await shot(page, 'growth-affiliate-1440');
    expect(errors).toEqual([]);
  });

  it('a trader (agency type 0) gets neither entry; a partner gets both', async () => {
    const { page: trader } = await b.open('/referral?site=main', { cookies: { meridian_persona: 'trader' } });
    await bar(trader).waitFor();
    await trader.locator('[data-menu=funds_menu]').waitFor();
    expect(await tabs(trader)).toEqual(['growth_rewards_hub', 'growth_activity_center', 'growth_referral']);
    const { page } = await b.open('/referral?site=main', { cookies: { meridian_persona: 'partner' } });
    await bar(page).locator('[data-item=growth_broker]').waitFor();
    expect(await tabs(page)).toEqual([
      'growth_rewards_hub',
      'growth_activity_center',
      'growth_referral',
      'growth_affiliate',
      'growth_broker',
    ]);
  });

  it('a failed rebate call leaves a partner without agent roles (compliance §8)', async () => {
    const fault = encodeURIComponent(JSON.stringify({ '/api/web/v1/rebate/get_user_info': '500' }));
    const { page, errors } = await b.open('/referral?site=main', { cookies: { meridian_persona: 'partner', meridian_fault: fault } });
    await bar(page).waitFor();
    await page.locator('[data-menu=funds_menu]').waitFor();
    expect(await tabs(page)).toEqual(['growth_rewards_hub', 'growth_activity_center', 'growth_referral']);
    expect(errors.every((e) => /rebate\/get_user_info|status of 500/.test(e))).toBe(true);
  });

  it('on a phone the row scrolls sideways inside the page; in Arabic it reads right to left', async () => {
    const { page } = await b.open('/rewards_hub?site=main', {
      width: 390,
      height: 844,
      mobile: true,
      cookies: { meridian_persona: 'partner' },
    });
    await bar(page).locator('[data-item=growth_broker]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const row = await bar(page)
      .locator('ul')
      .evaluate((ul) => ({ scroll: ul.scrollWidth, client: ul.clientWidth }));
    expect(row.scroll).toBeGreaterThan(row.client);
    await shot(page, 'growth-phone-390');
    const { page: ar } = await b.open('/ar/referral?site=main', { cookies: { meridian_persona: 'partner' } });
    await bar(ar).locator('[data-item=growth_broker]').waitFor();
    expect(await ar.getByTestId('growth-desc').textContent()).toContain('40%');
    expect(await bar(ar).locator('[data-item=growth_referral]').textContent()).toBe('الإحالة');
    await shot(ar, 'growth-arabic-1440');
  });
});
