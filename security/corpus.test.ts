// The hostile configuration corpus (issue 21): one case per attack, run through the real `meridian`
// program in-process on a scratch copy of the repository's configuration. Each case must be refused
// with its location, print no stack trace and leak nothing it names as absent. security/README.md
// describes the case format; docs/reliability.md lists the cases.
import { describe, expect, it } from 'vitest';
import { corpusCases, runCase } from './corpus-case';

const cases = corpusCases();

describe('hostile configuration corpus', () => {
  it('has cases for every item of issue 21', () => {
    const items = new Set(cases.map(([, c]) => c.item));
    expect([...items].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it.each(cases)(
    '%s',
    async (name, c) => {
      expect(name.startsWith(`${c.item}-`), 'file name starts with the item number').toBe(true);
      const { code, output, ms } = await runCase(c);
      // Durations are reported (here and by `npm run bench -- --only security`), never asserted; vitest's time-out guards hangs.
      console.log(`corpus ${name}: exit ${code} in ${ms.toFixed(0)} ms`);
      expect(code, output).toBe(c.expect.exit);
      expect(output).toMatch(new RegExp(c.expect.output));
      expect(output, 'no stack trace').not.toMatch(/^\s+at .+[(:]\d+/m);
      for (const s of c.expect.absent ?? []) expect(output).not.toContain(s);
    },
    30_000,
  );
});
