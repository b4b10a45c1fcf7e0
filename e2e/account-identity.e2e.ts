import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

// The logged-in header's identity and the account links (shell §2, §3, §4; compliance §2.1):
// no user-info call where the spec skips it, the avatar leads to the profile page, the VIP level
// is an image, /auth/ is a page, and Sign Up carries the stored sign-up query string.
const b = setupBrowser();

const USER_INFO = '/api/web/v1/usercenter/get_info';
const trader = { meridian_persona: 'trader', ...findPersona('trader')!.facts.cookies };
const PHONE = { width: 390, height: 844, mobile: true } as const;

/** Counts the user-info requests the page makes from now on. */
function countUserInfo(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === USER_INFO) n++;
  });
  return () => n;
}

/** Waits until the referral capture has kept the sign-up query string (it verifies the invite first). */
async function storedSignupQuery(page: Page): Promise<void> {
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'signup_query')?.value, { timeout: 20_000 })
    .toContain('ref=GOOD');
}

/** Console errors other than a call timing out on a machine under load (the answers' fallbacks cover those). */
const own = (errors: string[]) => errors.filter((e) => !/timed out/.test(e));

async function openDrawer(page: Page) {
  await page.getByTestId('drawer-open').click();
  await page.getByTestId('mobile-drawer').waitFor();
}

