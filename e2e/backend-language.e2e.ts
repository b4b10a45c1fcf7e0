import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';

/**
 * The embedded backend answers in the page's language (issue 39, item 13): the announcement and
 * the notifications are in the language of the page, on every site, and English on an English page
 * of the Turkish site.
 */
const b = setupBrowser();
const trader = { meridian_persona: 'trader', uid: '1001', nickname: 'ann' };

const SCRIPTS = {
  ar: /[\u0600-\u06ff]/,
  ja: /[\u3040-\u30ff]/,
  zh: /[\u4e00-\u9fff]/,
  kr: /[\uac00-\ud7af]/,
} as const;
const TURKISH = /[çğışöüÇĞİŞÖÜ]/;

async function announcement(page: Page): Promise<string> {
  const text = page.getByTestId('announcement-text');
  await text.waitFor();
  return (await text.textContent()) ?? '';
}

describe('the backend answers in the page language', () => {
  for (const [lang, script] of Object.entries(SCRIPTS)) {
    it(`/${lang}: the announcement bar is in that language`, async () => {
      const { page, errors } = await b.open(`/${lang}?site=main`);
      const text = await announcement(page);
      expect(text).toMatch(script);
      if (lang !== 'zh') expect(text).not.toMatch(/Scheduled maintenance/);
      if (lang === 'zh') expect(text).not.toMatch(SCRIPTS.ja);
      await shot(page, `announcement-${lang}`);
      expect(errors).toEqual([]);
    });
  }

  it('the tr site: Turkish on its default page, English under /en', async () => {
    const tr = await b.open('/?site=tr');
    expect(await announcement(tr.page)).toMatch(TURKISH);
    const en = await b.open('/en?site=tr');
    const text = await announcement(en.page);
    expect(text).toMatch(/[A-Za-z]{3}/);
    expect(text).not.toMatch(TURKISH);
    await shot(en.page, 'announcement-tr-en');
    expect([...tr.errors, ...en.errors]).toEqual([]);
  });

  it('/ar: the notifications dropdown of a logged-in trader is in Arabic', async () => {
    const { page, errors } = await b.open('/ar?site=main', { cookies: trader });
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    await bell.hover();
    await bell.click();
    const panel = page.getByTestId('notification-panel');
    const list = panel.getByTestId('reminder-list');
    await list.waitFor();
    // The server's words (title and text, each in its own direction), not the page's dates around them.
    const texts = await list.locator('li [dir=auto]').allTextContents();
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) expect(text).toMatch(SCRIPTS.ar);
    await shot(page, 'notifications-ar');
    expect(errors).toEqual([]);
  });
});
