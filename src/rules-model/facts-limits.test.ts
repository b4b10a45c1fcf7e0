import { describe, expect, it } from 'vitest';
import { repoConfig } from '../test-support/repo-config';
import { decide } from '../engine/decide';
import { FACT_ENTRIES, FACT_STRING_CHARS } from './facts-limits';
import { sanitizeFacts } from '../engine/sanitize-facts';

// Issue 21 item 4: facts come from a visitor's browser (all cookies, the query of a crafted link).
// decide() reads a bounded part of them, and its trace says what it left out. vitest's time-out is
// the hang guard; durations are not asserted.

const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`c${i}`, `v${i}`]));
const notesOf = (d: Awaited<ReturnType<typeof decide>>) =>
  d.trace.filter((t) => t.kind === 'note').map((t) => (t as { message: string }).message);

describe('facts limits', () => {
  it('reads the first 1,000 of 40,000 cookies and says so in the trace', async () => {
    const { facts, notes } = sanitizeFacts({ cookies: many(40_000), query: many(1_500) });
    expect(Object.keys(facts.cookies!)).toHaveLength(FACT_ENTRIES);
    expect(facts.cookies!.c999).toBe('v999');
    expect(facts.cookies!.c1000).toBeUndefined();
    expect(Object.keys(facts.query!)).toHaveLength(FACT_ENTRIES);
    expect(notes).toEqual([
      'facts.cookies: 40,000 entries; the first 1,000 are read, the rest treated as absent',
      'facts.query: 1,500 entries; the first 1,000 are read, the rest treated as absent',
    ]);
    const d = await decide(repoConfig(), { site: 'tr', cookies: many(40_000) });
    expect(notesOf(d)).toContain('facts.cookies: 40,000 entries; the first 1,000 are read, the rest treated as absent');
  });

  it('treats a cookie past the first 1,000 as absent: the decision is the one without it', async () => {
    const config = repoConfig();
    const base = {
      site: 'main',
      user: { isLogin: true, uid: 1, verified: '2' },
      now: '2026-11-22T10:00:00Z',
      compliance: { toast: { kyc_toast: { show_kyc_upgrade_notice: true } } },
    };
    const ack = { kyc_upgrade_notice: String(Date.parse(base.now) - 60_000) };
    expect((await decide(config, base)).dialogs.map((x) => x.id)).toContain('kyc_upgrade');
    const acked = await decide(config, { ...base, cookies: { ...ack } });
    const fresh = await decide(config, { ...base, cookies: many(1_000) });
    const late = await decide(config, { ...base, cookies: { ...many(1_000), ...ack } });
    expect(late.dialogs).toEqual(fresh.dialogs);
    expect(notesOf(late)).toContain('facts.cookies: 1,001 entries; the first 1,000 are read, the rest treated as absent');
    // The cookie does matter when it is read (otherwise the test above would prove nothing).
    expect(acked.dialogs.map((x) => x.id)).not.toEqual(fresh.dialogs.map((x) => x.id));
  });

  it('treats a string longer than 4,096 characters as absent', () => {
    const long = 'x'.repeat(FACT_STRING_CHARS + 1);
    const { facts, notes } = sanitizeFacts({
      cookies: { a: long, b: 'ok' },
      locale: 'en',
      path: `/${long}`,
      compliance: { menu: ['nft', long] },
    });
    expect(facts.cookies).toEqual({ b: 'ok' });
    expect(facts.path).toBeUndefined();
    expect(facts.compliance!.menu).toEqual(['nft']);
    expect(notes).toEqual([
      'facts.cookies.a: string of 4,097 characters; the limit is 4,096: treated as absent',
      'facts.path: string of 4,098 characters; the limit is 4,096: treated as absent',
      'facts.compliance.menu[1]: string of 4,097 characters; the limit is 4,096: treated as absent',
    ]);
  });

  it('reads the first 1,000 items of a list', () => {
    const { facts, notes } = sanitizeFacts({ dismissed: Array.from({ length: 5_000 }, (_, i) => `d${i}`) });
    expect(facts.dismissed).toHaveLength(FACT_ENTRIES);
    expect(notes).toEqual(['facts.dismissed: 5,000 items; the first 1,000 are read, the rest treated as absent']);
  });
});
