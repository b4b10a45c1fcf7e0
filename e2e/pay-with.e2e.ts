import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';
import { expectLooks } from './looks';

/** The Buy Crypto menu's "Pay with" panel (shell §2 /crypto "with a Pay with panel", §4 Fiat, §9 curr_fiat). */
const b = setupBrowser();

const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name);
const panel = (page: Page) => page.locator('[data-panel=buy_menu]');
const toggle = (page: Page) => panel(page).locator('[data-item=buy_pay_with]');
/** Opens Buy Crypto as a mouse does (hover; a click soon after only confirms it). */
const openBuy = async (page: Page) => {
  await page.locator('[data-menu=buy_menu]').hover();
  await toggle(page).waitFor();
};

describe('Pay with panel', () => {
  it('opens from Buy Crypto, lists the buying fiats, stores the pick in curr_fiat and shows it after a reload', async () => {
    const { page, errors } = await b.open('/?site=main');
    await openBuy(page);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await panel(page).getByTestId('pay-with-current').textContent()).toContain('USD');
    await toggle(page).click();
    const list = panel(page).getByRole('list', { name: 'Currencies you can pay with' });
    await list.waitFor();
    expect(await list.locator('[data-fiat]').evaluateAll((els) => els.map((e) => e.getAttribute('data-fiat')))).toEqual([
      'USD',
      'EUR',
      'GBP',
      'TRY',
      'JPY',
      'BRL',
      'VND',
      'KRW',
      'AED',
      'SGD',
      'HKD',
    ]);
    expect(await list.locator('[data-fiat=USD]').getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'pay-with-open-1440');

    await list.locator('[data-fiat=EUR]').click();
    await expect.poll(async () => (await cookie(page, 'curr_fiat'))?.value).toBe('EUR');
    const stored = (await cookie(page, 'curr_fiat'))!;
    expect(stored.path).toBe('/');
    expect(stored.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    // The list closes, the menu stays (the pointer is still on it), and the Buy links now ask for the
    // picked fiat (the Decision's {fiat}).
    expect(await list.count()).toBe(0);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await panel(page).getByTestId('pay-with-current').textContent()).toContain('EUR');
    await expect.poll(() => panel(page).locator('[data-item=buy_quick]').getAttribute('href')).toBe('/crypto/buy?crypto=USDT&fiat=EUR');

    await page.reload({ waitUntil: 'networkidle' });
    await openBuy(page);
    expect(await panel(page).getByTestId('pay-with-current').textContent()).toContain('EUR');
    await toggle(page).click();
    expect(await panel(page).locator('[data-fiat=EUR]').getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('works from the keyboard: Tab into the menu, Enter opens the list, Enter picks, Esc closes the list then the menu', async () => {
    const { page } = await b.open('/?site=main');
    const buy = page.locator('[data-menu=buy_menu]');
    await buy.focus();
    await page.keyboard.press('Enter');
    await toggle(page).waitFor();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('data-item') === 'buy_pay_with')) break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-item'))).toBe('buy_pay_with');
    await page.keyboard.press('Enter');
    await panel(page).locator('[data-fiat=USD]').waitFor();
    await page.keyboard.press('Escape');
    expect(await panel(page).locator('[data-fiat]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-item'))).toBe('buy_pay_with');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-fiat'))).toBe('EUR');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await cookie(page, 'curr_fiat'))?.value).toBe('EUR');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-item'))).toBe('buy_pay_with');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-menu'))).toBe('buy_menu');
  });

  it('the open list looks as its baseline in dark mode', async () => {
    const { page } = await b.open('/?site=main', { cookies: { dark: '1', 'change-skin': 'dark', curr_fiat: 'GBP' } });
    await openBuy(page);
    await toggle(page).click();
    await panel(page).locator('[data-fiat=GBP][aria-pressed=true]').waitFor();
    await expectLooks(panel(page), 'pay-with-open-1440-dark');
  });

  it('in Arabic, right to left', async () => {
    const { page } = await b.open('/ar/?site=main');
    await openBuy(page);
    await toggle(page).click();
    await panel(page).locator('[data-fiat=USD]').waitFor();
    expect(await panel(page).getByRole('list', { name: 'العملات التي يمكنك الدفع بها' }).count()).toBe(1);
    await shot(page, 'pay-with-open-ar');
  });

  it('the phone drawer offers it too', async () => {
    const { page } = await b.open('/?site=main', { width: 390, height: 844, mobile: true });
    await page.getByTestId('drawer-open').click();
    const drawer = page.getByTestId('mobile-drawer');
    await drawer.getByRole('button', { name: /Buy Crypto/ }).click();
    const entry = drawer.locator('[data-item=buy_pay_with]');
    await entry.click();
    await drawer.locator('[data-fiat=EUR]').click();
    await expect.poll(async () => (await cookie(page, 'curr_fiat'))?.value).toBe('EUR');
    await shot(page, 'pay-with-drawer-390');
  });
});
