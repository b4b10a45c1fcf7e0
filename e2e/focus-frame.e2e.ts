import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

/**
 * Programmatic focus on a container (the main landmark after a notice, docs/accessibility.md) draws no frame
 * around the page; keyboard focus on a control stays visible (issue 39, item 15).
 */
const b = setupBrowser();
const cookiesFor = (persona: string) => ({ meridian_persona: persona, ...findPersona(persona)!.facts.cookies });

/** The focused element's tag, role and computed outline. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      interactive: el.matches('a, button, input, select, textarea, [role=menuitem], [role=option]'),
      outline: s.outlineStyle,
      width: s.outlineWidth,
    };
  });

describe('no focus frame around the page', () => {
  it.each([
    ['desktop', 1440, 900, false],
    ['phone', 390, 844, true],
  ] as const)(
    'business banner on %s: the focused container has no outline; a tabbed control has one',
    async (name, width, height, mobile) => {
      const { page, errors } = await b.open('/?site=main', { width, height, mobile, cookies: cookiesFor('business_user') });
      await page.locator('[data-dialog=business_banner]').waitFor();
      await quiet(page);
      const now = await focused(page);
      if (!now.interactive) expect(now.outline, `${now.tag} after the banner appeared`).toBe('none');
      // main, focused by script as the notice logic does (docs/accessibility.md), draws no frame
      await page.evaluate(() => document.querySelector('main')!.focus());
      expect(await focused(page)).toMatchObject({ tag: 'main', outline: 'none' });
      await shot(page, `focus-frame-banner-${name}`);
      // the keyboard still shows where it is
      await page.keyboard.press('Tab');
      const next = await focused(page);
      expect(next.tag).not.toBe('main');
      expect(next.outline).not.toBe('none');
      expect(errors).toEqual([]);
    },
  );

  it('closing the banner leaves focus on main without a frame (dark)', async () => {
    const { page } = await b.open('/?site=main', { cookies: { ...cookiesFor('business_user'), dark: '1' } });
    const banner = page.locator('[data-dialog=business_banner]');
    await banner.waitFor();
    await banner.getByRole('button', { name: /Close/ }).first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).tag).toBe('main');
    expect((await focused(page)).outline).toBe('none');
    await shot(page, 'focus-frame-after-close-dark');
  });
});
