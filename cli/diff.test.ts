import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSources } from '../src/config/node/read-sources';
import { compileOrThrow } from '../src/config/compile';
import type { DecisionChange } from '../src/analysis/diff-decisions';
import { hiddenByIds } from '../src/analysis/diff-facets';
import { personas } from 'virtual:meridian/personas';
import { MATRIX_DEVICES, STANDARD_LOCALES, STANDARD_MOMENTS, STANDARD_PATHS } from '../src/analysis/scenario-matrix';
import { bin, fixtures, root, run, scratch, tempDir } from './test-support';

const config = compileOrThrow(readSources(root));
const sites = Object.keys(config.sites).sort();
const perSite = personas.length * MATRIX_DEVICES.length * STANDARD_LOCALES.length * STANDARD_PATHS.length * STANDARD_MOMENTS.length;
/** Scenarios per site for one persona and one moment. */
const perPersonaMoment = MATRIX_DEVICES.length * STANDARD_LOCALES.length * STANDARD_PATHS.length;

async function diffJson(args: string[], cwd = root) {
  const r = await run(['diff', ...args, '--format', 'json'], { cwd });
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as {
    base: string;
    head: string;
    changed: boolean;
    config: { sites: unknown[]; shared: unknown[] };
    decisions: { scenarios: number; unchangedSites: string[]; changes: DecisionChange[] };
  };
}

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.email=ci@meridian.example', '-c', 'user.name=ci', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    stdio: 'ignore',
  });
}

/** A repository with two commits: the repo's configuration, then the 7-day window. */
function repoWithTwoCommits(): string {
  const dir = scratch();
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  fixtures.window7d(dir);
  git(dir, 'commit', '-q', '-am', 'nl window 7 days');
  return dir;
}

