import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from './axe';
import { shot, setupBrowser } from './browser';

// The preview's Policies view (issue 26, docs/policies.md): every policy verified for the rules as
// edited, in a worker; an edit that breaks a rule shows the violation, whose counterexample opens as the scenario.
const b = setupBrowser();
const VERIFY = { timeout: 120_000, interval: 500 };

const facts = JSON.stringify({
  site: 'main',
  locale: 'en',
  path: '/',
  now: '2026-05-01T10:00:00Z',
  device: { isPhone: false, width: 1440 },
});
const link = new URLSearchParams({ v: '1', view: 'policies', persona: 'visitor', facts, file: 'rules/locale.yaml' });

describe('the preview Policies view', () => {
  it('shows every policy proven, the violation a rule edit makes, and opens its counterexample as the scenario', async () => {
    const { page, errors } = await b.open(`/preview/?${link.toString()}`, { width: 1440, height: 900 });
    const summary = page.getByTestId('policies-summary');
    await expect.poll(() => summary.textContent(), VERIFY).toMatch(/^\d+ proven, 0 violated, 0 unproven · \d+ classes in/);
    const total = await page.locator('[data-testid=policies-view] li[data-status]').count();
    expect(total).toBeGreaterThanOrEqual(20);
    expect(await page.locator('li[data-status=proven]').count()).toBe(total);
    await shot(page, 'preview-policies');

    // Forget Italian in the robots rule (rules/locale.yaml): "[nl, it]" becomes "[nl]".
    await page.getByTestId('tab-rules').click();
    await page.getByTestId('rules-code').waitFor();
    await page.getByTestId('rules-code').locator('.cm-line', { hasText: 'value: [nl, it] }' }).click();
    await page.keyboard.press('End');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft'); // before "] }"
    for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace'); // ", it"
    await expect.poll(() => page.getByTestId('rules-code').locator('.cm-line', { hasText: 'value: [nl] }' }).count()).toBe(1);
    await page.getByTestId('tab-policies').click();
    // While the policies verify again (issue 42): the rows waiting for a result keep every text at 4.5:1
    // (no faded rows); the check runs only while some are still verifying.
    const verifying = page.locator('li[data-status=running]');
    await expect.poll(() => verifying.count(), VERIFY).toBeGreaterThan(0);
    const contrast = await runAxe(page, { include: '[data-testid=policies-view]', rules: ['color-contrast'] });
    expect(await verifying.count(), 'the verify ended before the contrast check').toBeGreaterThan(0);
    await shot(page, 'preview-policies-verifying');
    expect(formatViolations(contrast)).toBe('');
    const robots = page.getByTestId('policy-robots-nl-it');
    await expect.poll(() => robots.getAttribute('data-status'), VERIFY).toBe('violated');
    await expect.poll(() => summary.textContent(), VERIFY).toMatch(/, 1 violated, 0 unproven · /);
    expect(await robots.getByTestId('policy-counterexample').textContent()).toContain('"locale":"it"');
    await shot(page, 'preview-policies-violated');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'preview-policies-narrow');
    await page.setViewportSize({ width: 1440, height: 900 });

    await robots.getByRole('button', { name: /Open the counterexample of robots-nl-it as a scenario/ }).click();
    await page.getByTestId('a-locale').waitFor();
    expect(await page.getByTestId('tab-scenario').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('a-locale').inputValue()).toBe('it');
    expect(new URL(page.url()).searchParams.get('facts')).toContain('"locale":"it"');
    expect(errors).toEqual([]);
  }, 300_000); // two whole verify runs in the browser's worker: ~30 s each on a shared 2-core machine
});
