import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { editYaml, run, scratch } from './test-support';

/** A copy with `copyrightFrom: "2013"` in sites/uk.yaml; returns its line. */
function brokenUk(): { dir: string; line: number } {
  const dir = scratch();
  const file = join(dir, 'sites/uk.yaml');
  const text = readFileSync(file, 'utf8').replace(/^copyrightFrom: .*$/m, 'copyrightFrom: "2013"');
  writeFileSync(file, text);
  return { dir, line: text.split('\n').findIndex((l) => l.startsWith('copyrightFrom:')) + 1 };
}

describe('meridian lint reports', { timeout: 60_000 }, () => {
  it('SARIF 2.1.0 with the exact region of the offending value', async () => {
    const { dir, line } = brokenUk();
    const r = await run(['lint', '--format', 'sarif'], { cwd: dir });
    expect(r.code).toBe(1);
    const sarif = JSON.parse(r.out);
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.$schema).toMatch(/sarif-2\.1\.0/);
    expect(sarif.runs[0].tool.driver.name).toBe('meridian');
    expect(sarif.runs[0].results).toEqual([
      {
        ruleId: 'schema',
        ruleIndex: 1,
        level: 'error',
        message: { text: 'copyrightFrom: must be integer (got "2013")' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'sites/uk.yaml', uriBaseId: '%SRCROOT%' },
              region: { startLine: line, startColumn: 16, endLine: line, endColumn: 22 },
            },
          },
        ],
      },
    ]);
  });

  it('JUnit XML with one test case per file, failing where a file has errors', async () => {
    const { dir } = brokenUk();
    const r = await run(['lint', '--format', 'junit'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="meridian lint" tests="(\d+)" failures="1" errors="0">/,
    );
    expect(r.out).toMatch(
      /<testcase classname="meridian\.lint\.sites" name="sites\/uk\.yaml">\n {6}<failure message="copyrightFrom: must be integer \(got &quot;2013&quot;\)" type="schema">sites\/uk\.yaml:\d+:16 /,
    );
    expect(r.out).toContain('<testcase classname="meridian.lint.sites" name="sites/tr.yaml"/>');
  });

  it('GitHub workflow annotations with file, line and column', async () => {
    const { dir, line } = brokenUk();
    const r = await run(['lint', '--format', 'github'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out.split('\n')[0]).toBe(
      `::error file=sites/uk.yaml,line=${line},endLine=${line},col=16,endColumn=22,title=meridian schema::copyrightFrom: must be integer (got "2013")`,
    );
    const typo = scratch();
    editYaml(typo, 'sites/uk.yaml', (doc) => {
      doc.setIn(['hidden', 1], 'derivativs');
    });
    expect((await run(['lint', '--format', 'github'], { cwd: typo })).out).toMatch(
      /^::error file=sites\/uk\.yaml,line=\d+,endLine=\d+,col=5,endColumn=15,title=meridian semantic::hidden\[1\]: unknown id "derivativs" \(did you mean "derivatives"\?\)$/m,
    );
  });

  it('--fail-severity warn also fails on warnings', async () => {
    const dir = scratch();
    editYaml(dir, 'rules/dialogs.yaml', (doc) => {
      // A declared notice (it has a view; one without is an error, ADR 0223) that no rule raises: a warning.
      doc.addIn(['dialogs'], {
        id: 'orphan_notice',
        priority: 7,
        source: 'compliance §4.1',
        notice: { title: { en: 'Orphan' }, body: { en: 'Text' } },
      });
    });
    const lenient = await run(['lint', 'rules', '--format', 'github'], { cwd: dir });
    expect(lenient.code).toBe(0);
    expect(lenient.out).toMatch(
      /^::warning file=rules\/dialogs\.yaml,line=\d+,endLine=\d+,col=\d+,endColumn=\d+,title=meridian semantic::dialogs\[\d+\]\.id: no rule raises dialog "orphan_notice"$/m,
    );
    expect(lenient.out).toMatch(/files ok, 1 warning$/m);
    expect((await run(['lint', 'rules', '--fail-severity', 'warn'], { cwd: dir })).code).toBe(1);
    const junit = await run(['lint', 'rules', '--format', 'junit', '--fail-severity', 'warn'], { cwd: dir });
    expect(junit.out).toMatch(/<failure message="dialogs\[\d+\]\.id: no rule raises dialog &quot;orphan_notice&quot;" type="semantic">/);
  });

  it('a key with a line break, a workflow command and a terminal escape prints as one escaped line in every format', async () => {
    const dir = scratch();
    writeFileSync(
      join(dir, 'sites/bs.yaml'),
      `${readFileSync(join(dir, 'sites/bs.yaml'), 'utf8')}"x\\n::error file=README.md,line=1::INJECTED\\e[31m": 1\n`,
    );
    for (const format of ['text', 'github', 'junit', 'sarif']) {
      const r = await run(['lint', '--format', format], { cwd: dir });
      expect(r.code, format).toBe(1);
      const output = r.out + r.err;
      expect(output, format).not.toMatch(/^::error file=README\.md/m);
      expect(output, format).not.toContain('\u001b');
      expect(output, format).toMatch(/sites\/bs\.yaml/);
    }
    const text = await run(['lint'], { cwd: dir });
    expect(text.out).toMatch(/^sites\/bs\.yaml:\d+:1 unknown field "x\\n::error file=README\.md,line=1::INJ.*…$/m);
    const junit = await run(['lint', '--format', 'junit'], { cwd: dir });
    expect(new JSDOM(junit.out, { contentType: 'application/xml' }).window.document.querySelector('parsererror')).toBeNull();
  });

  it('a file name with a line break cannot start a workflow command of its own', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'sites/x\n::error file=README.md,line=1::INJECTED.yaml'), 'id: [\n');
    for (const format of ['text', 'github', 'junit']) {
      const r = await run(['lint', '--format', format], { cwd: dir });
      expect(r.code, format).toBe(1);
      expect(r.out + r.err, format).not.toMatch(/^::error file=README\.md/m);
    }
  });
});
