import { describe, expect, it } from 'vitest';
import { compile } from './compile';
import { formatError } from './config-error';

const site = (extra: string, key = 'zz') => [{ file: 'sites/zz.yaml', text: `id: 990\nkey: ${key}\nname: ZZ\n${extra}\n` }];
const errorsOf = (extra: string, key?: string) => {
  const r = compile(site(extra, key));
  return r.ok ? [] : r.errors.map(formatError);
};

describe('schema errors echo a short, escaped excerpt of the rejected value', () => {
  it('a long wrong-typed value is cut', () => {
    const errs = errorsOf(`copyrightFrom: "${'A'.repeat(5000)}"`);
    const e = errs.find((x) => x.includes('copyrightFrom'))!;
    expect(e).toMatch(/^sites\/zz\.yaml:4:16 copyrightFrom: must be integer \(got "A{30,40}…\)$/);
    expect(e.length).toBeLessThan(120);
  });

  it('an unknown key with a line break and a terminal escape stays on one line', () => {
    const errs = errorsOf('"x\\n::error file=README.md,line=1::INJECTED\\e[31m": 1');
    expect(errs).toContainEqual(expect.stringMatching(/^sites\/zz\.yaml:4:1 unknown field "x\\n::error file=README\.md,line=1::IN.*…$/));
    for (const e of errs) expect(e).not.toMatch(/[\n\r\u001b]/);
  });

  it('a pattern mismatch shows an excerpt, not the whole value', () => {
    const errs = errorsOf('', `"${'Z'.repeat(3000)}"`);
    const e = errs.find((x) => x.includes('does not match'))!;
    expect(e).toMatch(/key: "Z+… does not match/);
    expect(e.length).toBeLessThan(150);
  });

  it('an enum mismatch shows an excerpt of what it got', () => {
    const errs = errorsOf(`authorizedLogin: ["x\\u001b[2J${'y'.repeat(400)}"]`);
    const e = errs.find((x) => x.includes('must be one of'))!;
    expect(e).toMatch(/\(got "x\\u001b\[2Jy+…\)$/);
  });

  it('a free-text name a semantic check cannot find is cut too (extends)', () => {
    const errs = errorsOf(`extends: "${'q'.repeat(5000)}\\n::error::x"`);
    expect(errs).toContainEqual(expect.stringMatching(/^sites\/zz\.yaml:4:\d+ extends: extends unknown site "q+…$/));
    for (const e of errs) expect(e.length).toBeLessThan(200);
  });
});
