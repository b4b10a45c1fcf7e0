import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSources } from './node/read-sources';
import { compile, type ConfigSource } from './compile';
import { formatError } from './config-error';

const root = fileURLToPath(new URL('../..', import.meta.url));
const base = readSources(root);

/** The repo's configuration with one file replaced (or added). */
function withFile(file: string, edit: (text: string) => string): ConfigSource[] {
  const found = base.some((s) => s.file === file);
  const next = base.map((s) => (s.file === file ? { file, text: edit(s.text) } : s));
  return found ? next : [...next, { file, text: edit('') }];
}

function errorsOf(sources: ConfigSource[]): string[] {
  const r = compile(sources);
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.errors.map(formatError);
}

describe('compile', () => {
  // The one test that names the exact set: the product's twelve sites as the spec lists them, with their ids.
  // Every other test and script takes the sites from the compiled configuration (repoSiteKeys), so a new
  // site fails only here, on purpose (CONTRIBUTING.md, Add a site).
  it("compiles the repository configuration: exactly the product's twelve sites as the spec lists them", () => {
    const r = compile(base);
    if (!r.ok) throw new Error(r.errors.map(formatError).join('\n'));
    expect(Object.keys(r.config.sites).sort()).toEqual(['ae', 'bs', 'eu', 'hk', 'jp', 'main', 'mt', 'sg', 'testnet', 'tr', 'uk', 'us']);
    expect(r.config.siteIdToKey).toMatchObject({
      0: 'main',
      177: 'tr',
      106: 'mt',
      71: 'hk',
      232: 'us',
      14: 'bs',
      153: 'sg',
      182: 'uk',
      83: 'jp',
      181: 'ae',
      666: 'testnet',
      777: 'eu',
    });
  });

  it('locates a YAML syntax error', () => {
    const errs = errorsOf(withFile('sites/tr.yaml', (t) => t.replace('name: Meridian TR', 'name: [Meridian TR')));
    expect(errs.some((e) => /^sites\/tr\.yaml:\d+:\d+ /.test(e))).toBe(true);
  });

  it('locates a wrong type at its line and column', () => {
    const errs = errorsOf(withFile('sites/bs.yaml', (t) => t.replace(/^chatroom: .*$/m, 'chatroom: maybe')));
    const lines = base.find((s) => s.file === 'sites/bs.yaml')!.text.split('\n');
    const line = lines.findIndex((l) => l.startsWith('chatroom:')) + 1;
    expect(errs).toContain(`sites/bs.yaml:${line}:11 chatroom: must be boolean (got "maybe")`);
  });

  it('names an unknown hidden flag with its index', () => {
    const errs = errorsOf(withFile('sites/bs.yaml', (t) => t.replace(/^hidden:(.*)\n/m, 'hidden:$1\n  - notifcation\n')));
    expect(errs).toEqual([
      expect.stringMatching(/^sites\/bs\.yaml:\d+:5 hidden\[0\]: unknown id "notifcation" \(did you mean "notification"\?\)$/),
    ]);
  });

  it('reports a missing required field', () => {
    const errs = errorsOf(withFile('sites/bs.yaml', (t) => t.replace(/^totpName: .*\n/m, '')));
    expect(errs).toEqual([expect.stringMatching(/^sites\/bs\.yaml:\d+:\d+ missing required field "totpName"$/)]);
  });

  it('reports an unknown field at the field', () => {
    const errs = errorsOf(
      withFile('rules/header.yaml', (t) => t.replace('  - id: header-logged-in\n', '  - id: header-logged-in\n    colour: red\n')),
    );
    expect(errs).toEqual([expect.stringMatching(/^rules\/header\.yaml:\d+:5 rules\[\d+\]: unknown field "colour"$/)]);
  });

  it('reports one useful message for a bad operator inside a nested condition', () => {
    const errs = errorsOf(
      withFile('rules/header.yaml', (t) => t.replace('operator: lessThanInclusive, value: 1 }', 'operator: atMost, value: 1 }')),
    );
    expect(errs).toHaveLength(1);
    expect(errs[0]).toMatch(/rules\/header\.yaml:\d+:\d+ rules\[\d+\]\.when\.all\[1\]\.operator: must be one of "equal"/);
  });

  it('rejects a dangling extends and an extends cycle', () => {
    expect(errorsOf(withFile('sites/testnet.yaml', (t) => t.replace('extends: main', 'extends: nowhere')))).toEqual([
      expect.stringMatching(/^sites\/testnet\.yaml:\d+:\d+ extends: extends unknown site "nowhere"$/),
    ]);
    const cyc = errorsOf(withFile('sites/mt.yaml', (t) => `extends: eu\n${t}`));
    expect(cyc.some((e) => e.includes('extends cycle'))).toBe(true);
  });

  it('rejects unknown facts, dialogs, stored values and placeholders', () => {
    const rules = withFile('rules/zz-broken.yaml', () =>
      [
        'rules:',
        '  - id: broken',
        '    description: d',
        '    source: shell §6',
        '    when: { all: [ { fact: user.isLogn, operator: equal, value: true }, { fact: elapsedMs, params: { of: nope }, operator: olderThan, value: 1d } ] }',
        '    then: { dialog: { id: nowhere } }',
      ].join('\n'),
    );
    const errs = errorsOf(rules);
    expect(errs).toEqual([
      expect.stringContaining('rules/zz-broken.yaml:5:28 rules[0].when.all[0].fact: unknown field "isLogn" in fact "user.isLogn"'),
      expect.stringContaining('elapsedMs needs params.of naming a stored value (got "nope")'),
      expect.stringContaining('rules/zz-broken.yaml:6:27 rules[0].then.dialog.id: unknown dialog "nowhere"'),
    ]);
    const links = errorsOf(withFile('sites/links/footer.yaml', (t) => t.replace('{trade_pair}', '{tradepair}')));
    expect(links[0]).toMatch(/unknown placeholder "\{tradepair\}"/);
  });

  it("takes a siteHome variable from that site's first host, and names an unknown site at the variable", () => {
    const r = compile(base);
    if (!r.ok) throw new Error(r.errors.map(formatError).join('\n'));
    const testnet = r.config.sites.testnet!.hosts[0];
    expect(r.config.vars.find((v) => v.name === 'testnet_url')?.default).toBe(`https://${testnet}/`);
    const moved = compile(withFile('sites/testnet.yaml', (t) => t.replace(/^hosts: \[[^\]]*\]/m, 'hosts: [demo.example.org]')));
    expect(moved.ok && moved.config.vars.find((v) => v.name === 'testnet_url')?.default).toBe('https://demo.example.org/');
    const errs = errorsOf(withFile('rules/vocabulary.yaml', (t) => t.replace('siteHome: testnet', 'siteHome: testnett')));
    expect(errs).toEqual([
      expect.stringMatching(/^rules\/vocabulary\.yaml:\d+:\d+ vars\[\d+\]\.siteHome: unknown site "testnett".*testnet/),
    ]);
  });

  it('rejects a link to another scheme or a protocol-relative host, at the link', () => {
    for (const bad of ['"javascript:alert(1)"', '//evil.example/login', 'http://plain.example', 'data:text/html,x']) {
      const errs = errorsOf(withFile('sites/links/footer.yaml', (t) => t.replace('href: /fee', `href: ${bad}`)));
      expect(errs, bad).toEqual([expect.stringMatching(/^sites\/links\/footer\.yaml:\d+:\d+ .*href/)]);
    }
    // Paths, https URLs and {*_url} variables stay valid (the repository uses all three).
    expect(
      compile(
        withFile('sites/links/footer.yaml', (t) =>
          t.replace('href: /fee', 'href: "https://www.meridian.example/fee"\n            external: true'),
        ),
      ).ok,
    ).toBe(true);
  });

  it('rejects a matches condition whose value is not a regular expression', () => {
    const errs = errorsOf(
      withFile('rules/header.yaml', (t) => t.replace("value: '^/futures/[^/]+/[^/_]+/?$'", "value: '^/futures/([^/]+'")),
    );
    expect(errs).toEqual([
      expect.stringMatching(/rules\/header\.yaml:\d+:\d+ .*value: matches needs a regular expression \(got "\^\/futures\/\(\[\^\/\]\+"\)/),
    ]);
  });

  it('rejects two modal dialogs sharing a priority', () => {
    const errs = errorsOf(withFile('rules/dialogs.yaml', (t) => t.replace('{ id: uk_limit, priority: 90', '{ id: uk_limit, priority: 95')));
    expect(errs).toEqual([
      expect.stringMatching(
        /rules\/dialogs\.yaml:\d+:\d+ dialogs\[2\]\.priority: modal dialogs "state_limit" and "uk_limit" share priority 95/,
      ),
    ]);
  });

  it('rejects a duplicate rule id and a duplicate item id', () => {
    expect(errorsOf(withFile('rules/header.yaml', (t) => t.replace('id: header-logged-in', 'id: header-logged-out')))[0]).toMatch(
      /duplicate rule id "header-logged-out"/,
    );
    // The renamed id is also missing where a rule names it (withdraw-only-controls): look among all the errors.
    expect(errorsOf(withFile('sites/links/footer.yaml', (t) => t.replace(/id: footer_careers/, 'id: footer_about_us')))).toContainEqual(
      expect.stringMatching(/duplicate item id "footer_about_us"/),
    );
  });

  it('stops at a broken vocabulary instead of reporting every name as unknown', () => {
    const r = compile(withFile('rules/vocabulary.yaml', (t) => t.replace('features:', 'features:\n  - { id: x, description: a, b }')));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.every((e) => e.file === 'rules/vocabulary.yaml')).toBe(true);
  });

  it('folds site conditions at compile time and drops rules that can never fire on a site', () => {
    const r = compile(base);
    if (!r.ok) throw new Error('invalid');
    const main = r.config.sites.main!;
    expect(main.excluded.map((x) => x.id)).toContain('testnet-no-register-logout');
    const notOffered = main.rules.find((x) => x.id === 'locale-not-offered')!;
    expect(notOffered.conditions).toEqual({ all: [{ fact: 'locale', operator: 'notIn', value: main.languages }] });
    expect(r.config.sites.testnet!.rules.map((x) => x.id)).toContain('testnet-no-register-logout');
  });
});
