import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage';
import { ANSWERS_KEY, forgetAnswers, readRemembered, rememberAnswers } from './remembered-answers';

const user = { isLogin: true, uid: 1001, verified: '0' };
const compliance = { limit: { is_ip_limit: true } };
const account = { mode: 'portfolio' as const, first_open: false };

describe('remembered answers', () => {
  it('gives back what was remembered while the session cookie names the same user', () => {
    const storage = memoryStorage();
    rememberAnswers(storage, { user, compliance, account });
    expect(readRemembered(storage, { uid: '1001' })).toEqual({ user, compliance, account });
  });

  it('drops the user and the account after a logout or for another user, keeps compliance', () => {
    const storage = memoryStorage();
    rememberAnswers(storage, { user, compliance, account });
    expect(readRemembered(storage, {})).toEqual({ compliance });
    expect(readRemembered(storage, { uid: '2002' })).toEqual({ compliance });
  });

  it('never remembers a logged-out user as one', () => {
    const storage = memoryStorage();
    rememberAnswers(storage, { user: { isLogin: false }, compliance: null });
    expect(readRemembered(storage, { uid: 'undefined' })).toEqual({});
  });

  it('treats unreadable memory as none, and forgets on request', () => {
    const storage = memoryStorage();
    storage.setItem(ANSWERS_KEY, '{not json');
    expect(readRemembered(storage, { uid: '1001' })).toEqual({});
    storage.setItem(ANSWERS_KEY, '[1,2]');
    expect(readRemembered(storage, { uid: '1001' })).toEqual({});
    rememberAnswers(storage, { user, compliance });
    forgetAnswers(storage);
    expect(readRemembered(storage, { uid: '1001' })).toEqual({});
    expect(readRemembered(null, { uid: '1001' })).toEqual({});
  });
});
