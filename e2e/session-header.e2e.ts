import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

/**
 * The 404 and sign-up pages skip the user-info call (shell §4), yet a logged-in user must not look
 * logged out there: the header shows the account menus, not Log In / Sign Up.
 */
const b = setupBrowser();
const trader = { meridian_persona: 'trader', ...findPersona('trader')!.facts.cookies };

async function showsSession(page: Page): Promise<void> {
  await page.locator('header [data-menu=profile_menu]').waitFor();
  await quiet(page);
  expect(await page.locator('header [data-menu=profile_menu]').count()).toBeGreaterThan(0);
  expect(await page.locator('header [data-item=login]').count()).toBe(0);
  expect(await page.locator('header [data-item=signup]').count()).toBe(0);
}

describe('a logged-in user on pages that skip the user info', () => {
  it('straight to a 404 and to /signup (nothing remembered yet): the header shows the account menus', async () => {
    const { page } = await b.open('/no-such-page?site=main', { cookies: trader });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await showsSession(page);
    await shot(page, 'session-header-404');
    await page.context().clearCookies();
    await page.context().addCookies(Object.entries(trader).map(([name, value]) => ({ name, value, url: b.baseURL() })));
    await page.evaluate(() => localStorage.clear());
    await page.goto('/signup?site=main', { waitUntil: 'networkidle' });
    await showsSession(page);
    await shot(page, 'session-header-signup');
  });

  it('after a visit to the home page, the 404 and sign-up pages keep the same header', async () => {
    const { page } = await b.open('/?site=main', { cookies: trader });
    await page.locator('header [data-menu=profile_menu]').waitFor();
    for (const path of ['/no-such-page', '/signup', '/ar/no-such-page']) {
      await page.goto(`${path}?site=main`, { waitUntil: 'networkidle' });
      await showsSession(page);
    }
    await shot(page, 'session-header-404-ar');
  });

  it('Switch Account opens the log-in form for a session (it said "not available on this site" before)', async () => {
    const { page, errors } = await b.open('/?site=main', { cookies: trader });
    await page.locator('header [data-menu=profile_menu]').waitFor();
    await page.goto('/login?switch=1&site=main', { waitUntil: 'networkidle' });
    await page.getByTestId('login-form').waitFor();
    expect(await page.getByText('This is not available on this site.').count()).toBe(0);
    await showsSession(page);
    expect(errors).toEqual([]);
  });

  it('a visitor still sees Log In and Sign Up there', async () => {
    const { page } = await b.open('/no-such-page?site=main', { cookies: { meridian_persona: 'visitor' } });
    await page.locator('header [data-item=login]').waitFor();
    expect(await page.locator('header [data-menu=profile_menu]').count()).toBe(0);
  });
});
