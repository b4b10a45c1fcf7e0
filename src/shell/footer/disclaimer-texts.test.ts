import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The footer's legal lines are printed as written: a placeholder left in one ('[date to be
 * confirmed]') reaches every visitor of the site. The UK financial promotion note names the
 * approving firm and the date (shell §9) from the site's configuration (sites/uk.yaml fcaNote,
 * docs/sites.md): every translation carries both slots, never a value of its own.
 */
const LOCALES = fileURLToPath(new URL('../../../locales/', import.meta.url));
const langs = readdirSync(LOCALES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

function disclaimersOf(lang: string): Record<string, string> {
  const t = JSON.parse(readFileSync(`${LOCALES}${lang}/translation.json`, 'utf8')) as { footer?: { disclaimer?: Record<string, string> } };
  return t.footer?.disclaimer ?? {};
}

/** Square brackets (ASCII or full-width) and the usual "to be confirmed" wordings mark an unfinished text. */
const PLACEHOLDER = /[[\]［］【】]|\bTBC\b|\bTBD\b|to be confirmed/i;

describe('footer disclaimers', () => {
  it('every language has the UK financial promotion note', () => {
    expect(langs.length).toBeGreaterThan(10);
    for (const lang of langs) expect(disclaimersOf(lang).uk_financial_promotion, lang).toMatch(/FCA/);
  });

  it.each(langs)('%s: the UK note names the firm and the date from the configuration', (lang) => {
    const note = disclaimersOf(lang).uk_financial_promotion ?? '';
    expect(note.match(/\{\{firm\}\}/g), lang).toHaveLength(1);
    expect(note.match(/\{\{date\}\}/g), lang).toHaveLength(1);
    expect(note.replace(/\{\{(firm|date)\}\}/g, ''), lang).not.toMatch(/\{\{|\}\}|\d{4}/);
  });

  it.each(langs)('%s: no disclaimer carries a placeholder', (lang) => {
    for (const [key, text] of Object.entries(disclaimersOf(lang)))
      expect(text, `${lang} footer.disclaimer.${key}`).not.toMatch(PLACEHOLDER);
  });

  it('the English note says who approved it and when, and warns', () => {
    expect(disclaimersOf('en').uk_financial_promotion).toBe(
      'This financial promotion was approved on {{date}} by {{firm}}, an FCA-authorised firm. Don’t invest unless you’re prepared to lose all the money you invest.',
    );
  });
});
