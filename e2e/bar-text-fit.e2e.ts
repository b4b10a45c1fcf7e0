import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

/**
 * Nothing a visitor must read in a top bar or floating bar is clipped on a phone: no text wider than
 * its box, no ellipsis cutting it, no bar cutting its own content (issue 39, item 16). The KYC top
 * bar and the app banner of a new user, at 390 and 360 px, in English, Arabic and German (the
 * longest). The announcement is left out: it is a marquee, its text scrolls through by design.
 */
const b = setupBrowser();
const newUser = { meridian_persona: 'new_user', ...findPersona('new_user')!.facts.cookies };

/** Every clipped text in the bars, as "bar: text (why)"; [] when all fits. */
const clipped = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const boxes = [...document.querySelectorAll<HTMLElement>('[data-bar]:not([data-bar=announcement]), [data-testid=compliance-float]')];
    for (const box of boxes) {
      const name = box.dataset.bar ?? box.dataset.testid ?? '?';
      if (box.scrollHeight > box.clientHeight + 1)
        out.push(`${name}: the bar cuts its content (${box.scrollHeight} > ${box.clientHeight} px high)`);
      const outer = box.getBoundingClientRect();
      for (const el of box.querySelectorAll<HTMLElement>('*')) {
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (!own) continue;
        const style = getComputedStyle(el);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        const text = el.textContent!.trim().slice(0, 40);
        if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1)
          out.push(`${name}: "${text}" wider than its box (${el.scrollWidth} > ${el.clientWidth})`);
        if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) out.push(`${name}: "${text}" cut by an ellipsis`);
        const r = el.getBoundingClientRect();
        if (r.left < outer.left - 1 || r.right > outer.right + 1 || r.bottom > outer.bottom + 1 || r.top < outer.top - 1)
          out.push(`${name}: "${text}" outside the bar`);
        if (r.right > window.innerWidth + 1 || r.left < -1) out.push(`${name}: "${text}" outside the viewport`);
      }
    }
    return out;
  });

describe('top bars on phones: every word readable', () => {
  for (const lang of ['en', 'ar', 'de'])
    for (const width of [390, 360])
      it(`${lang} at ${width} px: the KYC top bar and the app banner show their whole text`, async () => {
        const prefix = lang === 'en' ? '' : `/${lang}`;
        const { page } = await b.open(`${prefix}/?site=main`, { cookies: newUser, width, height: 844, mobile: true });
        await page.locator('[data-bar=kyc_top] [data-testid=bar-kyc_top]').waitFor();
        await quiet(page);
        expect(await clipped(page)).toEqual([]);
        if (width === 390) await shot(page, `bar-text-fit-${lang}-390`);
      });
});
