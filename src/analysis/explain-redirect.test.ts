import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { repoConfig } from '../test-support/repo-config';
import { explain, kindsOf } from './explain';

const config = repoConfig();
const withdrawOnly = findPersona('withdraw_only')!.facts;

describe('explain redirect', () => {
  it('names the redirect as an id of its own', () => {
    expect(kindsOf(config, 'redirect')).toEqual(['redirect']);
  });

  it('a withdraw-only user on the trade page: the confinement rule sends them to the withdraw page', async () => {
    const e = (await explain(config, { ...withdrawOnly, path: '/trade/BTC_USDT' }, 'redirect'))!;
    expect(e.verdict).toBe('redirects to /myaccount/withdraw/USDT');
    const applied = e.rules.filter((r) => r.applied);
    expect(applied.map((r) => [r.id, r.effect, r.via])).toEqual([['withdraw-only-confined', 'redirect', '/myaccount/withdraw/USDT']]);
    expect(applied[0]!.source).toMatch(/compliance §2\.1/);
    // Every rule that can redirect is listed, fired or not.
    expect(e.rules.map((r) => r.id)).toEqual(expect.arrayContaining(['page-guard', 'blocked-product', 'blocked-country']));
  });

  it('on the withdraw page itself nothing redirects, and the rule says why it did not fire', async () => {
    const e = (await explain(config, { ...withdrawOnly, path: '/myaccount/withdraw/USDT' }, 'redirect'))!;
    expect(e.verdict).toBe('no redirect: the page opens');
    expect(e.rules.find((r) => r.id === 'withdraw-only-confined')).toMatchObject({ fired: false, applied: false });
  });

  it('when two rules ask, the higher priority wins and the note says which lost', async () => {
    const facts = {
      ...withdrawOnly,
      path: '/trade/BTC_USDT',
      compliance: { toast: { is_withdraw_only_user: true }, limit: { is_blocked_country: true } },
    };
    const e = (await explain(config, facts, 'redirect'))!;
    expect(e.verdict).toBe('redirects to /state_compliance_tips');
    expect(e.rules.find((r) => r.id === 'withdraw-only-confined')).toMatchObject({ fired: true, applied: false });
    expect(e.notes[0]).toMatch(
      /blocked-country \(30\) → \/state_compliance_tips, withdraw-only-confined \(25\) → \/myaccount\/withdraw\/USDT/,
    );
  });
});