describe('meridian diff: fixture pairs with known diffs', { timeout: 180_000 }, () => {
  it('a flag added to a parent site shows on the parent and on the child that extends it, and nowhere else', async () => {
    const dir = scratch();
    fixtures.parentFlag(dir);
    const d = await diffJson(['.', dir]);
    expect(d.config.sites).toEqual([
      { site: 'eu', status: 'changed', changes: [{ path: 'hidden', kind: 'added', after: 'referral', from: 'mt' }] },
      { site: 'mt', status: 'changed', changes: [{ path: 'hidden', kind: 'added', after: 'referral' }] },
    ]);
    expect(d.config.shared).toEqual([]);
    expect(d.decisions.unchangedSites).toEqual(sites.filter((s) => s !== 'eu' && s !== 'mt'));
    const referral = d.decisions.changes.find((c) => c.subjects.includes('referral'))!;
    expect(referral).toMatchObject({
      kind: 'hidden',
      before: false,
      after: true,
      rules: [{ id: 'site-hidden-flags' }],
      declarations: ['site eu', 'site mt'],
    });
    expect(referral.scope.dims.site.values).toEqual(['eu', 'mt']);
    expect(referral.scope.dims.persona.others).toEqual(['uk_limited']); // the UK limit hides referral already
    expect(referral.scenarios).toHaveLength(2 * (perSite - perSite / personas.length));
    for (const c of d.decisions.changes) {
      expect(c).toMatchObject({ kind: 'hidden', before: false, after: true, rules: [{ id: 'site-hidden-flags' }] });
      expect(c.scope.dims.site.values).toEqual(['eu', 'mt']);
      for (const id of c.subjects) expect(hiddenByIds(config, id).has('referral')).toBe(true);
    }
  });

  it('a re-display window changed from 30 to 7 days opens the notice for users who acknowledged it 10 days ago', async () => {
    const dir = scratch();
    fixtures.window7d(dir);
    const d = await diffJson(['.', dir]);
    expect(d.config.sites).toEqual([]);
    expect(d.config.shared).toEqual([
      {
        area: 'rules',
        id: 'nl-limit-high-tier',
        status: 'changed',
        reaches: sites,
        changes: [{ path: 'when.all[3].value', kind: 'changed', before: '30d', after: '7d' }],
      },
    ]);
    expect(d.decisions.changes).toHaveLength(1);
    const [c] = d.decisions.changes;
    expect(c).toMatchObject({
      kind: 'dialog',
      subject: 'nl_limit',
      before: 'absent',
      after: 'opens',
      summary: 'dialog nl_limit now opens (was not raised)',
      rules: [{ id: 'nl-limit-high-tier', scenarios: sites.length * perPersonaMoment }],
    });
    expect(c!.scenarios).toHaveLength(sites.length * perPersonaMoment);
    expect(c!.scope.complete).toBe(true);
    expect(c!.scope.dims.persona.values).toEqual(['nl_high_tier']);
    expect(c!.scope.dims.moment.values).toEqual(['acked-10d-ago']);
    expect(c!.scope.dims.site.others).toEqual([]);
  });

  it('a dialog priority swap changes which notice opens first where both are raised', async () => {
    const dir = scratch();
    fixtures.prioritySwap(dir);
    const d = await diffJson(['.', dir, '--sites', 'main,us']); // every site alike; two keep the test quick
    expect(d.config.shared).toEqual([
      {
        area: 'dialogs',
        id: 'restricted_location',
        status: 'changed',
        reaches: sites,
        changes: [{ path: 'priority', kind: 'changed', before: 100, after: 95 }],
      },
      {
        area: 'dialogs',
        id: 'state_limit',
        status: 'changed',
        reaches: sites,
        changes: [{ path: 'priority', kind: 'changed', before: 95, after: 100 }],
      },
    ]);
    expect(d.decisions.changes.map((c) => [c.subject, c.before, c.after, c.rules, c.declarations])).toEqual([
      ['restricted_location', 'opens', 'waits', [], ['dialogs restricted_location', 'dialogs state_limit']],
      ['state_limit', 'waits', 'opens', [], ['dialogs restricted_location', 'dialogs state_limit']],
    ]);
    for (const c of d.decisions.changes) {
      expect(c.scope.dims.persona.values).toEqual(['restricted_country']);
      expect(c.scope.dims.moment.others).toEqual(['acked-18h-ago']); // both acknowledged within their 1-day periods
      expect(c.scenarios).toHaveLength(2 * perPersonaMoment * (STANDARD_MOMENTS.length - 1));
    }
  });

  it('a footer link removed from a footer set is gone on the sites that use the set', async () => {
    const dir = scratch();
    fixtures.footerLinkRemoved(dir);
    const d = await diffJson(['.', dir]);
    // The fixture takes the link out of withdraw-only-controls' hide list too, as its author must.
    expect(d.config.shared).toHaveLength(2);
    expect(d.config.shared).toContainEqual(expect.objectContaining({ area: 'rules', status: 'changed' }));
    expect(d.config.shared).toContainEqual(
      expect.objectContaining({
        area: 'footers',
        id: 'global',
        status: 'changed',
        reaches: ['main'],
        changes: [expect.objectContaining({ path: 'columns[about].links[footer_careers]', kind: 'removed' })],
      }),
    );
    // The rule's edit reaches every site's compiled configuration, so all are decided again; only main's visitors see a change.
    expect(d.decisions.unchangedSites).toEqual([]);
    expect(d.decisions.changes).toHaveLength(1);
    expect(d.decisions.changes[0]).toMatchObject({
      kind: 'footer',
      subject: 'footer_careers',
      before: true,
      after: false,
      summary: 'footer link footer_careers is gone',
      rules: [],
      declarations: ['footers global'],
    });
    // Every persona's scenarios on main but the confined ones' (withdraw-only, and the visitor from a
    // blocked country), who never had the link.
    expect(d.decisions.changes[0]!.scope.dims.persona.others).toEqual(['withdraw_only', 'restricted_country']);
    expect(d.decisions.changes[0]!.scenarios).toHaveLength(perSite - (2 * perSite) / personas.length);
  });
});

