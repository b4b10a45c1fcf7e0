import { http, HttpResponse } from 'msw';
import type { Notice } from '../../generated/schema-types';
import { mockContext, ok, type MockContext } from '../context';
import { footerTipTextsIn, type TipText } from '../data/footer-tip-texts';
import { complianceAnswer } from '../data/persona-answers';
import { anyOrigin } from '../data/store';

/** A tip from its texts: the link's text in braces where `{}` is, and the `text_link` for it. */
function tip(t: TipText, link: string, extra: Partial<Notice> = {}): Notice {
  return {
    title: t.title,
    content: t.content.replace('{}', `{${t.link}}`),
    text_link: [{ key: t.link, link }],
    ok_button: t.ok,
    ...(t.cancel ? { cancel_button: t.cancel } : {}),
    ...extra,
  };
}

/** The persona's footer tips, in the language the page asks for. */
function footerTips({ persona, site, lang }: MockContext): Notice[] {
  const texts = footerTipTextsIn(lang);
  const tips: Notice[] = [];
  if (site.key === 'uk') tips.push(tip(texts.promotion, '/risk-disclosure', { no_close_button: true }));
  if (persona.facts.compliance?.limit?.is_blocked_country)
    tips.push(tip(texts.restricted, '/user-agreement', { ok_button_router: '/state_compliance_tips' }));
  return tips;
}

/** The persona's compliance answer (the chat module's variant has the same path) and footer tips. */
export const complianceHandlers = [
  http.get(anyOrigin('/api/web/v1/compliance/check'), ({ request, cookies }) =>
    ok(complianceAnswer(mockContext(request, cookies).persona)),
  ),
  http.get(anyOrigin('/api/web/v1/kyc/footerTipsCheck'), ({ request, cookies }) =>
    HttpResponse.json({ resMsg: { code: 0, message: 'success' }, datas: footerTips(mockContext(request, cookies)) }),
  ),
];
