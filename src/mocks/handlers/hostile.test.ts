import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { XSS_CONTENT } from '../data/xss-corpus';
import { HOSTILE_LINK } from './hostile';

const get = async (path: string, cookie: string): Promise<Record<string, unknown>> => {
  const res = await getResponse(handlers, new Request(`http://localhost${path}`, { headers: { cookie } }));
  return (await res!.json()) as Record<string, unknown>;
};
const TRADER = 'meridian_persona=trader';
const HOSTILE = `${TRADER}; meridian_hostile=1`;

describe('hostile-texts switch (meridian_hostile=1)', () => {
  it('puts the corpus into the compliance notices, the risk guide and their links', async () => {
    const { data } = await get('/api/web/v1/compliance/check', HOSTILE) as { data: Record<string, Record<string, Record<string, unknown>>> };
    expect(data.limit!.toast_config!.content).toBe(XSS_CONTENT);
    expect(data.business_banner!.ok_button_router).toBe(HOSTILE_LINK);
    expect(data.toast!.kyc_toast).toMatchObject({ is_risk_user: true, risk_user_guide_msg: XSS_CONTENT, risk_user_guide_url: HOSTILE_LINK });
  });

  it('and into footer tips, the announcement, notifications and the nickname', async () => {
    expect(((await get('/api/web/v1/kyc/footerTipsCheck', HOSTILE)).datas as { content: string }[])[0]!.content).toBe(XSS_CONTENT);
    expect(((await get('/api/web/v1/site/fullsiteBulletin', HOSTILE)).data as { content: string }).content).toBe(XSS_CONTENT);
    const notices = (await get('/apiw/v2/herald/get_notice_record?type=notice', HOSTILE)).data as { list: { content: string }[] };
    expect(notices.list[0]!.content).toBe(XSS_CONTENT);
    expect(((await get('/api/web/v1/usercenter/get_info', HOSTILE)).data as { user_nick: string }).user_nick).toMatch(/onerror/);
  });

  it('leaves every answer alone without the cookie', async () => {
    const { data } = await get('/api/web/v1/compliance/check', TRADER) as { data: Record<string, unknown> };
    expect(JSON.stringify(data)).not.toMatch(/__xss/);
    expect(JSON.stringify(await get('/api/web/v1/kyc/footerTipsCheck', TRADER))).not.toMatch(/__xss/);
    expect(JSON.stringify(await get('/api/web/v1/usercenter/get_info', TRADER))).not.toMatch(/__xss/);
  });
});
