import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fetchBulletin } from '../../api/fullsite-bulletin';
import { fetchNoticeRecord } from '../../api/herald-notice-record';
import { APP_LANG_HEADER, LANG_COOKIE } from '../context';
import { TEXT_LANGUAGES, TEXTS } from '../data/notice-texts';
import { mockSites } from '../data/sites';
import { setupTestBackend, TEST_ORIGIN } from '../test-server';

/**
 * The embedded backend answers in the language the page asks for (issue 39, item 13), as the real
 * API does: the announcement and the notifications, in every language a site offers.
 */
const backend = setupTestBackend();
const trader = { meridian_persona: 'trader' };

/** Every language some site offers, each with a folder in locales/. */
const siteLanguages = [...new Set(Object.values(mockSites()).flatMap((s) => s.languages))].sort();

interface Bulletin {
  content: string;
}
interface Notices {
  list: { title: string; content: string }[];
}

async function ask<T>(path: string, { lang, cookies = {} }: { lang?: string; cookies?: Record<string, string> }): Promise<T> {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const headers: Record<string, string> = { cookie };
  if (lang) headers[APP_LANG_HEADER] = lang;
  const response = await fetch(`${TEST_ORIGIN}${path}`, { headers });
  return ((await response.json()) as { data: T }).data;
}

const bulletin = (lang: string | undefined, cookies: Record<string, string> = {}) =>
  ask<Bulletin>('/api/web/v1/site/fullsiteBulletin', { lang, cookies });
const notices = (type: string, lang: string | undefined, cookies: Record<string, string> = trader) =>
  ask<Notices>(`/apiw/v2/herald/get_notice_record?type=${type}&page=1&size=10`, { lang, cookies });

describe('the backend answers in the language asked for', () => {
  it('writes every language a site offers (each a locales/ folder), none an English copy', () => {
    const folders = readdirSync('locales');
    expect(siteLanguages.every((l) => folders.includes(l))).toBe(true);
    expect([...TEXT_LANGUAGES].sort()).toEqual(siteLanguages);
    for (const lang of TEXT_LANGUAGES) {
      if (lang === 'en') continue;
      const t = TEXTS[lang];
      expect(t.maintenance, lang).not.toBe(TEXTS.en.maintenance);
      expect(t.tryPairs, lang).not.toBe(TEXTS.en.tryPairs);
      for (const [type, [title, content]] of Object.entries(t.notices)) {
        expect({ lang, type, title }).not.toEqual({ lang, type, title: TEXTS.en.notices[type as keyof typeof t.notices][0] });
        expect({ lang, type, content }).not.toEqual({ lang, type, content: TEXTS.en.notices[type as keyof typeof t.notices][1] });
      }
    }
  });

  it.each(siteLanguages)('%s: the announcement and the notifications come in that language', async (lang) => {
    expect((await bulletin(lang)).content).toBe(TEXTS[lang as keyof typeof TEXTS].maintenance);
    const { list } = await notices('notice', lang);
    expect(list.length).toBe(10);
    const [title, content] = TEXTS[lang as keyof typeof TEXTS].notices.notice;
    expect(list[0]!.title).toBe(`${title} #1`);
    expect(list[0]!.content).toBe(content.replace('{market}', 'BTC_USDT'));
  });

  it('an unknown language gives English', async () => {
    expect((await bulletin('xx')).content).toBe(TEXTS.en.maintenance);
    expect((await notices('system', 'xx')).list[0]!.title).toBe('Security alert #1');
  });

  it('the tr site: Turkish by default (its default language), English when English is asked for', async () => {
    expect((await bulletin(undefined, { meridian_site: 'tr' })).content).toBe(TEXTS.tr.tryPairs);
    expect((await bulletin('en', { meridian_site: 'tr' })).content).toBe(TEXTS.en.tryPairs);
  });

  it('without the header, the lang cookie says the language', async () => {
    expect((await bulletin(undefined, { [LANG_COOKIE]: 'ja' })).content).toBe(TEXTS.ja.maintenance);
    expect((await notices('market', undefined, { ...trader, [LANG_COOKIE]: 'ar' })).list[0]!.title).toBe(
      `${TEXTS.ar.notices.market[0]} #1`,
    );
  });

  it('the clients send the page language: fetchBulletin and fetchNoticeRecord', async () => {
    backend.setCookies(trader);
    expect((await fetchBulletin('kr', { http: backend.http }))?.content).toBe(TEXTS.kr.maintenance);
    const [first] = await fetchNoticeRecord({ type: 'chain', lang: 'zh' }, { http: backend.http });
    expect(first?.title).toBe(`${TEXTS.zh.notices.chain[0]} #1`);
  });
});
