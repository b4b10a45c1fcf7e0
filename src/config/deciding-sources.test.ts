import { describe, expect, it } from 'vitest';
import { compile } from './compile';
import { isDecidingSource } from './deciding-sources';
import { readSources } from './node/read-sources';

describe('isDecidingSource', () => {
  it('leaves out the rule tests and the policies, and nothing else', () => {
    expect(isDecidingSource('rules/tests/header.yaml')).toBe(false);
    expect(isDecidingSource('rules/policies/compliance.yaml')).toBe(false);
    expect(isDecidingSource('rules\\tests\\header.yaml')).toBe(false);
    for (const f of ['rules/header.yaml', 'rules/vocabulary.yaml', 'sites/main.yaml', 'sites/links/footer.yaml', 'sites/tests.yaml'])
      expect(isDecidingSource(f), f).toBe(true);
  });

  it('compiles the same configuration, hash included, from the deciding files alone as from all of them', () => {
    const all = readSources(process.cwd());
    const deciding = all.filter((s) => isDecidingSource(s.file));
    expect(deciding.length).toBeLessThan(all.length);
    const full = compile(all);
    const part = compile(deciding);
    if (!full.ok || !part.ok) throw new Error('the repository configuration does not compile');
    expect(part.config).toEqual(full.config);
    // A rule test edited is the same configuration; a rule edited is another.
    const tests = all.map((s) => (s.file.startsWith('rules/tests/') ? { ...s, text: `${s.text}\n# edited\n` } : s));
    expect((compile(tests) as { config: { hash: string } }).config.hash).toBe(full.config.hash);
    const rules = all.map((s) => (s.file === 'rules/header.yaml' ? { ...s, text: `${s.text}\n# edited\n` } : s));
    expect((compile(rules) as { config: { hash: string } }).config.hash).not.toBe(full.config.hash);
  });
});
