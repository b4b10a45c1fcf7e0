import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

/**
 * Issue 39 item 21: the demo toolbar stays inside the viewport (390 px, RTL), folds away to a handle
 * that covers no control of the page, remembers that, works from the keyboard, and names the personas
 * in the page's language (scenarios/personas.yaml labels, translated in locales/).
 */
const b = setupBrowser();
const arabic = JSON.parse(readFileSync(fileURLToPath(new URL('../locales/ar/demo.json', import.meta.url)), 'utf8')) as {
  personas: Record<string, string>;
  collapse: string;
};

type Box = { x: number; y: number; width: number; height: number };

async function openWithToolbar(path: string, width: number): Promise<Page> {
  const { page } = await b.open(path, {
    width,
    height: width < 600 ? 844 : 900,
    cookies: { meridian_persona: 'trader', uid: '1001', nickname: 'ann' },
  });
  // The toolbar loads at the visitor's first input (or 5 s after the load).
  await page.keyboard.press('Shift');
  await page.locator('[data-testid=demo-toolbar], [data-testid=demo-toolbar-handle]').first().waitFor({ timeout: 20_000 });
  return page;
}

async function inViewport(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).first().boundingBox()) as Box;
  const view = page.viewportSize()!;
  expect(box, selector).not.toBeNull();
  expect(box.x, `${selector} left`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${selector} top`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${selector} right`).toBeLessThanOrEqual(view.width + 0.5);
  expect(box.y + box.height, `${selector} bottom`).toBeLessThanOrEqual(view.height + 0.5);
}

/** The page's visible controls whose box meets the handle's, at the current scroll. */
function controlsUnderHandle(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const handle = document.querySelector('[data-testid=demo-toolbar-handle]')!.getBoundingClientRect();
    const sel = 'a[href], button, input, select, textarea, [role=button], [role=tab], [role=link], [tabindex]:not([tabindex="-1"])';
    return [...document.querySelectorAll<HTMLElement>(sel)]
      .filter(
        (el) => el.dataset.testid !== 'demo-toolbar-handle' && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      )
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height) return false;
        return r.left < handle.right && r.right > handle.left && r.top < handle.bottom && r.bottom > handle.top;
      })
      .map((el) => `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 40)} ${el.getAttribute('href') ?? ''}`);
  });
}

const CASES: [string, string, number][] = [
  ['en', '/?site=main', 390],
  ['en', '/?site=main', 1440],
  ['ar', '/ar/?site=main', 390],
  ['ar', '/ar/?site=main', 1440],
];

describe('the demo toolbar', () => {
  for (const [lang, path, width] of CASES) {
    it(`${lang} at ${width} px: inside the viewport, folds to a handle over no control, remembers it, keyboard operable`, async () => {
      const page = await openWithToolbar(path, width);
      await page.getByTestId('demo-toolbar').waitFor();
      await inViewport(page, '[data-testid=demo-toolbar]');
      const persona = page.locator('[data-testid=demo-toolbar] [role=combobox]').nth(1);
      await inViewport(page, '[data-testid=demo-toolbar] [role=combobox] >> nth=1');
      if (lang === 'ar') {
        expect(await persona.textContent()).toBe(arabic.personas.trader);
        await persona.click();
        const options = await page.locator('[role=listbox] [role=option]').allTextContents();
        expect(options).toContain(arabic.personas.withdraw_only);
        expect(options.filter((o) => !/[\u0600-\u06FF]/.test(o))).toEqual([]);
        // The list scrolls inside its menu: the menu is what must stay on screen.
        await inViewport(page, '.MuiPopover-paper:has([role=listbox])');
        await shot(page, `demo-toolbar-${lang}-${width}-personas`);
        await page.keyboard.press('Escape');
        await page.locator('[role=listbox]').waitFor({ state: 'detached' });
      }
      await shot(page, `demo-toolbar-${lang}-${width}-open`);

      // Fold it from the keyboard: focus lands on the handle, which unfolds it the same way.
      await page.getByTestId('demo-toolbar-collapse').focus();
      await page.keyboard.press('Enter');
      const handle = page.getByTestId('demo-toolbar-handle');
      await handle.waitFor();
      expect(await page.getByTestId('demo-toolbar').count()).toBe(0);
      expect(await handle.evaluate((el) => el === document.activeElement)).toBe(true);
      await inViewport(page, '[data-testid=demo-toolbar-handle]');
      await shot(page, `demo-toolbar-${lang}-${width}-folded`);
      // Over no control of the page: at the top, half-way down and at the end.
      for (const to of [0, 0.5, 1]) {
        await page.evaluate((f) => window.scrollTo(0, f * (document.documentElement.scrollHeight - window.innerHeight)), to);
        await quiet(page);
        expect(await controlsUnderHandle(page), `scrolled to ${to * 100}%`).toEqual([]);
      }

      // Remembered on the next page load.
      await page.reload({ waitUntil: 'networkidle' });
      await page.keyboard.press('Shift');
      await handle.waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('demo-toolbar').count()).toBe(0);
      await handle.focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('demo-toolbar').waitFor();
      expect(await page.getByTestId('demo-toolbar-collapse').evaluate((el) => el === document.activeElement)).toBe(true);
    }, 90_000);
  }
});
