import { describe, expect, it } from 'vitest';
import { checkFacts } from './facts-check';
import type { PreviewState } from './preview-state';
import { defaultScenario } from './scenario';
import { decodeState, encodeState } from './url-codec';

const base = defaultScenario(new Date('2026-03-10T12:00:30Z'));
const fallback: PreviewState = { view: 'scenario', a: base, b: { ...base, facts: { ...base.facts, site: 'tr' } }, file: null };

describe('the preview URL', () => {
  it('round-trips a scenario, the compared one and the open file', () => {
    const state: PreviewState = {
      view: 'compare',
      a: {
        persona: 'trader',
        facts: { site: 'uk', now: '2026-04-01T00:00:00Z', user: { isLogin: true, uid: 7 }, cookies: { curr_fiat: 'EUR & more' } },
      },
      b: { persona: 'visitor', facts: { site: 'tr', locale: 'en', path: '/trade/BTC_TRY' } },
      file: 'rules/header.yaml',
    };
    const url = encodeState(state);
    expect(url).toContain('v=1');
    expect(decodeState(url, fallback, checkFacts)).toEqual({ state, problems: [] });
  });

  it('writes facts in one order, so equal scenarios give equal links', () => {
    const one = encodeState({ ...fallback, a: { persona: 'visitor', facts: { path: '/x', site: 'tr' } } });
    const two = encodeState({ ...fallback, a: { persona: 'visitor', facts: { site: 'tr', path: '/x' } } });
    expect(one).toBe(two);
  });

  it('leaves the compared scenario out unless comparing', () => {
    expect(encodeState(fallback)).not.toContain('bFacts');
  });

  it('names no state for a bare URL', () => {
    expect(decodeState('', fallback, checkFacts)).toEqual({ state: null, problems: [] });
  });

  it('keeps the fallback for facts that fail the facts schema, and says why', () => {
    const bad = `?v=1&view=scenario&persona=x&facts=${encodeURIComponent(JSON.stringify({ site: 'tr', path: 'no-slash' }))}`;
    const { state, problems } = decodeState(bad, fallback, checkFacts);
    expect(state?.a).toEqual(fallback.a);
    expect(problems.join()).toMatch(/facts: \/path/);
  });

  // Issue 21 item 3: a crafted link whose path or locale would make the frame load another origin.
  it.each([
    ['facts', { path: '//evil.example/x' }, /^facts: \/path .*match/],
    ['facts', { path: '/\\evil.example/x' }, /^facts: \/path .*match/],
    ['bFacts', { locale: '/evil.example' }, /^bFacts: \/locale .*match/],
  ])('keeps the fallback for a crafted %s %j and names the field', (key, facts, problem) => {
    const p = new URLSearchParams({ v: '1', view: 'compare', facts: '{}', bFacts: '{}' });
    p.set(key, JSON.stringify(facts));
    const { state, problems } = decodeState(`?${p}`, fallback, checkFacts);
    expect(key === 'facts' ? state?.a : state?.b).toEqual(key === 'facts' ? fallback.a : fallback.b);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  // Issue 21 item 4: a crafted link is read no further than `meridian decide --facts` reads facts.
  it('keeps the fallback for facts over 64 KiB, without parsing or checking them, and lists at most 20 problems', () => {
    const cookies = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`ck${i}`, `value${i}`]));
    const big = new URLSearchParams({ v: '1', facts: JSON.stringify({ site: 'tr', cookies }) });
    const { state, problems } = decodeState(`?${big}`, fallback, checkFacts);
    expect(state?.a).toEqual(fallback.a);
    expect(problems).toEqual([expect.stringMatching(/^facts: [\d,]+ characters; the limit is 65,536 \(64 KiB\)$/)]);
    const many = new URLSearchParams({
      v: '1',
      facts: JSON.stringify({ cookies: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`c${i}`, i])) }),
    });
    const listed = decodeState(`?${many}`, fallback, checkFacts).problems;
    expect(listed).toHaveLength(21);
    expect(listed[20]).toBe('facts: … and 480 more problems');
  });

  it('rejects facts that are not JSON, an unknown view and a file outside sites/ and rules/', () => {
    const { state, problems } = decodeState('?v=1&view=edit&facts={oops&file=../secret.yaml', fallback, checkFacts);
    expect(state).toEqual({ ...fallback, view: 'scenario' });
    expect(problems).toEqual(['view: unknown view "edit"', 'facts: not JSON']);
  });

  it('refuses a link of another format version', () => {
    expect(decodeState('?v=2&facts={}', fallback, checkFacts).state).toBeNull();
  });
});
