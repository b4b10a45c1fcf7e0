// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyInviteInfo, type InviteVerification } from './verify-invite-info';
import { setupTestBackend } from '../mocks/test-server';
import { browserCookieJar, captureReferral, referralCookiesFor, REFERRAL_COOKIE_SECONDS, type CookieJar } from './capture-referral';
import { readReferralInput, SIGNUP_QUERY_COOKIE } from '../lib/referral/referral-input';

function memoryJar(initial: Record<string, string> = {}) {
  const values = { ...initial };
  const writes: [string, string, number][] = [];
  const jar: CookieJar = {
    get: (n) => values[n],
    set: (n, v, s) => {
      values[n] = v;
      writes.push([n, v, s]);
    },
  };
  return { jar, values, writes };
}

const ok: InviteVerification = { status: 'ok', code: 0, message: '' };

describe('readReferralInput', () => {
  it('takes query values first and fills the gaps from cookies (ref from ref_uid)', () => {
    const input = readReferralInput(new URLSearchParams('ref=Q&group_id=g1'), (n) => ({ ref_uid: 'C', ref_type: 't', group_id: 'g0' })[n]);
    expect(input).toEqual({ ref: 'Q', ref_type: 't', group_id: 'g1' });
  });
  it('accepts a plain record and ignores empty values', () => {
    expect(readReferralInput({ ref: ['A', 'B'], ref_type: '' }, () => undefined)).toEqual({ ref: 'A' });
  });
});

describe('referralCookiesFor', () => {
  const input = { ref: 'R', ref_type: '1', ref_channel: 'c', group_id: 'g' };
  it('ok stores all four, the server values first', () => {
    expect(referralCookiesFor(input, { ...ok, ref_uid: 9, group_id: 'sg' })).toEqual({
      ref_uid: '9',
      ref_type: '1',
      ref_channel: 'c',
      group_id: 'sg',
    });
  });
  it('channel_only stores only channel and group', () => {
    expect(referralCookiesFor(input, { status: 'channel_only', code: 10530135, message: '' })).toEqual({ ref_channel: 'c', group_id: 'g' });
  });
  it('rejected stores nothing', () => {
    expect(referralCookiesFor(input, { status: 'rejected', code: 10530001, message: '' })).toEqual({});
  });
});

describe('captureReferral', () => {
  it('does not call verify without a ref', async () => {
    const verify = vi.fn();
    const { jar, writes } = memoryJar();
    expect(await captureReferral({ ref_channel: 'x' }, { verify, cookies: jar })).toEqual({ status: 'no_ref', stored: {} });
    expect(verify).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
  });

  it('verifies with ref and ref_type and writes for 14 days', async () => {
    const verify = vi.fn(async () => ok);
    const { jar, writes } = memoryJar();
    const result = await captureReferral(new URLSearchParams('ref=R&ref_type=2'), { verify, cookies: jar });
    expect(verify).toHaveBeenCalledWith({ invite_code: 'R', ref_type: '2' });
    expect(result).toEqual({ status: 'ok', stored: { ref_uid: 'R', ref_type: '2' } });
    expect(writes.every(([, , s]) => s === REFERRAL_COOKIE_SECONDS)).toBe(true);
  });

  it("keeps the page's sign-up query string with the referral, 14 days; not for a rejected code, nor for a ref from the cookies", async () => {
    const good = memoryJar();
    await captureReferral(new URLSearchParams('ref=GOOD&utm_source=x'), { verify: async () => ok, cookies: good.jar });
    expect(good.writes).toContainEqual([SIGNUP_QUERY_COOKIE, 'ref=GOOD&utm_source=x', REFERRAL_COOKIE_SECONDS]);
    const channel = memoryJar();
    await captureReferral(
      { ref: 'CHANNEL' },
      { verify: async () => ({ status: 'channel_only', code: 10530135, message: '' }), cookies: channel.jar },
    );
    expect(channel.values[SIGNUP_QUERY_COOKIE]).toBe('ref=CHANNEL');
    const rejected = memoryJar();
    await captureReferral({ ref: 'NOPE' }, { verify: async () => ({ status: 'rejected', code: 1, message: '' }), cookies: rejected.jar });
    expect(rejected.values[SIGNUP_QUERY_COOKIE]).toBeUndefined();
    // A later page without ?ref= verifies the kept ref_uid again, and leaves the stored string alone.
    const kept = memoryJar({ ref_uid: '2002', [SIGNUP_QUERY_COOKIE]: 'ref=GOOD' });
    await captureReferral(new URLSearchParams('site=main'), { verify: async () => ok, cookies: kept.jar });
    expect(kept.values[SIGNUP_QUERY_COOKIE]).toBe('ref=GOOD');
  });

  describe('against the embedded backend', () => {
    const backend = setupTestBackend();
    const verify: typeof verifyInviteInfo = (params) => verifyInviteInfo(params, { http: backend.http });
    afterEach(() => {
      for (const n of ['ref_uid', 'ref_type', 'ref_channel', 'group_id']) Cookies.remove(n, { path: '/' });
    });

    it("'GOOD' stores all referral cookies in the browser", async () => {
      const result = await captureReferral(new URLSearchParams('ref=GOOD&ref_type=1'), {
        verify,
        cookies: browserCookieJar,
      });
      expect(result.status).toBe('ok');
      expect(Cookies.get()).toMatchObject({ ref_uid: '2002', ref_type: '1', ref_channel: 'web', group_id: 'g-2002' });
    });

    it("'CHANNEL' (10530135) stores only ref_channel and group_id", async () => {
      Cookies.set('ref_uid', 'old', { path: '/' });
      const result = await captureReferral({ ref: 'CHANNEL' }, { verify, cookies: browserCookieJar });
      expect(result).toEqual({ status: 'channel_only', stored: { ref_channel: 'partner', group_id: 'g-channel' } });
      expect(Cookies.get('ref_uid')).toBe('old');
    });

    it('an invalid code changes nothing', async () => {
      Cookies.set('group_id', 'keep', { path: '/' });
      const result = await captureReferral({ ref: 'NOPE', group_id: 'new' }, { verify, cookies: browserCookieJar });
      expect(result).toEqual({ status: 'rejected', stored: {} });
      expect(Cookies.get('group_id')).toBe('keep');
    });
  });
});
