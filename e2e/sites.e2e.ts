import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';

const b = setupBrowser();

const SITES: [key: string, id: number, lang: string, pair: string][] = [
  ['main', 0, 'en', 'BTC_USDT'],
  ['tr', 177, 'tr', 'BTC_TRY'],
  ['mt', 106, 'en', 'BTC_USDC'],
  ['hk', 71, 'en', 'BTC_USDT'],
  ['us', 232, 'en', 'BTC_USDC'],
  ['bs', 14, 'en', 'BTC_USDT'],
  ['sg', 153, 'en', 'BTC_SGD'],
  ['uk', 182, 'en', 'BTC_USDT'],
  ['jp', 83, 'en', 'BTC_JPY'],
  ['ae', 181, 'en', 'BTC_JPY'],
  ['testnet', 666, 'en', 'BTC_USDT'],
  ['eu', 777, 'en', 'BTC_USDC'],
];

describe('each regional site', () => {
  it.each(SITES)('%s (%i) renders in %s with its trade link to %s', async (key, id, lang, pair) => {
    const { page, errors } = await b.open(`/?site=${id}`);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    await expect.poll(() => page.getByTestId('home-trade').getAttribute('href')).toBe(`/trade/${pair}`);
    expect(await page.locator('footer [data-testid=copyright]').textContent()).toMatch(key === 'tr' ? /2022/ : /2013/);
    await shot(page, `site-${key}`);
    expect(errors).toEqual([]);
  });

  it('remembers the chosen site in a cookie across pages', async () => {
    const { page } = await b.open('/?site=tr');
    await page.goto('/launchpool', { waitUntil: 'networkidle' });
    expect(await page.getByTestId('logo').textContent()).toBe('Meridian TR');
  });
});
