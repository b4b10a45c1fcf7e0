import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, setupTestBackend } from '../mocks/test-server';
import { fetchNoticeRecord } from './herald-notice-record';
import { saveFundPassFrequency } from './query-safe';
import { fetchRebateUserInfo } from './rebate-user-info-call';
import { fetchUserFrequency } from './user-frequency';
import { fetchUserInfo } from './user-info-call';
import { fetchUserTier } from './user-tier';
import { INVITE_CHANNEL_ONLY_CODE, verifyInviteInfo } from './verify-invite-info';

const backend = setupTestBackend();

describe('invite verification', () => {
  it('GOOD is ok, CHANNEL is channel-only (10530135), other codes are rejected', async () => {
    expect(await verifyInviteInfo({ invite_code: 'GOOD' }, { http: backend.http })).toMatchObject({
      status: 'ok',
      code: 0,
      ref_channel: 'web',
    });
    expect(await verifyInviteInfo({ invite_code: 'CHANNEL' }, { http: backend.http })).toMatchObject({
      status: 'channel_only',
      code: INVITE_CHANNEL_ONLY_CODE,
      ref_channel: 'partner',
      group_id: 'g-channel',
    });
    const other = await verifyInviteInfo({ invite_code: 'NOPE', ref_type: '2' }, { http: backend.http });
    expect(other.status).toBe('rejected');
    expect(other.code).not.toBe(0);
  });
});

describe('fund-password frequency', () => {
  it('saves with the csrftoken header and reads the new value back', async () => {
    let header: string | null = null;
    backend.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/json_svr/query_safe')) header = request.headers.get('csrftoken');
    });
    backend.setCookies({ meridian_persona: 'trader', csrftoken: 'abc' });
    expect(await fetchUserFrequency({ http: backend.http })).toBe(1);
    expect(await saveFundPassFrequency({ frequency: 2, fundpass: 'pw', totp: '654321' }, { http: backend.http })).toEqual({
      result: true,
      msg: 'Saved',
    });
    expect(header).toBe('abc');
    expect(await fetchUserFrequency({ http: backend.http })).toBe(2);
    backend.server.events.removeAllListeners();
  });

  it('shows the server message when the server refuses', async () => {
    backend.setCookies({ meridian_persona: 'trader' });
    expect(await saveFundPassFrequency({ frequency: 0, fundpass: 'wrong', totp: '123456' }, { http: backend.http })).toEqual({
      result: false,
      msg: 'Incorrect fund password',
    });
  });

  it('visitors have no frequency', async () => {
    expect(await fetchUserFrequency({ http: backend.http })).toBeNull();
  });
});

describe('session-bound calls for a visitor', () => {
  it('rebate info falls back with a warning', async () => {
    expect(await fetchRebateUserInfo({ http: backend.http })).toEqual({ kol_code: '', encrypted_uid: '', agency_type: 0 });
    expect(backend.logger.warnings).toHaveLength(1);
  });

  it('tier falls back to {}', async () => {
    expect(await fetchUserTier({ http: backend.http })).toEqual({});
  });
});

describe('notices', () => {
  it('pages by 10 and differ per type', async () => {
    backend.setCookies({ meridian_persona: 'trader' });
    const first = await fetchNoticeRecord({ type: 'futures', lang: 'en' }, { http: backend.http });
    const third = await fetchNoticeRecord({ type: 'futures', lang: 'en', page: 3 }, { http: backend.http });
    expect(first).toHaveLength(10);
    expect(third).toHaveLength(3);
    expect(first[0]?.send_timest).toBeGreaterThan(third[0]?.send_timest ?? Infinity);
    expect(await fetchNoticeRecord({ type: 'unknown', lang: 'en' }, { http: backend.http })).toEqual([]);
  });
});

describe('meridian_delay', () => {
  it('slows every answer; a client time-out shorter than the delay falls back', async () => {
    backend.setCookies({ meridian_persona: 'trader', meridian_delay: '200' });
    expect(await fetchUserInfo({ timeoutMs: 50, http: backend.http })).toEqual({ isLogin: false });
    const started = Date.now();
    expect((await fetchUserInfo({ http: backend.http })).isLogin).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});

describe('answers from a real backend variant', () => {
  it('get_info with unknown extra fields keeps only the known ones', async () => {
    backend.server.use(
      http.get(`${TEST_ORIGIN}/api/web/v1/usercenter/get_info`, () =>
        HttpResponse.json({ code: 0, data: { isLogin: true, uid: 5, secret: 'x', verified: 2 } }),
      ),
    );
    expect(await fetchUserInfo({ http: backend.http })).toEqual({ isLogin: true, uid: 5, verified: 2, safe_level: 0 });
  });
});
