import { describe, expect, it } from 'vitest';
import { run } from './test-support';

describe('meridian explain', { timeout: 60_000 }, () => {
  it('says why an item is hidden: each rule that could hide it, whether it fired, its conditions', async () => {
    const r = await run(['explain', '--site', 'uk', 'referral']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^referral \(feature, product\) on site uk \(182\): hidden$/m);
    expect(r.out).toMatch(/^ {2}site-hidden-flags — ✓ fired: hide the ids in site\.hidden$/m);
    expect(r.out).toMatch(
      /^ {2}uk-limit-footer — ✗ did not fire\n.*\n {6}would hide referral\n {6}compliance\.limit\.is_uk_limit equal true — is absent ✗$/m,
    );
  });

  it('explains a dialog from facts on stdin: which conditions held, and which notice opens instead', async () => {
    const nl = await run(['explain', '--facts', '-', 'nl_limit'], {
      stdin:
        'now: 2026-03-10T12:00:00Z\nuser: { isLogin: true, tier_level: 12 }\ncompliance: { limit: { is_nl_limit: true } }\nstorage: { meridian_nl_limit_ack: "1772535600000" }\n',
    });
    expect(nl.out).toMatch(/^nl_limit \(dialog\) on site main \(0\): not raised$/m);
    expect(nl.out).toMatch(/^ {2}nl-limit-high-tier — ✗ did not fire$/m);
    expect(nl.out).toMatch(
      /^ {8}user\.tier_level greaterThanInclusive 11 — is 12 ✓\n {8}elapsedMs\(of: nl_limit_ack\) olderThan "30d" — is 608400000 ✗$/m,
    );
    const waiting = await run(['explain', '--facts', '-', '--format', 'json', 'state_limit'], {
      stdin: '{"compliance": {"limit": {"limit_country_toast": true}, "toast": {"limit_country_user_status": "LIMIT_VISITOR"}}}',
    });
    const e = JSON.parse(waiting.out);
    expect(e.verdict).toBe('raised, waiting behind restricted_location (priority 100 over 95); only one dialog is open at a time');
    expect(e.rules.filter((x: { applied: boolean }) => x.applied).map((x: { id: string }) => x.id)).toEqual(['state-limit']);
  });

  it('exits 2 on an unknown id (with a suggestion), an unknown site or invalid facts', async () => {
    const typo = await run(['explain', 'nl_limt']);
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(/unknown id "nl_limt".*\(did you mean "nl_limit"\?\)/);
    expect((await run(['explain', '--site', 'mars', 'nft'])).err).toMatch(/unknown site "mars"/);
    expect((await run(['explain', '--facts', '-', 'nft'], { stdin: 'user: { isLogin: maybe }' })).code).toBe(2);
  });

  it('exits 2 when the site or the id is a name every object inherits (constructor, __proto__)', async () => {
    for (const site of ['constructor', '__proto__', 'toString']) {
      const r = await run(['explain', '--site', site, 'referral']);
      expect(r.code, site).toBe(2);
      expect(r.err, site).toMatch(new RegExp(`^unknown site "${site}" \\(known: [a-z, ]*main[a-z, ]*\\)$`, 'm'));
    }
    const viaFacts = await run(['explain', '--facts', '-', 'referral'], { stdin: 'site: constructor' });
    expect(viaFacts.code).toBe(2);
    expect(viaFacts.err).toMatch(/unknown site "constructor"/);
    for (const id of ['__proto__', 'constructor', 'hasOwnProperty']) {
      const r = await run(['explain', id]);
      expect(r.code, id).toBe(2);
      expect(r.err, id).toMatch(new RegExp(`^unknown id "${id}": not an item`, 'm'));
    }
  });
});
