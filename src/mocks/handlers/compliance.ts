import { http, HttpResponse } from 'msw';
import type { Notice } from '../../generated/schema-types';
import { mockContext, ok, type MockContext } from '../context';
import { complianceAnswer } from '../data/persona-answers';
import { anyOrigin } from '../data/store';

function footerTips({ persona, site }: MockContext): Notice[] {
  const tips: Notice[] = [];
  if (site.key === 'uk') {
    tips.push({
      title: 'Financial promotion',
      content: 'Cryptoasset investing is high risk. See {risk} before you invest.',
      text_link: [{ key: 'risk', link: '/risk-disclosure' }],
      ok_button: 'I understand',
      no_close_button: true,
    });
  }
  if (persona.facts.compliance?.limit?.is_blocked_country) {
    tips.push({
      title: 'Restricted location',
      content: 'Our services are not available in your region. Read the {terms}.',
      text_link: [{ key: 'terms', link: '/user-agreement' }],
      ok_button: 'I Acknowledge',
      ok_button_router: '/state_compliance_tips',
      cancel_button: 'Not now',
    });
  }
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
