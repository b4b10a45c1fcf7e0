import { describe, expect, it } from 'vitest';
import { validateValue } from '../config/validate';
import { personas } from 'virtual:meridian/personas';
import type { Facts } from '../generated/schema-types';
import { setupTestBackend } from '../mocks/test-server';
import { fetchComplianceCheck } from './compliance-check-call';
import { fetchCrossMarginInfo } from './cross-margin-info-call';
import { fetchBulletin } from './fullsite-bulletin';
import { fetchSiteSettings } from './site-settings-call';
import { fetchAccountMode, toAccountFacts } from './unified-account-mode-call';
import { fetchUserInfo, toUserFacts } from './user-info-call';

const backend = setupTestBackend();

describe('persona answers (cookie meridian_persona)', () => {
  it('visitor (the default) is logged out', async () => {
    expect(await fetchUserInfo({ http: backend.http })).toEqual({ isLogin: false });
    backend.setCookies({ meridian_persona: 'visitor' });
    expect(toUserFacts(await fetchUserInfo({ http: backend.http }))).toEqual({ isLogin: false });
  });

  it('risk_user gets the risk-user KYC toast', async () => {
    backend.setCookies({ meridian_persona: 'risk_user' });
    const compliance = await fetchComplianceCheck({ http: backend.http });
    expect(compliance.toast?.kyc_toast?.is_risk_user).toBe(true);
    expect(compliance.toast?.kyc_toast?.risk_user_guide_cookie_key).toBe('risk_guide_ack');
  });

  it('the chat module variant answers the same', async () => {
    backend.setCookies({ meridian_persona: 'hk_user' });
    expect((await fetchComplianceCheck({ scene: 'chat', http: backend.http })).toast?.is_hk_user).toBe(true);
  });

  it('trader account facts come from account_mode + cross margin', async () => {
    backend.setCookies({ meridian_persona: 'trader' });
    expect(toAccountFacts(await fetchAccountMode({ http: backend.http }), await fetchCrossMarginInfo({ http: backend.http }))).toEqual({
      mode: 'classic',
      first_open: true,
      crossMarginUid: 5001,
      optionsOpen: false,
    });
  });

  it('an unknown persona answers as the visitor', async () => {
    backend.setCookies({ meridian_persona: 'nobody' });
    expect((await fetchUserInfo({ http: backend.http })).isLogin).toBe(false);
  });

  describe.each(personas.map((p) => [p.id, p] as const))('%s', (id, persona) => {
    it('answers reproduce its facts fragment and form valid Facts', async () => {
      backend.setCookies({ meridian_persona: id });
      const user = toUserFacts(await fetchUserInfo({ http: backend.http }));
      const compliance = await fetchComplianceCheck({ http: backend.http });
      expect(user).toEqual(persona.facts.user ?? { isLogin: false });
      expect(compliance).toMatchObject(persona.facts.compliance ?? {});
      const facts: Facts = { site: 'main', user, compliance };
      if (user.isLogin)
        facts.account = toAccountFacts(await fetchAccountMode({ http: backend.http }), await fetchCrossMarginInfo({ http: backend.http }));
      expect(validateValue('facts', facts)).toEqual([]);
      expect(backend.logger.errors).toEqual([]);
    });
  });
});

describe('site answers (cookie meridian_site)', () => {
  it('site settings follow the site', async () => {
    backend.setCookies({ meridian_site: 'tr' });
    const settings = await fetchSiteSettings({ http: backend.http });
    expect(Object.keys(settings.lang_list)).toEqual(['tr', 'en']);
    expect(settings.curr_fiat).toBe('TRY');
    expect(settings.sub_website_id).toBe(177);
  });

  it('the curr_fiat cookie wins over the site default', async () => {
    backend.setCookies({ meridian_site: 'eu', curr_fiat: 'GBP' });
    const settings = await fetchSiteSettings({ http: backend.http });
    expect(settings.curr_fiat).toBe('GBP');
    expect(Object.keys(settings.lang_list)).toContain('pt');
  });

  it('the announcement is per site; bs has none', async () => {
    backend.setCookies({ meridian_site: 'tr' });
    expect((await fetchBulletin('en', { http: backend.http }))?.content_id).toBe('tr-2026-11-001');
    backend.setCookies({ meridian_site: 'bs' });
    expect(await fetchBulletin('en', { http: backend.http })).toBeNull();
  });
});