describe('meridian diff: output and exit codes', { timeout: 180_000 }, () => {
  it('prints plain text and pull-request markdown', async () => {
    const dir = scratch();
    fixtures.parentFlag(dir);
    const text = await run(['diff', '.', dir]);
    expect(text.code).toBe(0);
    expect(text.out).toContain('  site eu (through mt)\n    hidden: + referral (inherited from mt)\n  site mt\n    hidden: + referral\n');
    expect(text.out).toMatch(
      /^ {2}\d+\. .*\breferral\b.* is hidden — \d+ scenarios\n {5}where: sites eu, mt; personas all but uk_limited\n {5}rules: site-hidden-flags \(shell §6/m,
    );
    const md = await run(['diff', '.', dir, '--format', 'markdown']);
    expect(md.out).toMatch(/^### Meridian: what this change does to visitors$/m);
    expect(md.out).toContain('| # | change | scenarios | where | why |');
    expect(md.out).toMatch(
      /^\| 1 \| .*\breferral\b.* is hidden \| \d+ \| sites eu, mt; personas all but uk\\_limited \| `site-hidden-flags`, site eu, site mt \|$/m,
    ); // markdown escapes _
    expect(md.out).toContain('- **site eu (through mt)**\n  - `hidden: + referral (inherited from mt)`');
  });

  it('exits 0 with or without changes, 1 with --fail-on-change when something changed', async () => {
    const dir = scratch();
    fixtures.footerLinkRemoved(dir);
    expect((await run(['diff', '.', dir])).code).toBe(0);
    expect((await run(['diff', '.', dir, '--fail-on-change'])).code).toBe(1);
    const same = await run(['diff', '.', '.', '--fail-on-change']);
    expect(same.code).toBe(0);
    expect(same.out).toContain(`No decision changes over ${sites.length * perSite} scenarios.`);
  });

  it('reads two git revisions without a checkout; the head defaults to the working tree', async () => {
    const dir = repoWithTwoCommits();
    const d = await diffJson(['HEAD~1', 'HEAD', '--sites', 'main,uk'], dir);
    expect(d.base).toMatch(/^HEAD~1 \([0-9a-f]{10}\)$/);
    expect(d.decisions.scenarios).toBe(2 * perSite);
    expect(d.decisions.changes.map((c) => [c.subject, c.after, c.scenarios.length])).toEqual([['nl_limit', 'opens', 2 * perPersonaMoment]]);
    const wt = await diffJson(['HEAD~1'], dir);
    expect(wt.head).toBe('working tree');
    expect(wt.config.shared).toHaveLength(1);
    expect((await diffJson(['HEAD'], dir)).changed).toBe(false);
  });

  it('exits 2 on an unknown revision, an unknown site, or an invalid configuration on either side (with file:line:col)', async () => {
    const dir = repoWithTwoCommits();
    const unknown = await run(['diff', 'no-such-rev'], { cwd: dir });
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^base: unknown revision "no-such-rev"/m);
    const outside = await run(['diff', 'HEAD'], { cwd: tempDir('not-a-repo-') });
    expect(outside.code).toBe(2);
    expect(outside.err).toMatch(/"HEAD" is neither a folder nor a git revision/);
    expect((await run(['diff', 'HEAD', '--sites', 'mars'], { cwd: dir })).err).toMatch(/unknown site "mars"/);
    const uk = join(dir, 'sites/uk.yaml');
    writeFileSync(uk, readFileSync(uk, 'utf8').replace(/^copyrightFrom: .*$/m, 'copyrightFrom: "2013"'));
    git(dir, 'commit', '-q', '-am', 'broken');
    const head = await run(['diff', 'HEAD~1', 'HEAD'], { cwd: dir });
    expect(head.code).toBe(2);
    expect(head.err).toMatch(
      /^head HEAD \([0-9a-f]{10}\): the configuration is invalid:\nsites\/uk\.yaml:\d+:16 copyrightFrom: must be integer \(got "2013"\)$/m,
    );
    const base = await run(['diff', 'HEAD', 'HEAD~1'], { cwd: dir });
    expect(base.code).toBe(2);
    expect(base.err).toMatch(/^base HEAD \([0-9a-f]{10}\): the configuration is invalid:$/m);
  });

  it('as a process: exit 0, 1 with --fail-on-change, 2 on bad input', () => {
    const dir = repoWithTwoCommits();
    const meridian = (...args: string[]) => spawnSync(process.execPath, [bin, 'diff', ...args], { cwd: dir, encoding: 'utf8' });
    const ok = meridian('HEAD~1', 'HEAD', '--sites', 'testnet', '--format', 'markdown');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('dialog nl\\_limit now opens (was not raised)'); // markdown escapes _
    expect(meridian('HEAD~1', 'HEAD', '--sites', 'testnet', '--fail-on-change').status).toBe(1);
    expect(meridian('HEAD~3').status).toBe(2);
  });
});
