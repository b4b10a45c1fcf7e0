import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { committedScratch, editYaml, fixtures, git, run } from './test-support';

// Every compile of the process, whoever calls it: ci must compile the working tree once (and a base once).
const compiled = vi.hoisted(() => ({ calls: [] as number[] }));
vi.mock('../src/config/compile', async (original) => {
  const real = await original<typeof import('../src/config/compile')>();
  return {
    ...real,
    compile: (sources: Parameters<typeof real.compile>[0]) => (compiled.calls.push(sources.length), real.compile(sources)),
  };
});

afterEach(() => {
  compiled.calls = [];
  vi.unstubAllEnvs();
});

/** A committed copy of the configuration with `origin/main` at its first commit, as a pull request's checkout has. */
function pullRequest(): string {
  const dir = committedScratch();
  git(dir, 'update-ref', 'refs/remotes/origin/main', 'HEAD');
  return dir;
}

const POLICY =
  'policies:\n  - id: planted\n    description: A policy the rules break.\n    source: shell §6\n    scope: { sites: [main] }\n    expect: { hidden: [social] }\n';

describe('meridian ci', { timeout: 300_000 }, () => {
  it('passes on the repository configuration, compiles it once, and writes its report', async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    vi.stubEnv('GITHUB_ACTIONS', '');
    const dir = committedScratch(); // no origin/main: the diff is skipped, and says why
    const r = await run(['ci'], { cwd: dir });
    expect(r.code, r.out + r.err).toBe(0);
    expect(compiled.calls).toHaveLength(1);
    expect(r.out).toMatch(/^✓ lint: \d+ files ok/m);
    expect(r.out).toMatch(/^✓ test: \d+ passed, 0 failed/m);
    expect(r.out).toMatch(/^✓ verify: \d+ policies: \d+ proven, 0 violated/m);
    expect(r.out).toContain('- diff: no base: origin/main does not exist here; pass --base');
    expect(r.out).toMatch(/^✓ publish: sites whose rules change: ae, bs/m);
    expect(r.out).not.toContain('::error');
    const report = readFileSync(join(dir, 'meridian-ci.md'), 'utf8');
    expect(report).toMatch(/^## meridian ci: ✅ passed$/m);
    expect(report).toMatch(/^\| verify \| ✅ passed \|/m);
  });

  it('fails on a schema error and names lint; the steps that need a compiled configuration are skipped', async () => {
    const dir = pullRequest();
    appendFileSync(join(dir, 'rules/bars.yaml'), '\n  - id: [unclosed\n');
    const r = await run(['ci'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.err).toContain('meridian ci failed: lint');
    expect(r.out).toMatch(/^✗ lint: 1 error in 1 file\(s\)/m);
    expect(r.out).toMatch(/^ {4}rules\/bars\.yaml:\d+:\d+ /m);
    expect(r.out).toContain('- test: the configuration does not compile');
    expect(compiled.calls).toHaveLength(1);
  });

  it('fails on a failing rule test and names test, with an annotation at the test and a JUnit failure', async () => {
    const dir = pullRequest();
    // A test that expects the logged-out header to show the account menus: the rules are right, the test is wrong.
    editYaml(dir, 'rules/tests/header.yaml', (doc) => {
      doc.setIn(['tests', 0, 'expect', 'header'], doc.createNode(['login', 'signup', 'funds_menu']));
    });
    const r = await run(['ci', '--annotations', '--junit', 'ci.xml'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.err).toContain('meridian ci failed: test\n');
    expect(r.out).toMatch(/^✗ test: \d+ passed, [1-9]\d* failed/m);
    expect(r.out).toMatch(
      /^::error file=rules\/tests\/header\.yaml,line=5,col=5,title=meridian test::A logged-out visitor sees Login and Signup .*funds_menu/m,
    );
    const junit = readFileSync(join(dir, 'ci.xml'), 'utf8');
    const doc = new JSDOM(junit, { contentType: 'application/xml' }).window.document;
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelector('testsuite[name="meridian ci"] testcase[name="test"] failure')).not.toBeNull();
    expect(doc.querySelectorAll('testsuite[name="meridian test"] testcase failure').length).toBeGreaterThan(0);
    expect(doc.querySelector('testsuite[name="meridian lint"]')).not.toBeNull();
    expect(doc.querySelector('testsuite[name="meridian verify"]')).not.toBeNull();
  });

  it('fails on a violated policy and names verify: SARIF, annotations and the job summary say which policy', async () => {
    const dir = pullRequest();
    writeFileSync(join(dir, 'rules/policies/planted.yaml'), POLICY);
    const summary = join(dir, 'summary.md');
    writeFileSync(summary, '# earlier step\n');
    vi.stubEnv('GITHUB_ACTIONS', 'true');
    vi.stubEnv('GITHUB_STEP_SUMMARY', summary);
    const r = await run(['ci', '--sarif', 'ci.sarif'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.err).toContain('meridian ci failed: verify\n');
    expect(r.out).toMatch(/^::error file=rules\/policies\/planted\.yaml,line=2,col=5,title=meridian verify::policy planted is violated/m);
    const report = readFileSync(summary, 'utf8');
    expect(report.startsWith('# earlier step\n## meridian ci: ❌ failed (verify)\n')).toBe(true);
    expect(report).toContain('| planted | ❌ violated |');
    const sarif = JSON.parse(readFileSync(join(dir, 'ci.sarif'), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs.map((x: { tool: { driver: { name: string } } }) => x.tool.driver.name)).toEqual(['meridian', 'meridian verify']);
    expect(sarif.runs[1].results).toContainEqual(
      expect.objectContaining({
        ruleId: 'policy-violated',
        level: 'error',
        locations: [
          expect.objectContaining({
            physicalLocation: expect.objectContaining({
              artifactLocation: expect.objectContaining({ uri: 'rules/policies/planted.yaml' }),
            }),
          }),
        ],
      }),
    );
  });

  it('diffs against origin/main by default, compiling each side once; with --fail-on-change a change fails the diff step', async () => {
    const dir = pullRequest();
    fixtures.parentFlag(dir); // referral hidden on mt and eu
    const r = await run(['ci', '--fail-on-change', '--report', 'out.md'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.err).toContain('meridian ci failed: diff\n');
    expect(r.out).toMatch(
      /^✗ diff: \d+ changes? for visitors in \d+ of \d+ scenarios, \d+ configuration changes? against origin\/main \(\w+\) \(--fail-on-change\)/m,
    );
    expect(compiled.calls).toHaveLength(2); // the working tree and origin/main
    const report = readFileSync(join(dir, 'out.md'), 'utf8');
    expect(report).toContain('### Meridian: what this change does to visitors');
    expect(report).toMatch(/\| decision diff \| ❌ failed \|/);
    const unknown = await run(['ci', '--base', 'no-such-revision', '--report', 'out.md'], { cwd: dir });
    expect(unknown.code).toBe(1);
    expect(unknown.out).toMatch(/^✗ diff: the diff against no-such-revision could not be made/m);
  });

  it('exits 2 on bad usage', async () => {
    const r = await run(['ci', '--no-such-option']);
    expect(r.code).toBe(2);
  });
});
