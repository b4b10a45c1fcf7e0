import { describe, expect, it } from 'vitest';
import { buildFacts, experimentsFromCookie, type ShellInputs } from './facts-builder';

const base: ShellInputs = {
  site: 'main',
  locale: 'en',
  path: '/',
  query: {},
  now: new Date('2026-03-10T12:00:30Z'),
  device: { width: 390, isPhone: true, utcOffsetMinutes: 0 },
  cookies: {},
  storage: {},
};

describe('experiments', () => {
  it('reads the experiment names of the ab_experiments cookie', () => {
    expect(experimentsFromCookie('signupGift, other-one')).toEqual({ signupGift: true, 'other-one': true });
    expect(experimentsFromCookie('<script>,')).toEqual({});
    expect(experimentsFromCookie(undefined)).toEqual({});
    expect(buildFacts({ ...base, cookies: { ab_experiments: 'signupGift' } }).experiments).toEqual({ signupGift: true });
  });

  it('has no experiments without the cookie, and given experiments win', () => {
    expect(buildFacts(base).experiments).toBeUndefined();
    expect(buildFacts({ ...base, cookies: { ab_experiments: 'signupGift' }, experiments: { other: true } }).experiments).toEqual({
      other: true,
    });
  });
});
