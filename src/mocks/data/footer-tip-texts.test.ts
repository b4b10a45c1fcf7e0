import { describe, expect, it } from 'vitest';
import { fetchFooterTips } from '../../api/footer-tips-check';
import { setupTestBackend } from '../test-server';
import { FOOTER_TIP_TEXTS } from './footer-tip-texts';
import { TEXT_LANGUAGES } from './notice-texts';

const backend = setupTestBackend();
const blocked = { meridian_persona: 'restricted_country' };

describe('the footer tips in the language the page asks for', () => {
  it('every language writes its own texts, none an English copy, each link text braced in its content', () => {
    for (const lang of TEXT_LANGUAGES) {
      for (const [kind, t] of Object.entries(FOOTER_TIP_TEXTS[lang])) {
        expect(t.content.split('{}'), `${lang} ${kind}`).toHaveLength(2);
        if (lang === 'en') continue;
        const en = FOOTER_TIP_TEXTS.en[kind as keyof (typeof FOOTER_TIP_TEXTS)['en']];
        for (const field of ['title', 'content', 'link', 'ok', 'cancel'] as const)
          if (en[field] !== undefined) expect(t[field], `${lang} ${kind} ${field}`).not.toBe(en[field]);
      }
    }
  });

  it.each(TEXT_LANGUAGES)('%s: a blocked-country visitor gets the tip in that language, its link on the link text', async (lang) => {
    backend.setCookies(blocked);
    const [tip] = await fetchFooterTips(lang, { http: backend.http });
    const t = FOOTER_TIP_TEXTS[lang].restricted;
    expect(tip).toMatchObject({ title: t.title, ok_button: t.ok, cancel_button: t.cancel, ok_button_router: '/state_compliance_tips' });
    expect(tip!.content).toBe(t.content.replace('{}', `{${t.link}}`));
    expect(tip!.text_link).toEqual([{ key: t.link, link: '/user-agreement' }]);
  });

  it('a language the backend does not write gets English', async () => {
    backend.setCookies(blocked);
    const [tip] = await fetchFooterTips('xx', { http: backend.http });
    expect(tip!.title).toBe(FOOTER_TIP_TEXTS.en.restricted.title);
  });
});
