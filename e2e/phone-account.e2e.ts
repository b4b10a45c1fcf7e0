import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';
import { expectLooks } from './looks';

// The phone drawer's account block (shell §1, §2, §5, §6, §7): who is logged in, the balance,
// Switch Account where the Decision offers it, and both ways to log out with the overlay.
const b = setupBrowser();
// 'load', not network idle: the drawer needs the page, not every answer.
const PHONE = { width: 390, height: 844, mobile: true, waitUntil: 'load' } as const;
const session = { uid: '1001', nickname: 'ann' };

async function openDrawer(page: Page) {
  await page.getByTestId('drawer-open').click();
  await page.getByTestId('mobile-drawer').waitFor();
}

describe('phone drawer account block', () => {
  it('shows nickname, UID with copy, KYC tick and level, VIP, the balance and Switch Account', async () => {
    const { page, errors } = await b.open('/?site=main', { ...PHONE, cookies: { meridian_persona: 'white_listed', ...session } });
    await openDrawer(page);
    const block = page.getByTestId('drawer-account');
    await block.waitFor();
    await expect.poll(() => block.textContent()).toContain('ann');
    expect(await block.textContent()).toContain('1001');
    expect(await block.getByTestId('kyc-tick').count()).toBe(1);
    expect(await block.getByTestId('kyc-level').textContent()).toBe('KYC level 2');
    // The VIP image, or its level as text where the image cannot load.
    expect(await block.getByTestId('vip-level').evaluate((el) => el.getAttribute('alt') ?? el.textContent)).toBe('VIP 3');
    // Visible once the image has loaded (an image has no size before), or as text once it failed.
    await block.getByTestId('vip-level').waitFor({ state: 'visible' });
    await block.getByTestId('account-balance').getByTestId('balance-btc').filter({ hasText: /BTC/ }).waitFor();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await block.getByTestId('copy-uid').click();
    await expect.poll(() => block.textContent()).toContain('Copied successfully');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1001');
    expect(await page.getByTestId('mobile-drawer').locator('[data-item=switch_account]').getAttribute('href')).toBe('/login?switch=1');
    await shot(page, 'phone-account-light');
    expect(errors).toEqual([]);
  });

  it('names the drawer dialog, in the page language', async () => {
    const { page } = await b.open('/?site=main', { ...PHONE, cookies: { meridian_persona: 'trader', ...session } });
    await openDrawer(page);
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(1);
    const { page: ar } = await b.open('/ar/?site=main', { ...PHONE, cookies: { meridian_persona: 'trader', ...session } });
    await openDrawer(ar);
    const name = await ar
      .getByRole('dialog')
      .first()
      .evaluate((el) => el.getAttribute('aria-label') ?? document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(name).toBeTruthy();
    expect(name).not.toBe('Menu');
  });

  it('draws group headings at least as strong as the single links under them', async () => {
    const { page } = await b.open('/?site=main', { ...PHONE, cookies: { meridian_persona: 'trader', ...session } });
    await openDrawer(page);
    const weight = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((el) => {
          const s = getComputedStyle(el);
          return { weight: Number(s.fontWeight), size: parseFloat(s.fontSize), color: s.color };
        });
    const heading = await weight('[data-group] .MuiAccordionSummary-content');
    const single = await weight('[data-testid=mobile-drawer] > div:not([data-group]) .menu-item-title');
    expect(heading.weight).toBeGreaterThanOrEqual(single.weight);
    expect(heading.size).toBeGreaterThanOrEqual(single.size);
    expect(heading.color).toBe(single.color);
  });

  it.each([
    ['a sub-account', 'sub_account', 'main'],
    ['off the main site', 'trader', 'tr'],
  ])('has no Switch Account for %s', async (_, persona, site) => {
    const { page } = await b.open(`/?site=${site}`, { ...PHONE, cookies: { meridian_persona: persona, ...session } });
    await openDrawer(page);
    await page.getByTestId('drawer-account').waitFor();
    await page.getByTestId('drawer-account-actions').waitFor();
    expect(await page.getByTestId('mobile-drawer').locator('[data-item=switch_account]').count()).toBe(0);
  });

  it.each([
    ['logout-this', 'this device'],
    ['logout-all', 'all devices'],
  ])('logs out of %s (%s): overlay, then the logged-out header', async (button) => {
    const { page } = await b.open('/?site=main', { ...PHONE, cookies: { meridian_persona: 'trader', ...session, pver: 'x', sign: 'y' } });
    await openDrawer(page);
    // Hold the logout answer so the overlay can be seen before the page leaves.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(/\/api\/web\/v1\/usercenter\/logout/, async (route) => {
      await held;
      await route.fallback();
    });
    await page.getByTestId('drawer-account-actions').getByTestId(button).click();
    await page.getByTestId('logging-out').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Logging out' }).count()).toBe(1);
    const navigated = page.waitForURL((u) => u.pathname === '/login', { waitUntil: 'load' });
    release();
    await navigated;
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('pver');
    expect(names).not.toContain('sign');
    await openDrawer(page);
    await page.getByTestId('mobile-drawer').locator('[data-item=login]').waitFor();
    expect(await page.getByTestId('drawer-account').count()).toBe(0);
  });

  it('has no logout on the test network', async () => {
    const { page } = await b.open('/?site=testnet', { ...PHONE, cookies: { meridian_persona: 'trader', ...session } });
    await openDrawer(page);
    await page.getByTestId('drawer-account').waitFor();
    expect(await page.getByTestId('logout-this').count()).toBe(0);
  });

  it.each([
    ['dark', '/?site=main', { dark: '1' }],
    ['ar', '/ar/?site=main', {}],
  ] as const)('the drawer with the account looks as its baselines: %s', async (name, path, extra) => {
    const { page } = await b.open(path, { ...PHONE, cookies: { meridian_persona: 'white_listed', ...session, ...extra } });
    await openDrawer(page);
    await page.getByTestId('balance-btc').filter({ hasText: /BTC/ }).waitFor();
    await expectLooks(page, `phone-account-${name}`);
    // Scrolled to the end: Switch Account and both logouts.
    await page.getByTestId('logout-all').scrollIntoViewIfNeeded();
    await expectLooks(page, `phone-account-${name}-end`);
  });
});
