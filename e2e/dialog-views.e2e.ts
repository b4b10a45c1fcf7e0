import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ScenarioMessage } from '../src/decision/preview-bridge';
import { PLANTED_NOTICE, plantedAll, raisedBy } from '../src/test-support/planted-config';
import { shot, setupBrowser, serveOwnSite } from './browser';

/**
 * Nothing declared that the site cannot show (docs/adr/0223): a configuration ahead of the build
 * reaches an open page through the preview, whose editor sends the site in its frame whatever the
 * author compiled. That is the least invasive way to put a dialog without a view first in a real
 * page: no build, bundle or code of the site changes, and the message is the one the preview's own
 * frame host sends (a live bundle naming such a dialog is refused before it is used, so it cannot
 * be the way). The test page is the preview app; the scenario goes into its frame from there.
 */
// Reads or changes the backend's shared state (published bundles, recorded events or reports): a site of its own.
serveOwnSite();
const b = setupBrowser();

const GIFT = '  - { id: signup_gift, priority: 30, remember: gift_counter, source: compliance §4.5 }\n';

/** mica_notice: first of all, no view. mica_declared: a plain notice declared as data, after the UK notice. */
const config = plantedAll(
  [
    'rules/dialogs.yaml',
    GIFT,
    `${GIFT}  - { id: mica_notice, priority: 500, source: compliance §4.1 }\n  - id: mica_declared\n    priority: 20\n    source: compliance §4.1\n${PLANTED_NOTICE}`,
  ],
  ['rules/header.yaml', 'rules:\n', `rules:\n${raisedBy('mica_notice')}${raisedBy('mica_declared')}`],
);

const scenario: ScenarioMessage = {
  type: 'meridian-preview:scenario',
  protocol: 1,
  config,
  facts: {
    site: 'main',
    locale: 'en',
    path: '/',
    now: '2026-05-01T10:00:00Z',
    device: { isPhone: false, width: 1440 },
    compliance: { limit: { is_uk_limit: true } },
    intents: ['mica_notice', 'mica_declared'],
  },
  url: '/',
  backend: { persona: 'visitor', site: 'main' },
};

const reports = async (page: Page) =>
  ((await (await page.request.get('/__mock/error-reports')).json()) as { reports: { message: string; tags?: Record<string, string> }[] })
    .reports;

describe('a dialog without a view in a real page', () => {
  it('is skipped and reported once; the UK notice opens, then a plain notice declared as data', async () => {
    // A phone's user agent: the report filter drops headless Chromium's own agent as a bot.
    const { page, errors } = await b.open('/preview/?v=1&view=scenario&persona=visitor', { width: 1440, height: 1000, mobile: true });
    await expect.poll(() => page.getByTestId('frame-status').textContent(), { timeout: 30_000 }).toMatch(/ · at \//);
    await page.request.delete('/__mock/error-reports');
    await page.evaluate((msg) => {
      const frame = document.querySelector<HTMLIFrameElement>('[data-testid=frame]')!;
      frame.contentWindow!.postMessage(msg, window.location.origin);
    }, scenario);
    const frame = page.frameLocator('[data-testid=frame]');

    const uk = frame.locator('[data-dialog=uk_limit]');
    await uk.waitFor({ timeout: 20_000 });
    expect(await frame.locator('[data-dialog]').count()).toBe(1);
    await expect
      .poll(() => reports(page), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ message: 'dialog "mica_notice" has no view in this build; skipped' })]);
    await shot(page, 'dialog-views-1-uk-behind-viewless');

    await uk.getByRole('button', { name: 'I Understand', exact: true }).click();
    const declared = frame.locator('[data-dialog=mica_declared]');
    await declared.waitFor();
    expect(await declared.getByRole('heading', { name: 'MiCA notice' }).count()).toBe(1);
    expect(await declared.getByText('Crypto-asset services <b>change</b> on 30 December.').count()).toBe(1);
    expect(await declared.locator('b').count()).toBe(0);
    expect(await declared.getByRole('link', { name: 'What changes' }).getAttribute('href')).toBe('/legal/mica');
    await shot(page, 'dialog-views-2-declared-notice');
    await declared.getByRole('button', { name: 'Later', exact: true }).click();
    await expect.poll(() => frame.locator('[data-dialog]').count()).toBe(0);

    // Reported once for the page, though every Decision since has held it.
    expect(await reports(page)).toHaveLength(1);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
