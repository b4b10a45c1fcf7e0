import { describe, expect, it } from 'vitest';
import { resolveFact } from './fact-paths';
import { operandProblem } from './operand-types';

const stored = new Set(['tr_entry', 'nl_limit_ack', 'announcement_closed']);

/** The problem lint reports for `fact operator value` (value a literal, or `{fact}`), null when none. */
function problem(fact: string, operator: string, value: unknown, params?: Record<string, unknown>): string | null {
  const f = resolveFact(fact, stored, params);
  if ('error' in f) throw new Error(f.error);
  const ref = value && typeof value === 'object' && !Array.isArray(value) ? (value as { fact: string }).fact : undefined;
  if (ref === undefined) return operandProblem(fact, f.shape, operator, { literal: value });
  const r = resolveFact(ref, stored);
  if ('error' in r) throw new Error(r.error);
  return operandProblem(fact, f.shape, operator, { ref, shape: r.shape });
}

describe('operandProblem', () => {
  it('names the fact, its type, the comparison and why it never holds', () => {
    expect(problem('user.tier_level', 'equal', '3')).toBe(
      'user.tier_level is a number; equal "3" compares it with a string and never holds',
    );
    expect(problem('user.tier_level', 'notEqual', '3')).toBe(
      'user.tier_level is a number; notEqual "3" compares it with a string and always holds',
    );
    expect(problem('user.isLogin', 'greaterThan', [1, 2])).toBe(
      'user.isLogin is a boolean; greaterThan [1,2] compares numbers and never holds',
    );
    expect(problem('device.width', 'pathUnder', 7)).toBe('device.width is a number; pathUnder 7 needs a path (a string) and never holds');
    expect(problem('account.mode', 'equal', 'portfolo')).toBe(
      'account.mode is one of "classic", "portfolio", "single_currency", "multi_currency"; equal "portfolo" never holds',
    );
  });

  it('checks each operator against what it reads', () => {
    const never: [string, string, unknown][] = [
      ['user.tier_level', 'greaterThanInclusive', '11'],
      ['path', 'lessThan', 3],
      ['user.country', 'in', ['233']],
      ['user.tier_level', 'in', 3],
      ['compliance.menu', 'in', ['deposit']],
      ['user.tier_level', 'notIn', [1, 'x']],
      ['user.isLogin', 'contains', true],
      ['compliance.menu', 'contains', 3],
      ['path', 'pathUnder', [7]],
      ['user.uid', 'matches', '^1'],
      ['user.isLogin', 'isEmpty', 'yes'],
      ['user.isLogin', 'olderThan', '1d'],
      ['elapsedMs', 'olderThanHours', '12'],
      ['user.tier_level', 'notIn', { fact: 'compliance.menu' }],
      ['user.tier_level', 'equal', { fact: 'user.nickname' }],
      ['user.tier_level', 'inList', ['3']],
    ];
    for (const [fact, op, value] of never)
      expect(problem(fact, op, value, { of: 'nl_limit_ack' }), `${fact} ${op} ${JSON.stringify(value)}`).not.toBeNull();
  });

  it('accepts what the repository writes, unions and unknown shapes included', () => {
    const fine: [string, string, unknown][] = [
      ['user.verified', 'equal', '3'],
      ['user.verified', 'in', ['1', '4']],
      ['user.verified', 'in', [0, 1]],
      ['user.tier_level', 'lessThanInclusive', 10],
      ['user.country', 'equal', 233],
      ['site.hidden', 'doesNotContain', 'app_download'],
      ['compliance.menu', 'contains', 'deposit'],
      ['locale', 'notIn', { fact: 'site.languages' }],
      ['pathProduct', 'in', { fact: 'compliance.menu' }],
      ['announcement.content_id', 'notIn', { fact: 'stored.announcement_closed.items' }],
      ['compliance.menu', 'inList', { fact: 'stored.tr_entry' }],
      ['compliance.menu', 'inList', ['deposit']],
      ['elapsedMs', 'olderThan', '30d'],
      ['elapsedMs', 'olderThanHours', { fact: 'compliance.toast.kyc_toast.risk_user_guide_frequency' }],
      ['elapsedMs', 'olderThanDays', { fact: 'stored.tr_entry.keepaliveDays' }],
      ['path', 'pathUnder', ['/live', '/login']],
      ['path', 'matches', '^/futures/'],
      ['stored.tr_entry', 'equal', 3],
      ['query.ref', 'isEmpty', false],
      ['compliance.toast.limit_country_user_status', 'in', ['LIMIT_VISITOR', 'LIMIT_LOW_KYC_USER']],
      ['account.mode', 'equal', 'portfolio'],
      ['user.tier_level', 'equal', null],
    ];
    for (const [fact, op, value] of fine)
      expect(problem(fact, op, value, { of: 'nl_limit_ack' }), `${fact} ${op} ${JSON.stringify(value)}`).toBeNull();
  });
});
