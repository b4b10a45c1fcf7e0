import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { shot, setupBrowser } from './browser';

/**
 * The Derivatives menu's link to the test network's demo trading site (shell §2 Derivatives; issue
 * 39, item 5): offered wherever Derivatives shows, with the test network's own host from
 * sites/testnet.yaml; on the test network itself no link to itself, the demo/live switch instead (shell §1).
 */
const b = setupBrowser();
const testnetHost = (parse(readFileSync(new URL('../sites/testnet.yaml', import.meta.url), 'utf8')) as { hosts: string[] }).hosts[0];

/** Opens the Derivatives menu by keyboard at a width where every top-level item is in the row. */
async function openDerivatives(page: Page) {
  const button = page.locator('header [data-menu=derivatives_menu]');
  await button.focus();
  await page.keyboard.press('Enter');
  const first = page.locator('[data-panel=derivatives_menu] [data-item=derivatives_delivery]');
  await first.waitFor();
  // The items' text comes with the menu text (docs/performance-method.md, the 185 KB ceiling): the screenshot waits for it.
  await expect.poll(() => first.textContent(), { timeout: 15_000 }).not.toBe('');
}

describe('Derivatives menu: the test-network demo trading site', () => {
  it('main: the menu offers the demo trading site on the test network host', async () => {
    const { page } = await b.open('/?site=main', { width: 2560 });
    await openDerivatives(page);
    const link = page.locator('[data-panel=derivatives_menu] [data-item=derivatives_demo_trading]');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`https://${testnetHost}/`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('demo-live-switch').count()).toBe(0);
    await shot(page, 'derivatives-demo-main');
  });

  it('testnet: no link to itself in the menu; the demo/live switch is there', async () => {
    const { page } = await b.open('/?site=testnet', { width: 2560 });
    await openDerivatives(page);
    expect(await page.locator('[data-panel=derivatives_menu] [data-item=derivatives_demo_trading]').count()).toBe(0);
    expect(
      await page
        .locator(`[data-panel=derivatives_menu] a[href^="https://${testnetHost}"], header a[href^="https://${testnetHost}"]`)
        .count(),
    ).toBe(0);
    await page.getByTestId('demo-live-switch').waitFor();
    await shot(page, 'derivatives-demo-testnet');
  });
});
