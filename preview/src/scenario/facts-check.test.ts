import { describe, expect, it } from 'vitest';
import { checkFacts, parseFactsText } from './facts-check';

describe('facts typed by hand', () => {
  it('accept YAML and JSON, and nothing as the default visitor', () => {
    expect(parseFactsText('site: tr\nuser: { isLogin: true }\n')).toEqual({ ok: true, facts: { site: 'tr', user: { isLogin: true } } });
    expect(parseFactsText('{"site": "uk", "path": "/trade"}')).toEqual({ ok: true, facts: { site: 'uk', path: '/trade' } });
    expect(parseFactsText('')).toEqual({ ok: true, facts: {} });
  });

  it('point at the line and column of a schema error', () => {
    const r = parseFactsText('site: tr\nuser:\n  isLogin: yes please\n  tier: 3\n');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      expect.objectContaining({ line: 3, col: 12, path: 'user.isLogin', message: 'must be boolean (got "yes please")' }),
      expect.objectContaining({ line: 4, col: 3, message: 'unknown field "tier"' }),
    ]);
  });

  it('point at the line of a YAML syntax error', () => {
    const r = parseFactsText('site: tr\ncookies: { a: 1\npath: /\n');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ check: 'yaml', line: expect.any(Number) });
    if (!r.ok) expect(r.errors[0]!.line).toBeGreaterThanOrEqual(2);
  });

  it('have the limits of `meridian decide --facts`, each at its place (issue 21 items 4 and 9)', () => {
    const cookies = Array.from({ length: 1_001 }, (_, i) => `  c${i}: v`).join('\n');
    expect(parseFactsText(`site: tr\ncookies:\n${cookies}\n`)).toEqual({
      ok: false,
      errors: [expect.objectContaining({ line: 3, col: 3, message: 'map has 1,001 keys; the limit is 1,000' })],
    });
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      ...'bcdefghi'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(', ')}]`),
    ].join('\n');
    const r = parseFactsText(`query:\n${bomb.replace(/^/gm, '  ')}\n`);
    expect(r).toEqual({
      ok: false,
      errors: [
        expect.objectContaining({
          check: 'yaml',
          message: expect.stringMatching(/^alias \*\w makes the file [\d,]+ nodes; the limit is 20,000$/),
        }),
      ],
    });
  });

  it('check facts from a link in short form', () => {
    expect(checkFacts({ site: 'tr' })).toEqual([]);
    expect(checkFacts({ device: { width: -1 } })).toEqual(['/device/width must be >= 0']);
  });
});
