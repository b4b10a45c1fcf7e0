import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

const b = setupBrowser();
const trader = { meridian_persona: 'trader', uid: '1001', nickname: 'ann' };
const MENUS = ['buy_menu', 'trade_menu', 'derivatives_menu', 'earn_menu', 'community_menu', 'promotions_menu', 'more_menu'];

describe('header', () => {
  it.each(['main', 'us', 'tr'])('logged out on %s: Log In and Sign Up; logged in: wallet, orders, account', async (site) => {
    const { page } = await b.open(`/?site=${site}`);
    await page.locator('[data-item=login]').waitFor();
    expect(await page.locator('[data-menu=funds_menu]').count()).toBe(0);
    await shot(page, `header-${site}-visitor`);
    const { page: user } = await b.open(`/?site=${site}`, { cookies: trader });
    await user.locator('[data-menu=funds_menu]').waitFor();
    expect(await user.locator('[data-item=login]').count()).toBe(0);
    expect(await user.locator('[data-menu=profile_menu]').count()).toBe(1);
    await shot(user, `header-${site}-trader`);
  });

  // docs/performance-method.md, the 185 KB ceiling: the menus' item texts are not part of the home page; the header's first intent fetches them.
  it("fetches the menus' item texts on the first focus of the navigation; a menu opened at once shows words, never keys", async () => {
    const { page } = await b.open('/?site=main', { width: 2560 });
    const asked = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/menu-text-[^/]*\.js$/.test(e.name)).length);
    await page.locator('[data-item=login]').waitFor();
    await quiet(page);
    expect(await asked()).toBe(0);
    const button = page.locator('[data-menu=buy_menu]');
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('[data-panel=buy_menu]');
    await expect.poll(() => panel.textContent()).toContain('Quick Buy');
    expect(await panel.textContent()).not.toMatch(/nav\./);
    expect(await asked()).toBe(1);
  });

  // Every mega-menu in the row needs a window wide enough for all of them; narrower ones put the rest in More.
  it('opens every mega-menu by mouse, one at a time', async () => {
    const { page } = await b.open('/?site=main', { width: 2560 });
    for (const id of MENUS) {
      const button = page.locator(`[data-menu=${id}]`);
      await button.scrollIntoViewIfNeeded();
      await button.hover();
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('[data-menu][aria-expanded=true]').count()).toBe(1); // the demo toolbar's fold button is not a menu
      expect(await page.locator(`[data-panel=${id}] a`).count()).toBeGreaterThan(0);
    }
    await page.locator(`[data-menu=earn_menu]`).hover();
    await shot(page, 'mega-menu-earn');
  });

  it('opens every mega-menu by keyboard; Esc closes it and returns focus; clicking the open one closes it', async () => {
    const { page } = await b.open('/?site=main', { width: 2560 });
    for (const id of MENUS) {
      const button = page.locator(`[data-menu=${id}]`);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[data-panel]')?.getAttribute('data-panel'))).toBe(id);
      await page.keyboard.press('Escape');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-menu'))).toBe(id);
    }
    const trade = page.locator('[data-menu=trade_menu]');
    await trade.click();
    await expect.poll(() => trade.getAttribute('aria-expanded')).toBe('true');
    await page.waitForTimeout(500); // past the hover-then-click grace period
    await trade.click();
    await expect.poll(() => trade.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the profile card with UID copy, KYC tick and VIP tier', async () => {
    const { page } = await b.open('/?site=main', { cookies: { meridian_persona: 'white_listed', uid: '1001', nickname: 'ann' } });
    await page.locator('[data-menu=profile_menu]').click();
    await page.getByTestId('profile-card').waitFor();
    expect(await page.getByTestId('kyc-tick').count()).toBe(1);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('copy-uid').click();
    await expect.poll(() => page.getByTestId('profile-card').textContent()).toContain('Copied successfully');
    expect(await page.locator('[data-panel=profile_menu] a[href="/myaccount/sub_account_manage"]').count()).toBe(1);
    await shot(page, 'profile-card');
    await expect.poll(() => page.getByTestId('profile-card').textContent(), { timeout: 3000 }).not.toContain('Copied successfully');
  });

  it('logs out of this device: overlay, cookies pver and sign cleared, to /login', async () => {
    const { page } = await b.open('/?site=main', { cookies: { ...trader, pver: 'x', sign: 'y' } });
    await page.locator('[data-menu=logout_menu]').click();
    await Promise.all([page.waitForURL((u) => u.pathname === '/login'), page.getByTestId('logout-this').click()]);
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('pver');
    expect(names).not.toContain('sign');
  });

  it('has no logout on the test network and shows the demo label there', async () => {
    const { page } = await b.open('/?site=testnet', { cookies: trader });
    await page.locator('[data-menu=funds_menu]').waitFor();
    expect(await page.locator('[data-menu=logout_menu]').count()).toBe(0);
    expect(await page.getByTestId('demo-label').count()).toBe(1);
  });

  it('puts the items that do not fit into More when the navigation overflows', async () => {
    const { page } = await b.open('/?site=main', { width: 1100, cookies: trader });
    await page.locator('[data-menu=nav_overflow]').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('nav-overflow').waitFor();
  });
});

