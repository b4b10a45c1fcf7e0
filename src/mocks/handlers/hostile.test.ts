import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { XSS_CONTENT } from '../data/xss-corpus';
import { HOSTILE_LINK, HOSTILE_LINKS } from './hostile';

const get = async (path: string, cookie: string): Promise<Record<string, unknown>> => {
  const res = await getResponse(handlers, new Request(`http://localhost${path}`, { headers: { cookie } }));
  return (await res!.json()) as Record<string, unknown>;
};
const TRADER = 'meridian_persona=trader';
const HOSTILE = `${TRADER}; meridian_hostile=1`;

describe('hostile-texts switch (meridian_hostile=1)', () => {
  it('puts the corpus into the compliance notices, the risk guide and their links', async () => {
    const { data } = (await get('/api/web/v1/compliance/check', HOSTILE)) as {
      data: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(data.limit!.toast_config!.content).toBe(XSS_CONTENT);
    expect(data.limit!.toast_config!.ok_button_router).toBe(HOSTILE_LINK);
    expect(data.business_banner!.ok_button_router).toBe('/.//evil.example/banner');
    expect(data.toast!.kyc_toast).toMatchObject({
      is_risk_user: true,
      risk_user_guide_msg: XSS_CONTENT,
      risk_user_guide_url: HOSTILE_LINK,
    });
  });

  it('and into footer tips, the announcement, notifications and the nickname', async () => {
    expect(((await get('/api/web/v1/kyc/footerTipsCheck', HOSTILE)).datas as { content: string }[])[0]!.content).toBe(XSS_CONTENT);
    expect(((await get('/api/web/v1/site/fullsiteBulletin', HOSTILE)).data as { content: string }).content).toBe(XSS_CONTENT);
    const notices = (await get('/apiw/v2/herald/get_notice_record?type=notice', HOSTILE)).data as { list: { content: string }[] };
    expect(notices.list[0]!.content).toBe(XSS_CONTENT);
    expect(((await get('/api/web/v1/usercenter/get_info', HOSTILE)).data as { user_nick: string }).user_nick).toMatch(/onerror/);
  });

  it('and into market names, tab titles and links, chat, chart symbols and language names', async () => {
    const spots = (await get('/apiw/v2/market/spots', HOSTILE)).data as Record<string, { name: string; link: string; pair: string }[]>;
    expect(spots.USDT!.slice(0, HOSTILE_LINKS.length).map((r) => r.link)).toEqual(HOSTILE_LINKS);
    expect(spots.USDT![2]!.name).toMatch(/onerror/);
    expect(spots.USDT![0]!.pair).toMatch(/^[A-Z0-9]+_USDT$/);
    const futures = (await get('/apiw/v2/market/futures', HOSTILE)).data as Record<string, { link: string }[]>;
    expect(futures.CONTRACT_USDT![0]!.link).toBe(HOSTILE_LINK);
    const pilot = (await get('/apiw/v2/pilot/markets', HOSTILE)).data as { list: { name: string; link: string }[] };
    expect(pilot.list.slice(0, 3).every((r) => HOSTILE_LINKS.includes(r.link) && r.name.includes('<'))).toBe(true);
    expect(JSON.stringify((await get('/apiw/v2/common/tabs', HOSTILE)).data)).toMatch(/onerror/);
    const chat = (await get('/api/web/v1/chat/messages?session=abcdefgh12', HOSTILE)).data as {
      conversation: { agent_name: string };
      messages: { text: string }[];
    };
    expect(chat.conversation.agent_name).toMatch(/onerror/);
    expect(chat.messages[0]!.text).toBe(XSS_CONTENT);
    const search = (await get('/api/web/v1/chart/search?query=', HOSTILE)).data as { symbol: string; name: string }[];
    expect(search[0]!.name).toMatch(/<script>/);
    const symbol = (await get(`/api/web/v1/chart/symbol?symbol=${search[0]!.symbol}`, HOSTILE)).data as {
      name: string;
      pricescale: number;
    };
    expect(symbol.name).toMatch(/onerror/);
    expect(symbol.pricescale).toBeGreaterThan(0);
    const settings = (await get('/api/web/v1/site/settings', HOSTILE)).data as { lang_list: Record<string, string> };
    expect(Object.entries(settings.lang_list).every(([code, v]) => v.endsWith(code) && v.startsWith('<'))).toBe(true);
  });

  it("'quiet' keeps the compliance answer regular and every other text hostile", async () => {
    const QUIET = `${TRADER}; meridian_hostile=quiet`;
    expect(JSON.stringify(await get('/api/web/v1/compliance/check', QUIET))).not.toMatch(/__xss/);
    expect(((await get('/api/web/v1/kyc/footerTipsCheck', QUIET)).datas as { content: string }[])[0]!.content).toBe(XSS_CONTENT);
    expect(JSON.stringify(await get('/apiw/v2/market/spots', QUIET))).toMatch(/__xss/);
  });

  it('leaves every answer alone without the cookie', async () => {
    const { data } = (await get('/api/web/v1/compliance/check', TRADER)) as { data: Record<string, unknown> };
    expect(JSON.stringify(data)).not.toMatch(/__xss/);
    expect(JSON.stringify(await get('/api/web/v1/kyc/footerTipsCheck', TRADER))).not.toMatch(/__xss/);
    expect(JSON.stringify(await get('/api/web/v1/usercenter/get_info', TRADER))).not.toMatch(/__xss/);
    for (const path of [
      '/apiw/v2/market/spots',
      '/apiw/v2/market/futures',
      '/apiw/v2/pilot/markets',
      '/apiw/v2/common/tabs',
      '/api/web/v1/site/settings',
      '/api/web/v1/chart/search?query=',
      '/api/web/v1/chat/messages?session=abcdefgh12',
    ]) {
      expect(JSON.stringify(await get(path, TRADER)), path).not.toMatch(/__xss|evil\.example/);
    }
  });
});
