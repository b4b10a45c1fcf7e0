import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';

/**
 * Shell §9: the UK financial promotion note names an FCA-authorised firm and an approval date, both
 * from the site's configuration (sites/uk.yaml fcaNote), in the page's language (docs/sites.md, Footer disclaimers).
 */
const b = setupBrowser();

describe('UK financial promotion note', () => {
  it.each([
    ['desktop', 1440, 900, false],
    ['phone', 390, 844, true],
  ] as const)('names the approving firm and the approval date on %s', async (name, width, height, mobile) => {
    const { page, errors } = await b.open('/?site=uk', { width, height, mobile });
    const note = page.locator('footer [data-disclaimer="footer.disclaimer.uk_financial_promotion"]');
    const text = (await note.textContent()) ?? '';
    expect(text).toMatch(/Meridian Approvals Ltd/);
    // The date as the page's language writes it (en: month first); the file says 2023-10-06.
    expect(text).toMatch(/October 6, 2023/);
    expect(text).toMatch(/FCA-authorised firm/);
    expect(text).not.toMatch(/\{\{|\}\}/);
    await note.scrollIntoViewIfNeeded();
    await shot(page, `fca-note-uk-${name}`);
    expect(errors).toEqual([]);
  });

  it('other sites carry no FCA note', async () => {
    const { page } = await b.open('/?site=main');
    expect(await page.locator('footer [data-disclaimer="footer.disclaimer.uk_financial_promotion"]').count()).toBe(0);
  });
});