describe('header details', () => {
  // Every answer 6 s late: React's first render comes long before the common data, even on a loaded
  // machine (with 1.5 s, a slow first render could come after the answer and see nothing pending).
  it('shows Log In and Sign Up only once login loading has finished', async () => {
    const { page } = await b.open('/?site=main', { cookies: { meridian_delay: '6000' }, waitUntil: 'domcontentloaded' });
    let answered = false;
    const settings = page
      .waitForResponse((r) => r.url().includes('/api/web/v1/site/settings'), { timeout: 30_000 })
      .then(() => {
        answered = true;
      });
    await page.locator('[data-item=login]').waitFor({ state: 'attached' });
    const early = await page.locator('[data-item=login]').isVisible();
    // Hidden while the common data is still on its way (had it arrived, the check would prove nothing).
    expect({ early, answered }).toEqual({ early: false, answered: false });
    await settings;
    await expect.poll(() => page.locator('[data-item=login]').isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('draws the app-download QR code at 137 px', async () => {
    const { page } = await b.open('/?site=main');
    await page.locator('[data-menu=app_download_qr]').click();
    const qr = page.getByTestId('app-qr');
    await qr.waitFor();
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(137);
    await shot(page, 'app-download-qr');
  });

  it('has the demo/live switch on the test network only', async () => {
    const { page } = await b.open('/?site=testnet');
    await page.getByTestId('demo-live-switch').waitFor();
    const { page: main } = await b.open('/?site=main');
    await main.locator('[data-item=login]').waitFor();
    expect(await main.getByTestId('demo-live-switch').count()).toBe(0);
  });
});

describe('mobile', () => {
  it('replaces the header below 992 px with a side drawer at 390 px', async () => {
    const { page } = await b.open('/?site=main', { width: 390, height: 844, mobile: true, cookies: trader });
    expect(await page.locator('header nav').count()).toBe(0);
    await page.getByTestId('drawer-open').click();
    await page.getByTestId('mobile-drawer').waitFor();
    await page.locator('[data-group=funds_menu]').click();
    expect(await page.locator('[data-group=funds_menu] a[href="/myaccount/myfunds/spot"]').count()).toBe(1);
    expect(await page.getByTestId('drawer-app-download').count()).toBe(1);
    await shot(page, 'mobile-drawer');
    // The Deposit entry is in the drawer too and opens the deposit chooser over it.
    await page.getByTestId('drawer-deposit').getByRole('button').click();
    await page.getByRole('dialog', { name: 'Deposit' }).waitFor();
  });

  it('has no app-download button in the US drawer', async () => {
    const { page } = await b.open('/?site=us', { width: 390, height: 844, mobile: true });
    await page.getByTestId('drawer-open').click();
    await page.getByTestId('mobile-drawer').waitFor();
    expect(await page.getByTestId('drawer-app-download').count()).toBe(0);
  });
});
