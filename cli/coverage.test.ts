import { describe, expect, it } from 'vitest';
import { run } from './test-support';

describe('meridian coverage', { timeout: 180_000 }, () => {
  it('reports raw counts per rule and condition, and what the matrix never reaches', async () => {
    const r = await run(['coverage', '--sites', 'main,uk', '--format', 'json']);
    expect(r.code).toBe(0);
    const c = JSON.parse(r.out);
    expect(c.scenarios).toBeGreaterThan(0);
    const uk = c.rules.find((x: { id: string }) => x.id === 'uk-limit');
    expect(uk.fired).toBeGreaterThan(0);
    expect(uk.fired).toBeLessThan(uk.runs);
    expect(uk.conditions[0]).toMatchObject({ path: 'all[0]', text: 'compliance.limit.is_uk_limit equal true' });
    expect(uk.conditions[0].true + uk.conditions[0].false + uk.conditions[0].notEvaluated).toBe(c.scenarios);
    expect(c.neverFired).toContain('regional-switch-to-global'); // an eu-only rule
    expect(c.neverOpened).toContain('eu_upcoming');
    expect(c.competing.map((x: { dialogs: string[] }) => x.dialogs)).toContainEqual(['restricted_location', 'state_limit']);
    expect(c.percent).toEqual({ rules: expect.any(Number), conditions: expect.any(Number) });

    const text = await run(['coverage', '--sites', 'main,uk']);
    expect(text.out).toMatch(/^Coverage over \d+ scenarios \(standard matrix\): rules [\d.]+% \(\d+ of \d+ fired\), conditions [\d.]+%/);
    expect(text.out).toMatch(/^ {2}uk-limit {2}\d+ \/ \d+ {2}\(rules\/dialogs-compliance\.yaml:\d+\)$/m);
    expect(text.out).toMatch(
      /^Modal dialogs competing \(only the first opens\) \(\d+\):\n {2}restricted_location \+ state_limit: \d+ scenarios, restricted_location opens; e\.g\. /m,
    );
  });

  it('exits 1 below --min, 0 at or above it, 2 on a bad percentage', async () => {
    const below = await run(['coverage', '--sites', 'bs', '--min', '100']);
    expect(below.code).toBe(1);
    expect(below.err).toMatch(/^coverage below 100%: rules [\d.]+%, conditions [\d.]+%$/m);
    expect((await run(['coverage', '--sites', 'bs', '--min', '0'])).code).toBe(0);
    expect((await run(['coverage', '--min', 'most'])).code).toBe(2);
  });

  it('exits 2 on an unknown site, an inherited name such as constructor included, and lists the known sites', async () => {
    for (const sites of ['nosuch', 'constructor', 'main,__proto__', 'toString']) {
      const r = await run(['coverage', '--sites', sites]);
      expect(r.code, sites).toBe(2);
      expect(r.err, sites).toMatch(/^unknown site "[^"]+" \(known: [a-z, ]*main[a-z, ]*\)$/m);
      expect(r.out, sites).toBe('');
    }
  });
});
