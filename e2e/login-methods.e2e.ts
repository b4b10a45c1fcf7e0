import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';
import { expectLooks } from './looks';

/** Third-party login buttons per site (compliance §3.2, §6), on the /login and /signup pages and in the modal. */
const b = setupBrowser();

const methods = (page: Page) =>
  page.locator('[data-testid=login-methods] [data-method]').evaluateAll((els) => els.map((e) => e.getAttribute('data-method')));
const names = (page: Page) => page.locator('[data-testid=login-methods] [data-method]').allInnerTexts();

describe('login methods', () => {
  it('main: Google, MetaMask, Apple in that order on /login and /signup', async () => {
    const { page, errors } = await b.open('/login?site=main');
    await page.getByTestId('login-methods').waitFor();
    expect(await methods(page)).toEqual(['google', 'metamask', 'apple']);
    expect(await names(page)).toEqual(['Continue with Google', 'Continue with MetaMask', 'Continue with Apple']);
    await shot(page, 'login-methods-main-1440');
    await page.goto('/signup?site=main', { waitUntil: 'networkidle' });
    await page.getByTestId('signup-form').waitFor();
    expect(await methods(page)).toEqual(['google', 'metamask', 'apple']);
    expect(errors).toEqual([]);
  });

  it('jp: the login form has no third-party buttons', async () => {
    const { page, errors } = await b.open('/login?site=jp');
    await page.getByTestId('login-form').waitFor();
    expect(await page.getByTestId('login-methods').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('testnet: only the main exchange account', async () => {
    const { page } = await b.open('/login?site=testnet');
    await page.getByTestId('login-methods').waitFor();
    expect(await methods(page)).toEqual(['gateio']);
    expect(await names(page)).toEqual(['Continue with your Meridian account']);
  });

  it('a click completes the stand-in login: home page, logged in, and still logged in after a reload', async () => {
    const { page, errors } = await b.open('/login?site=main');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/web/v1/oauth/google/start'));
    await page.locator('[data-method=google]').click();
    expect(new URLSearchParams((await sent).postData() ?? '').get('channel')).toBe('web_page');
    await page.locator('[data-menu=funds_menu]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('[data-menu=funds_menu]').waitFor();
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  it('from the modal: MetaMask logs in and closes it', async () => {
    const { page } = await b.open('/?site=main');
    await page.locator('header [data-item=login]').click();
    const modal = page.getByTestId('registration-modal');
    await modal.locator('[data-method=metamask]').click();
    await page.locator('[data-menu=funds_menu]').waitFor();
    expect(await modal.count()).toBe(0);
  });

  it('a failed call shows an error and the visitor stays logged out', async () => {
    const { page, errors } = await b.open('/login?site=main', {
      cookies: { meridian_fault: encodeURIComponent(JSON.stringify({ '/api/web/v1/oauth/apple/start': '500' })) },
    });
    await page.locator('[data-method=apple]').click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Something went wrong. Please try again.');
    expect(await page.locator('header [data-item=login]').count()).toBe(1);
    expect(errors.some((e) => e.includes('oauth/apple/start'))).toBe(true);
  });

  it('the login page looks as its baselines on a phone and in dark mode', async () => {
    // The demo toolbar is in both pictures: it comes at the first input (here the e-mail field's own
    // focus) or 5 s after load, so each picture waits for it rather than racing it.
    const phone = await b.open('/login?site=main', { width: 390, height: 844, mobile: true });
    await phone.page.getByTestId('login-methods').waitFor();
    await phone.page.getByTestId('demo-toolbar').waitFor();
    await expectLooks(phone.page, 'login-methods-main-390');
    const dark = await b.open('/login?site=main', { cookies: { dark: '1', 'change-skin': 'dark' } });
    await dark.page.getByTestId('login-methods').waitFor();
    await dark.page.getByTestId('demo-toolbar').waitFor();
    await expectLooks(dark.page, 'login-methods-main-1440-dark');
  });

  it('Arabic: translated labels, laid out right to left', async () => {
    const { page } = await b.open('/ar/login?site=main');
    await page.getByTestId('login-methods').waitFor();
    expect(await names(page)).toEqual(['المتابعة باستخدام Google', 'المتابعة باستخدام MetaMask', 'المتابعة باستخدام Apple']);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shot(page, 'login-methods-main-ar');
  });
});
