import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage';
import { ANSWERS_AT_KEY, ANSWERS_KEY, forgetAnswers, lastKnownCompliance, readRemembered, rememberAnswers } from './remembered-answers';

const user = { isLogin: true, uid: 1001, verified: '0' };
const compliance = { limit: { is_ip_limit: true } };
const account = { mode: 'portfolio' as const, first_open: false };
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 2, 10, 12);
const ann = { site: 'main', cookies: { uid: '1001' } };
const visitor = { site: 'main', cookies: {} };
const at = (nowMs: number) => ({ ...ann, nowMs });

describe('remembered answers', () => {
  it('gives back what was remembered for this site and session; the compliance answer says it is remembered', () => {
    const storage = memoryStorage();
    rememberAnswers(storage, { user, compliance, account }, at(T0));
    expect(readRemembered(storage, ann)).toEqual({ user, compliance: { ...compliance, source: 'remembered' }, account });
  });

  it('nothing for another session: after a logout, for another uid, or a visitor memory for a user', () => {
    const storage = memoryStorage();
    rememberAnswers(storage, { user, compliance, account }, at(T0));
    expect(readRemembered(storage, visitor)).toEqual({});
    expect(readRemembered(storage, { site: 'main', cookies: { uid: '2002' } })).toEqual({});
    rememberAnswers(storage, { user: null, compliance }, { ...visitor, nowMs: T0 });
    expect(readRemembered(storage, visitor)).toEqual({ compliance: { ...compliance, source: 'remembered' } });
    expect(readRemembered(storage, ann)).toEqual({});
  });

  it('nothing for another site (the demo serves every site from one storage)', () => {
    const storage = memoryStorage();
    rememberAnswers(storage, { user, compliance }, at(T0));
    expect(readRemembered(storage, { ...ann, site: 'uk' })).toEqual({});
  });

  it('never remembers a logged-out user as one', () => {
    const storage = memoryStorage();
    rememberAnswers(storage, { user: { isLogin: false }, compliance: null }, { site: 'main', cookies: { uid: 'undefined' }, nowMs: T0 });
    expect(readRemembered(storage, { site: 'main', cookies: { uid: 'undefined' } })).toEqual({});
  });

  it('writes only a live compliance answer: a memory or the fallback leaves the memory as it was', () => {
    const storage = memoryStorage();
    rememberAnswers(storage, { user, compliance }, at(T0));
    rememberAnswers(storage, { user, compliance: { source: 'fallback', menu: [], business: [], limit: {} } }, at(T0 + HOUR));
    rememberAnswers(storage, { user, compliance: { ...compliance, source: 'remembered' } }, at(T0 + 2 * HOUR));
    expect(storage.getItem(ANSWERS_AT_KEY)).toBe(String(T0));
    expect(JSON.parse(storage.getItem(ANSWERS_KEY)!).compliance).toEqual(compliance);
  });

  it('treats unreadable memory as none, and forgets on request', () => {
    const storage = memoryStorage();
    storage.setItem(ANSWERS_KEY, '{not json');
    expect(readRemembered(storage, ann)).toEqual({});
    storage.setItem(ANSWERS_KEY, '[1,2]');
    expect(readRemembered(storage, ann)).toEqual({});
    storage.setItem(ANSWERS_KEY, JSON.stringify({ user, compliance, uid: '1001' }));
    expect(readRemembered(storage, ann), 'a memory that names no site').toEqual({});
    rememberAnswers(storage, { user, compliance }, at(T0));
    forgetAnswers(storage);
    expect(readRemembered(storage, ann)).toEqual({});
    expect(storage.getItem(ANSWERS_AT_KEY)).toBeNull();
    expect(readRemembered(null, ann)).toEqual({});
  });
});

describe('the last known compliance answer (stands in for a failed check, compliance §8)', () => {
  const limited = { menu: ['derivatives'], business: [], limit: { is_uk_limit: true } };
  const remembered = { ...limited, source: 'remembered' };

  it('is used 23 hours after it was remembered, not 25 hours after', () => {
    const storage = memoryStorage();
    rememberAnswers(storage, { user, compliance: limited }, at(T0));
    expect(lastKnownCompliance(storage, at(T0 + 23 * HOUR))).toEqual(remembered);
    expect(lastKnownCompliance(storage, at(T0 + 24 * HOUR))).toEqual(remembered);
    expect(lastKnownCompliance(storage, at(T0 + 25 * HOUR))).toBeNull();
  });

  it('the age counts from the last live answer', () => {
    const storage = memoryStorage();
    rememberAnswers(storage, { user, compliance: limited }, at(T0));
    rememberAnswers(storage, { user, compliance: limited }, at(T0 + 20 * HOUR));
    expect(lastKnownCompliance(storage, at(T0 + 40 * HOUR))).toEqual(remembered);
  });

  it('is per site and per uid: another uid, a visitor, another site get nothing', () => {
    const storage = memoryStorage();
    rememberAnswers(storage, { user, compliance: limited }, at(T0));
    const soon = T0 + HOUR;
    expect(lastKnownCompliance(storage, { site: 'main', cookies: { uid: '2002' }, nowMs: soon })).toBeNull();
    expect(lastKnownCompliance(storage, { ...visitor, nowMs: soon })).toBeNull();
    expect(lastKnownCompliance(storage, { ...ann, site: 'uk', nowMs: soon })).toBeNull();
    expect(lastKnownCompliance(storage, at(soon))).toEqual(remembered);
  });

  it('a missing, unreadable or future time counts as too old', () => {
    const storage = memoryStorage();
    rememberAnswers(storage, { user, compliance: limited }, at(T0));
    storage.setItem(ANSWERS_AT_KEY, 'yesterday');
    expect(lastKnownCompliance(storage, at(T0 + HOUR))).toBeNull();
    storage.setItem(ANSWERS_AT_KEY, String(T0 + 5 * HOUR));
    expect(lastKnownCompliance(storage, at(T0 + HOUR))).toBeNull();
    storage.removeItem(ANSWERS_AT_KEY);
    expect(lastKnownCompliance(storage, at(T0 + HOUR))).toBeNull();
    expect(lastKnownCompliance(null, at(T0 + HOUR))).toBeNull();
  });
});
