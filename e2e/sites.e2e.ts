import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoSites } from '../src/config/node/repo-config';
import { shot, setupBrowser } from './browser';

const b = setupBrowser();

/** Every site of the configuration (by id), with the language, trade pair and copyright year its home shows. */
const SITES = repoSites(fileURLToPath(new URL('..', import.meta.url))).map(
  (s): [key: string, id: number, lang: string, pair: string, from: number] => [s.key, s.id, s.defaultLang, s.tradePair, s.copyrightFrom],
);

describe('each regional site', () => {
  it.each(SITES)('%s (%i) renders in %s with its trade link to %s', async (key, id, lang, pair, from) => {
    const { page, errors } = await b.open(`/?site=${id}`);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    await expect.poll(() => page.getByTestId('home-trade').getAttribute('href')).toBe(`/trade/${pair}`);
    expect(await page.locator('footer [data-testid=copyright]').textContent()).toContain(String(from));
    await shot(page, `site-${key}`);
    expect(errors).toEqual([]);
  });

  it('remembers the chosen site in a cookie across pages', async () => {
    const { page } = await b.open('/?site=tr');
    await page.goto('/launchpool', { waitUntil: 'networkidle' });
    expect(await page.getByTestId('logo').textContent()).toBe('Meridian TR');
  });
});
