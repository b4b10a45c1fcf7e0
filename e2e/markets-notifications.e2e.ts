import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

const b = setupBrowser();
const trader = { meridian_persona: 'trader', uid: '1001', nickname: 'ann' };

describe('market search', () => {
  it('ranks base-equals matches first and opens the pair with Enter', async () => {
    const { page } = await b.open('/?site=main');
    await page.getByTestId('market-search-button').click();
    const input = page
      .getByRole('dialog', { name: 'Search markets' })
      .getByRole('combobox')
      .or(page.getByPlaceholder('Search coin, pair or address'));
    await input.first().fill('eth');
    // Each section (spot, futures, pilot, pre-market) is ranked on its own: within spot, pairs whose
    // base is ETH come before pairs that merely contain "eth".
    const spot = page.locator('[role=listbox] [data-section]').first().locator('[role=option]');
    await expect.poll(async () => (await spot.first().textContent()) ?? '').toMatch(/^ETH/);
    const texts = await spot.allTextContents();
    const firstOther = texts.findIndex((x) => !/^ETH\//.test(x));
    if (firstOther !== -1) expect(texts.slice(firstOther).some((x) => /^ETH\//.test(x))).toBe(false);
    await shot(page, 'market-search-eth');
    await page.keyboard.press('ArrowDown');
    await Promise.all([
      page.waitForURL((u) => u.pathname.startsWith('/trade/ETH_') || u.pathname.startsWith('/futures/')),
      page.keyboard.press('Enter'),
    ]);
  });

  it('is not offered inside the native app (device_type)', async () => {
    const { page } = await b.open('/?site=main&device_type=ios');
    await page.locator('[data-item=login]').waitFor();
    expect(await page.getByTestId('market-search-button').count()).toBe(0);
  });
});

describe('notifications', () => {
  it('load on first hover, per tab, 10 per page, and a message opens its page', async () => {
    const { page } = await b.open('/?site=main', { cookies: trader });
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('get_notice_record')) requests.push(r.url());
    });
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    await quiet(page);
    expect(requests).toEqual([]);
    await bell.hover();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(new URL(requests[0]!).searchParams.get('size')).toBe('10');
    await bell.click();
    await page.getByTestId('notification-panel').waitFor();
    await shot(page, 'notifications');
    const first = page.getByTestId('notification-panel').locator('a, [role=link], button[data-href]').first();
    if (await first.count()) {
      const before = page.url();
      await first.click();
      await expect.poll(() => page.url()).not.toBe(before);
    }
  });

  it('by keyboard: Enter opens the panel, Tab goes into it, Tab past its last control leaves it, Escape returns to the bell (issue 23)', async () => {
    const { page } = await b.open('/?site=main', { cookies: trader });
    const bell = page.getByTestId('notification-bell');
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('notification-panel');
    await panel.waitFor();
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((p) => p.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await bell.evaluate((e) => e === document.activeElement)).toBe(true);
    // Out again with Tab: from its last control focus goes to what follows the bell in the header.
    await page.keyboard.press('Enter');
    await panel.waitFor();
    const stops = await panel.evaluate((p) => p.querySelectorAll('a[href], button:not([disabled]), [tabindex="0"]').length);
    for (let i = 0; i <= stops + 1 && (await panel.count()) > 0; i++) await page.keyboard.press('Tab');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await page.evaluate(() => !!document.activeElement?.closest('header'))).toBe(true);
  });

  it('are not there for visitors', async () => {
    const { page } = await b.open('/?site=main');
    await page.locator('[data-item=login]').waitFor();
    expect(await page.getByTestId('notification-bell').count()).toBe(0);
  });

  it('has a reminder page with an empty state that leads to settings', async () => {
    const { page } = await b.open('/reminder?site=main', {
      cookies: { ...trader, meridian_fault: encodeURIComponent(JSON.stringify({ '/apiw/v2/herald/get_notice_record': 'shape' })) },
    });
    await page.getByTestId('reminder-empty').waitFor();
    await Promise.all([page.waitForURL((u) => u.pathname === '/reminder/config'), page.getByTestId('reminder-settings-link').click()]);
    // The navigation is a transition: the reminder page stays until the settings chunk has rendered.
    await page.getByTestId('reminder-back').waitFor();
    await shot(page, 'reminder-config');
  });
});
