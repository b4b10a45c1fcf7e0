import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { defaultScenario, getFact, setFact, withPersona } from './scenario';
import { fromTimeText, shiftNow, toTimeText } from './time';

describe('scenarios', () => {
  it('start as a logged-out desktop visitor on the main site at the minute', () => {
    expect(defaultScenario(new Date('2026-03-10T12:34:56.789Z'))).toEqual({
      persona: 'visitor',
      facts: { site: 'main', locale: 'en', path: '/', now: '2026-03-10T12:34:00Z', device: { isPhone: false, width: 1440 } },
    });
  });

  it("take a persona's user, compliance and session cookies, and drop the previous persona's", () => {
    const s0 = { persona: 'visitor', facts: { site: 'tr', cookies: { dark: '1' } } };
    const trader = withPersona(s0, findPersona('uk_limited')!);
    expect(trader.persona).toBe('uk_limited');
    expect(trader.facts.site).toBe('tr');
    expect(trader.facts.user?.isLogin).toBe(true);
    expect(trader.facts.cookies).toEqual({ dark: '1', uid: '1001', nickname: 'ann' });
    const visitor = withPersona(trader, findPersona('visitor')!);
    expect(visitor.facts).toEqual({ site: 'tr', cookies: { dark: '1' } });
  });

  it('set and remove a nested fact, pruning what is left empty', () => {
    const f1 = setFact({ site: 'main' }, ['compliance', 'limit', 'is_uk_limit'], true);
    expect(getFact(f1, ['compliance', 'limit', 'is_uk_limit'])).toBe(true);
    expect(setFact(f1, ['compliance', 'limit', 'is_uk_limit'], undefined)).toEqual({ site: 'main' });
  });

  it('travel in time from their own now, to the minute', () => {
    expect(shiftNow({ now: '2026-01-31T23:30:00Z' }, 3_600_000).now).toBe('2026-02-01T00:30:00Z');
    expect(shiftNow({}, 30 * 86_400_000).now).toBe('2026-01-31T00:00:00Z');
    expect(toTimeText('2026-02-01T00:30:00Z')).toBe('2026-02-01 00:30');
    expect(fromTimeText('2026-02-01 00:30')).toBe('2026-02-01T00:30:00Z');
    expect(fromTimeText(' 2026-02-01T00:30 ')).toBe('2026-02-01T00:30:00Z');
    for (const bad of ['nonsense', '2026-02-30 10:00', '2026-02-01 24:00', '2026-02-01 9:30', '2026-2-1 09:30', '2026-02-01'])
      expect(fromTimeText(bad), bad).toBeNull();
  });
});