describe('user info is not asked for where the spec skips it (shell §4)', () => {
  const paths = ['/signup', '/login/reset', '/bind', '/auth/google', '/auth/', '/no-such-page'];
  const prefixed = [...paths.flatMap((p) => [p, `/zh${p}`]), '/ar/no-such-page', '/ar/signup'];
  it('a logged-in visitor on sign-up, reset, bind, auth and 404 pages, with and without a language prefix: no get_info', async () => {
    const { page, errors } = await b.open('about:blank', { cookies: trader, waitUntil: 'load' });
    const count = countUserInfo(page);
    for (const path of prefixed) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}site=main`, { waitUntil: 'networkidle' });
      // The header knows the session (the cookies): the identity is there, and asked nothing.
      await page.locator('header [data-menu=profile_menu]').waitFor();
      await page.locator('header [data-menu=profile_menu]').hover();
      await page.getByTestId('profile-card').waitFor();
      await expect.poll(() => page.getByTestId('profile-card').textContent()).toContain('ann');
      await quiet(page);
      expect(count(), `get_info on ${path}`).toBe(0);
    }
    await shot(page, 'account-identity-skip-ar-404');
    // On a page that is not skipped, the call is made (the test would pass on a page that asks nothing).
    await page.goto('/?site=main', { waitUntil: 'networkidle' });
    expect(count()).toBeGreaterThan(0);
    expect(own(errors)).toEqual([]);
  }, 300_000);

  it('on a phone, the drawer identity asks nothing either', async () => {
    const { page } = await b.open('about:blank', { ...PHONE, cookies: trader, waitUntil: 'load' });
    const count = countUserInfo(page);
    for (const path of ['/signup', '/ar/bind', '/no-such-page']) {
      await page.goto(`${path}?site=main`, { waitUntil: 'networkidle' });
      await openDrawer(page);
      await expect.poll(() => page.getByTestId('drawer-account').textContent()).toContain('1001');
      await quiet(page);
      expect(count(), `get_info on ${path}`).toBe(0);
    }
    await shot(page, 'account-identity-skip-phone');
  }, 180_000);
});

describe('/auth/ is a page (shell §2 Account)', () => {
  it('bare /auth/ and /auth are no 404; /auth/google neither', async () => {
    for (const path of ['/auth/', '/auth', '/auth/google', '/ar/auth/']) {
      const { page } = await b.open(`${path}?site=main`, { cookies: { meridian_persona: 'visitor' } });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByTestId('not-found').count(), path).toBe(0);
      await page.context().close();
    }
  }, 180_000);
});

describe('the avatar leads to /myaccount/profile (shell §2 Profile menu)', () => {
  it('desktop 1440: the profile card avatar is a link to the profile page', async () => {
    const { page, errors } = await b.open('/?site=main', { cookies: trader });
    await page.locator('header [data-menu=profile_menu]').hover();
    const card = page.getByTestId('profile-card');
    await card.waitFor();
    const avatar = card.getByTestId('profile-avatar-link');
    expect(await avatar.getAttribute('href')).toBe('/myaccount/profile');
    expect(await avatar.getAttribute('aria-label')).toBeTruthy();
    await shot(page, 'account-identity-desktop-card');
    await avatar.click();
    await page.waitForURL(/\/myaccount\/profile/);
    expect(own(errors)).toEqual([]);
  });

  it('desktop, Arabic: the link keeps the language prefix', async () => {
    const { page } = await b.open('/ar?site=main', { cookies: trader });
    await page.locator('header [data-menu=profile_menu]').hover();
    const avatar = page.getByTestId('profile-card').getByTestId('profile-avatar-link');
    expect(await avatar.getAttribute('href')).toBe('/ar/myaccount/profile');
    await shot(page, 'account-identity-desktop-card-ar');
  });

  it('phone 390: the drawer avatar is a link to the profile page', async () => {
    const { page } = await b.open('/?site=main', { ...PHONE, cookies: trader });
    await openDrawer(page);
    const avatar = page.getByTestId('drawer-account').getByTestId('profile-avatar-link');
    expect(await avatar.getAttribute('href')).toBe('/myaccount/profile');
    await shot(page, 'account-identity-phone-drawer');
    await avatar.click();
    await page.waitForURL(/\/myaccount\/profile/);
  });
});

describe('the VIP level is an image VIP0 … VIP{n} (shell §3)', () => {
  it('the trader (VIP 3): an image of /images/vip/VIP3.svg that loaded, alt "VIP 3", on the card and in the drawer', async () => {
    const { page } = await b.open('/?site=main', { cookies: trader });
    await page.locator('header [data-menu=profile_menu]').hover();
    const vip = page.getByTestId('profile-card').getByTestId('vip-level');
    await vip.waitFor();
    await quiet(page);
    const img = page.getByTestId('profile-card').locator('img[data-testid=vip-level]');
    expect(await img.count()).toBe(1);
    expect(new URL((await img.evaluate((el: HTMLImageElement) => el.currentSrc))!).pathname).toBe('/images/vip/VIP3.svg');
    expect(await img.getAttribute('alt')).toBe('VIP 3');
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await shot(page, 'account-identity-vip-desktop');

    const phone = await b.open('/ar?site=main', { ...PHONE, cookies: trader });
    await openDrawer(phone.page);
    const drawerImg = phone.page.getByTestId('drawer-account').locator('img[data-testid=vip-level]');
    await drawerImg.waitFor();
    await expect.poll(() => drawerImg.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    // The alt is the translated "VIP {{level}}" (locales/ar/header.json spells it as the image does).
    expect(await drawerImg.getAttribute('alt')).toBe('VIP 3');
    await shot(phone.page, 'account-identity-vip-phone-ar');
  });

  it('a level with no image falls back to the level as text', async () => {
    const { page } = await b.open('/?site=main', { cookies: trader });
    await page.route('**/images/vip/VIP3.svg', (r) => r.fulfill({ status: 404, body: '' }));
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('header [data-menu=profile_menu]').hover();
    const vip = page.getByTestId('profile-card').getByTestId('vip-level');
    await expect.poll(() => vip.evaluate((el) => el.tagName)).toBe('SPAN');
    expect(await vip.textContent()).toBe('VIP 3');
  });
});

describe('Sign Up carries the stored sign-up query string (shell §2 Account)', () => {
  it('after /?ref=GOOD, a fresh load of / keeps ref=GOOD on the header Sign Up', async () => {
    const { page, errors } = await b.open('/?ref=GOOD&site=main', { cookies: { meridian_persona: 'visitor' } });
    const signup = page.locator('header [data-item=signup]');
    await signup.waitFor();
    expect(await signup.getAttribute('href')).toContain('ref=GOOD');
    await storedSignupQuery(page);
    await page.goto('/?site=main', { waitUntil: 'networkidle' });
    await signup.waitFor();
    expect(await signup.getAttribute('href')).toContain('ref=GOOD');
    // The footer's sign-up call to action is a Sign Up too.
    expect(await page.getByTestId('footer-signup').getByRole('link').getAttribute('href')).toContain('ref=GOOD');
    // Another page without a referral of its own: still the stored one.
    await page.goto('/price?site=main', { waitUntil: 'networkidle' });
    expect(await page.locator('header [data-item=signup]').getAttribute('href')).toContain('ref=GOOD');
    await shot(page, 'account-identity-signup-stored');
    expect(own(errors)).toEqual([]);
  });

  it('a page with its own referral wins over the stored one', async () => {
    const { page } = await b.open('/?ref=GOOD&site=main', { cookies: { meridian_persona: 'visitor' } });
    await storedSignupQuery(page);
    await page.goto('/?ref=CHANNEL&site=main', { waitUntil: 'networkidle' });
    const href = await page.locator('header [data-item=signup]').getAttribute('href');
    expect(href).toContain('ref=CHANNEL');
    expect(href).not.toContain('ref=GOOD');
  });

  it('phone 390: the drawer Sign Up keeps it too', async () => {
    const { page } = await b.open('/?ref=GOOD&site=main', { ...PHONE, cookies: { meridian_persona: 'visitor' } });
    await storedSignupQuery(page);
    await page.goto('/?site=main', { waitUntil: 'networkidle' });
    await openDrawer(page);
    const signup = page.getByTestId('mobile-drawer').locator('[data-item=signup]');
    expect(await signup.getAttribute('href')).toContain('ref=GOOD');
    await shot(page, 'account-identity-signup-phone');
  });
});
