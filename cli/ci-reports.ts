// What `meridian ci` writes besides its own lines: GitHub annotations, the markdown report, JUnit
// and SARIF. The lint and verify parts come from their commands' reporters (cli/lint-reports.ts,
// cli/verify-reports.ts); this module only joins them and adds the rule tests and the step table.
import type { CiStep } from './ci-steps';
import { formatDiffMarkdown } from './format-diff';
import { code, githubData, githubProperty, markdown, xml } from './escape-output';
import { toGithub, toJunit, toSarif } from './lint-reports';
import { verifyJunit, verifyMarkdown, verifySarif } from './verify-reports';

const MARK = { passed: '✅ passed', failed: '❌ failed', skipped: '⏭️ skipped' } as const;
const TITLE = { lint: 'lint', test: 'rule tests', verify: 'verify', diff: 'decision diff', publish: 'publish (dry run)' } as const;

/** The steps that failed, by name. */
export const failedSteps = (steps: readonly CiStep[]): string[] => steps.filter((s) => s.status === 'failed').map((s) => s.name);

/** GitHub workflow commands: lint's, then one `::error` per failing rule test and per failing policy, at its place. */
export function ciAnnotations(steps: readonly CiStep[]): string {
  const out: string[] = [];
  const error = (file: string, line: number, col: number, title: string, message: string) =>
    out.push(`::error file=${githubProperty(file)},line=${line},col=${col},title=${githubProperty(title)}::${githubData(message)}`);
  for (const s of steps) {
    if (s.lint) {
      const lint = toGithub(s.lint.findings);
      if (lint) out.push(lint);
    }
    for (const t of s.tests ?? [])
      if (t.problems.length) error(t.file, t.line, t.col, 'meridian test', `${t.name}: ${t.problems.join('; ')}`);
    if (s.verify)
      for (const v of s.verify.failing) {
        const at = s.verify.placeOf(v.id);
        error(at.file, at.line, at.col, 'meridian verify', `policy ${v.id} is ${v.outcome} (${v.source})`);
      }
    if (s.status === 'failed' && !s.lint && !s.tests && !s.verify) out.push(`::error title=meridian ${s.name}::${githubData(s.summary)}`);
  }
  return out.join('\n');
}

/** The markdown report: the verdict and a table of the steps, then what each step found. */
export function ciMarkdown(steps: readonly CiStep[], compileMs: number): string {
  const failed = failedSteps(steps);
  const lines = [
    `## meridian ci: ${failed.length ? `❌ failed (${failed.join(', ')})` : '✅ passed'}`,
    '',
    `The configuration was compiled once (${compileMs} ms) and every step ran on it.`,
    '',
    '| step | result | time | summary |',
    '| --- | --- | ---: | --- |',
    ...steps.map((s) => `| ${TITLE[s.name]} | ${MARK[s.status]} | ${(s.ms / 1000).toFixed(1)} s | ${markdown(s.summary)} |`),
  ];
  for (const s of steps) {
    if (s.verify) lines.push('', verifyMarkdown(s.verify.verdicts, s.verify.placeOf, s.verify.summary));
    else if (s.diff) lines.push('', formatDiffMarkdown(s.diff.report, s.diff.labels));
    else if (s.lines.length) {
      lines.push('', `### ${TITLE[s.name]}`, '');
      // Each line a code span of its own: nothing the configuration wrote becomes markup.
      for (const l of s.lines) lines.push(`- ${code(l)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The `<testsuite>` elements of a JUnit document the reporters wrote (one `<testsuites>` around them). */
const suitesOf = (doc: string) => doc.split('\n').slice(2, -1);

/** JUnit XML: a suite of the steps, lint's and verify's suites as their commands write them, and one case per rule test. */
export function ciJunit(steps: readonly CiStep[]): string {
  const stepCases = steps.map((s) => {
    const head = `    <testcase classname="meridian.ci" name="${s.name}" time="${(s.ms / 1000).toFixed(3)}"`;
    if (s.status === 'passed') return `${head}/>`;
    const body =
      s.status === 'skipped' ? `<skipped message="${xml(s.summary)}"/>` : `<failure message="${xml(s.summary)}" type="${s.name}"/>`;
    return `${head}>\n      ${body}\n    </testcase>`;
  });
  const count = (status: CiStep['status']) => steps.filter((s) => s.status === status).length;
  const suites = [
    `  <testsuite name="meridian ci" tests="${steps.length}" failures="${count('failed')}" errors="0" skipped="${count('skipped')}">`,
    ...stepCases,
    '  </testsuite>',
  ];
  for (const s of steps) {
    if (s.lint) suites.push(...suitesOf(toJunit(s.lint.findings)));
    if (s.verify) suites.push(...suitesOf(verifyJunit(s.verify.verdicts, s.verify.placeOf)));
    if (s.tests) {
      const failures = s.tests.filter((t) => t.problems.length).length;
      suites.push(`  <testsuite name="meridian test" tests="${s.tests.length}" failures="${failures}" errors="0" skipped="0">`);
      for (const t of s.tests) {
        const head = `    <testcase classname="meridian.test.${xml(t.file)}" name="${xml(t.name)}" file="${xml(t.file)}" line="${t.line}"`;
        suites.push(
          t.problems.length
            ? `${head}>\n      <failure message="${xml(t.problems[0]!)}" type="${t.kind}">${xml(t.problems.join('\n'))}</failure>\n    </testcase>`
            : `${head}/>`,
        );
      }
      suites.push('  </testsuite>');
    }
  }
  const tests = suites.filter((l) => l.startsWith('    <testcase')).length;
  const failures = suites.filter((l) => l.includes('<failure ')).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="meridian ci" tests="${tests}" failures="${failures}" errors="0">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

/** SARIF 2.1.0 with one run per tool part: lint's and verify's, as their commands write them. */
export function ciSarif(steps: readonly CiStep[], version: string): string {
  const runs: unknown[] = [];
  for (const s of steps) {
    if (s.lint) runs.push(...(JSON.parse(toSarif(s.lint.findings, version)) as { runs: unknown[] }).runs);
    if (s.verify) runs.push(...(JSON.parse(verifySarif(s.verify.verdicts, s.verify.placeOf, version)) as { runs: unknown[] }).runs);
  }
  return `${JSON.stringify({ $schema: 'https://json.schemastore.org/sarif-2.1.0.json', version: '2.1.0', runs }, null, 2)}\n`;
}
