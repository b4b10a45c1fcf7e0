import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';

const b = setupBrowser();

describe('pages', () => {
  it('shows the 404 page with prefixed helpful links', async () => {
    const { page } = await b.open('/zh/no/such/page?site=main');
    await page.getByTestId('not-found').waitFor();
    expect(await page.locator('[data-testid=not-found] a[href="/zh/learn"]').count()).toBe(1);
    expect(await page.locator('[data-testid=not-found] a[href="/zh/explore/bitcoin-halving-countdown"]').count()).toBe(1);
    await shot(page, 'not-found');
  });

  it('catches a crash in the error boundary, and Refresh reloads', async () => {
    const { page, errors } = await b.open('/?site=main&crash=1');
    await page.getByTestId('error-boundary').waitFor();
    expect(await page.getByRole('heading').first().textContent()).toBe('Something went wrong');
    await shot(page, 'error-boundary');
    expect(errors.some((e) => e.includes('demo crash'))).toBe(true);
    const nav = page.waitForNavigation();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await nav;
  });

  it('sends a visitor without uid and nickname cookies from an account page to /login', async () => {
    const { page } = await b.open('/myaccount/myfunds?site=main');
    await page.waitForURL((u) => u.pathname === '/login');
    const { page: withCookies } = await b.open('/myaccount/myfunds?site=main', { cookies: { uid: '1001', nickname: 'ann' } });
    expect(new URL(withCookies.url()).pathname).toBe('/myaccount/myfunds');
  });

  it('shows every other exchange route as a page frame inside the shell', async () => {
    const { page } = await b.open('/launchpool?site=main');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Launchpool');
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
  });

  it('registers the service worker v1.0.0 at scope / once after load', async () => {
    const { page } = await b.open('/?site=main');
    const reg = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      return { scope: r.scope, script: r.active?.scriptURL ?? '', count: (await navigator.serviceWorker.getRegistrations()).length };
    });
    expect(new URL(reg.scope).pathname).toBe('/');
    expect(reg.script).toContain('sw.js?v=v1.0.0');
    expect(reg.count).toBe(1);
  });
});
