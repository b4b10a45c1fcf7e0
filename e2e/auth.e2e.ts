import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';

const b = setupBrowser();
const DEMO_PASSWORD = 'demo1234';

describe('registration modal (shell §1, §4)', () => {
  it('Log In opens the modal; a wrong password shows the server message; the right one logs in and survives a reload', async () => {
    const { page, errors } = await b.open('/?site=main');
    await page.locator('header [data-item=login]').click();
    const modal = page.getByTestId('registration-modal');
    await modal.getByLabel('E-mail or phone number').fill('ann@demo.test');
    await modal.getByLabel(/^Password/).fill('wrong-one1');
    await modal.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => modal.getByRole('alert').textContent()).toContain(DEMO_PASSWORD);
    await shot(page, 'auth-login-error');
    await modal.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await modal.getByRole('button', { name: 'Log In' }).click();
    await page.locator('[data-menu=funds_menu]').waitFor();
    expect(await modal.count()).toBe(0);
    expect(await page.locator('header [data-item=login]').count()).toBe(0);
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('[data-menu=funds_menu]').waitFor();
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  it('Sign Up keeps the page query: the invite code comes from ?ref=, and the new account is logged in', async () => {
    const { page } = await b.open('/?site=main&ref=ABC123&utm_source=news');
    await page.locator('header [data-item=signup]').click();
    const modal = page.getByTestId('registration-modal');
    expect(await modal.getByLabel('Invite code').inputValue()).toBe('ABC123');
    await modal.getByRole('button', { name: 'Create account' }).click();
    await modal.getByText('Enter a valid e-mail address.').waitFor();
    await shot(page, 'auth-signup-errors');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/web/v1/usercenter/register'));
    await modal.locator('input[name=email]').fill('new@demo.test');
    await modal.getByLabel(/^Password/).fill('abcd1234');
    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Create account' }).click();
    const body = new URLSearchParams((await sent).postData() ?? '');
    expect(body.get('query')).toBe('site=main&ref=ABC123&utm_source=news');
    expect(body.get('channel')).toBe('web_header');
    await page.locator('[data-menu=profile_menu]').waitFor();
  });

  it('keyboard: Enter on Log In opens it with focus inside; Esc closes it and focus returns to Log In', async () => {
    const { page } = await b.open('/?site=main');
    const login = page.locator('header [data-item=login]');
    await login.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('registration-modal').waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid=registration-modal]'))).toBe(true);
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid=registration-modal]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('registration-modal').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-item'))).toBe('login');
  });

  it('a modified click on Sign Up follows the page link, which shows the form on its own page', async () => {
    const { page } = await b.open('/signup?site=main&ref=XY');
    await page.getByTestId('signup-form').waitFor();
    expect(await page.getByLabel('Invite code').inputValue()).toBe('XY');
    expect(await page.locator('header [data-item=signup]').getAttribute('href')).toBe('/signup?site=main&ref=XY');
  });

  it('on a phone the drawer opens the modal full screen', async () => {
    const { page } = await b.open('/?site=main', { width: 390, height: 844, mobile: true });
    await page.getByTestId('drawer-open').click();
    await page.getByTestId('mobile-drawer').locator('[data-item=login]').click();
    await page.getByTestId('login-form').waitFor();
    const box = await page.locator('[data-testid=registration-modal] .MuiDialog-paper').boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(389);
    await shot(page, 'auth-mobile');
  });

  it('no Sign Up on the test network: the modal offers login only', async () => {
    const { page } = await b.open('/?site=testnet');
    expect(await page.locator('header [data-item=signup]').count()).toBe(0);
    await page.locator('header [data-item=login]').click();
    await page.getByTestId('login-form').waitFor();
    expect(await page.getByTestId('registration-modal').getByRole('tab').count()).toBe(0);
  });
});

describe('logged-in header widths', () => {
  const trader = { meridian_persona: 'trader', uid: '1001', nickname: 'ann' };
  // The main navigation keeps room for several items; the rest go into its More menu (header chevrons in a 10x8 box).
  it.each([
    [1440, 420],
    [1280, 260],
    [992, 90],
  ])('at %i px nothing overflows the header and the main navigation keeps %i px', async (width, navMin) => {
    const { page } = await b.open('/?site=main', { width, cookies: trader });
    await page.locator('[data-menu=funds_menu]').waitFor();
    expect(await page.locator('header').evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
    const nav = await page.getByTestId('main-nav').boundingBox();
    expect(nav!.width).toBeGreaterThanOrEqual(navMin);
    await shot(page, `header-trader-${width}`);
  });
});

describe('viewport changes reach the Decision', () => {
  it('narrowing the window below 768 px takes the chat launcher away; widening brings it back', async () => {
    const { page } = await b.open('/?site=main', { width: 1024 });
    await page.getByTestId('chat-launcher').waitFor();
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(() => page.getByTestId('chat-launcher').count()).toBe(0);
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.getByTestId('chat-launcher').waitFor();
  });
});

describe('a returning user', () => {
  it("the next load paints the user's shell at once: the KYC bar in place, no Log In, no layout shift", async () => {
    const cookies = { meridian_persona: 'new_user', uid: '1002', nickname: 'newbie' };
    const { page, errors } = await b.open('/?site=main', { cookies });
    await page.locator('[data-bar=kyc_top]').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('meridian_answers_v1') ?? '')).toContain('"uid":1002');
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __login: boolean };
      w.__shift = 0;
      w.__login = false;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__shift += (e as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (document.querySelector('header [data-item=login]')) w.__login = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('[data-bar=kyc_top]').waitFor();
    const { shift, login } = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __login: boolean };
      return { shift: w.__shift, login: w.__login };
    });
    expect(login).toBe(false);
    expect(shift).toBeLessThan(0.01);
    expect(errors).toEqual([]);
  });
});
