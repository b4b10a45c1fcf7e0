import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

const b = setupBrowser();
const as = (persona: string, extra: Record<string, string> = {}) => ({ meridian_persona: persona, uid: '1001', nickname: 'ann', ...extra });
const open = (page: import('playwright-core').Page) =>
  page.locator('[data-dialog]').evaluateAll((ds) => ds.map((d) => d.getAttribute('data-dialog')));

describe('compliance dialogs', () => {
  it('KYC upgrade: shown, acknowledged, gone after reload, back once the 12 h window has passed', async () => {
    const { page } = await b.open('/?site=main', { cookies: as('kyc_upgrade') });
    const dialog = page.locator('[data-dialog=kyc_upgrade]');
    await dialog.waitFor();
    await shot(page, 'dialog-kyc-upgrade');
    await Promise.all([page.waitForURL((u) => u.pathname === '/myaccount/kyc_home'), dialog.getByRole('button').last().click()]);
    const ack = (await page.context().cookies()).find((c) => c.name === 'kyc_upgrade_notice');
    expect(Number(ack?.value)).toBeGreaterThan(Date.now() - 60_000);
    await page.goto('/?site=main', { waitUntil: 'networkidle' });
    await quiet(page);
    expect(await open(page)).toEqual([]);
    // Move time past the window: an acknowledgement 13 hours old no longer keeps it away.
    await page.context().addCookies([{ name: 'kyc_upgrade_notice', value: String(Date.now() - 13 * 3_600_000), url: b.baseURL() }]);
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('[data-dialog=kyc_upgrade]').waitFor();
  });

  it('restricted location first, must be acknowledged (Esc does nothing), then the next in the queue', async () => {
    const { page } = await b.open('/?site=main', { cookies: { meridian_persona: 'restricted_country' } });
    const first = page.locator('[data-dialog=restricted_location]');
    await first.waitFor();
    expect(await first.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await quiet(page);
    expect(await first.isVisible()).toBe(true);
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-dialog]'))).toBe(true);
    await shot(page, 'dialog-restricted-location');
    await first.getByRole('button', { name: 'I Acknowledge' }).click();
    await page.locator('[data-dialog=state_limit]').waitFor();
    await page.locator('[data-dialog=state_limit]').getByRole('button').last().click();
    await page.reload({ waitUntil: 'networkidle' });
    await quiet(page);
    expect(await open(page)).toEqual([]);
  });

  it('a closable dialog closes with Esc and focus returns to the page', async () => {
    const { page } = await b.open('/?site=main', { cookies: as('risk_user') });
    await page.locator('[data-dialog=risk_user]').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => open(page)).toEqual([]);
  });

  it('renders in Arabic, right to left, and in the dark theme', async () => {
    const { page } = await b.open('/ar?site=main', { cookies: as('uk_limited', { dark: '1' }) });
    await page.locator('[data-dialog=uk_limit]').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await shot(page, 'dialog-uk-ar-dark');
  });
});
