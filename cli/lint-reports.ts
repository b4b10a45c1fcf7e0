import type { ConfigError } from '../src/config/config-error';
import { formatError } from '../src/config/config-error';
import type { Region } from './error-regions';
import { githubData, githubProperty, xml } from './escape-output';

/** What a machine-readable lint report needs: every problem, its region, and the files that were checked. */
export interface LintFindings {
  problems: ConfigError[];
  regionOf: (e: ConfigError) => Region;
  files: string[];
  /** Whether warnings fail the run (--fail-severity warn). */
  warningsFail: boolean;
}

const CHECKS: Record<ConfigError['check'], string> = {
  yaml: 'The file is valid YAML.',
  schema: 'The file matches its JSON Schema (schemas/*.schema.json).',
  semantic: 'Every name is declared and the configuration is consistent (sites, rules, dialogs, translations).',
};
const message = (e: ConfigError) => (e.path ? `${e.path}: ${e.message}` : e.message);

/** SARIF 2.1.0, so code-scanning tools annotate the exact lines. */
export function toSarif(f: LintFindings, version: string): string {
  const ruleIds = Object.keys(CHECKS) as ConfigError['check'][];
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'meridian',
            version,
            rules: ruleIds.map((id) => ({ id, name: id, shortDescription: { text: CHECKS[id] } })),
          },
        },
        results: f.problems.map((e) => ({
          ruleId: e.check,
          ruleIndex: ruleIds.indexOf(e.check),
          level: e.severity === 'warn' ? 'warning' : 'error',
          message: { text: message(e) },
          locations: [{ physicalLocation: { artifactLocation: { uri: e.file, uriBaseId: '%SRCROOT%' }, region: f.regionOf(e) } }],
        })),
      },
    ],
  };
  return JSON.stringify(sarif, null, 2);
}

/** JUnit XML: one test case per file checked, failing with each of its problems. */
export function toJunit(f: LintFindings): string {
  const files = [...new Set([...f.files, ...f.problems.map((e) => e.file)])].sort();
  const failing = (e: ConfigError) => e.severity === 'error' || f.warningsFail;
  const cases = files.map((file) => {
    const mine = f.problems.filter((e) => e.file === file);
    const body = [
      ...mine.filter(failing).map((e) => `      <failure message="${xml(message(e))}" type="${e.check}">${xml(formatError(e))}</failure>`),
      ...(mine.some((e) => !failing(e))
        ? [
            `      <system-out>${mine
              .filter((e) => !failing(e))
              .map((e) => xml(`${formatError(e)} (warning)`))
              .join('\n')}</system-out>`,
          ]
        : []),
    ];
    const name = `    <testcase classname="meridian.lint.${xml(file.split('/')[0]!)}" name="${xml(file)}"`;
    return body.length ? `${name}>\n${body.join('\n')}\n    </testcase>` : `${name}/>`;
  });
  const failures = files.filter((file) => f.problems.some((e) => e.file === file && failing(e))).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="meridian lint" tests="${files.length}" failures="${failures}" errors="0">`,
    `  <testsuite name="meridian lint" tests="${files.length}" failures="${failures}" errors="0" skipped="0">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
  ].join('\n');
}

/** GitHub workflow commands: `::error file=…,line=…,col=…::message`, one per problem. */
export function toGithub(f: LintFindings): string {
  return f.problems
    .map((e) => {
      const r = f.regionOf(e);
      const props = [
        `file=${githubProperty(e.file)}`,
        `line=${r.startLine}`,
        r.endLine ? `endLine=${r.endLine}` : '',
        `col=${r.startColumn}`,
        r.endColumn && r.endLine === r.startLine ? `endColumn=${r.endColumn}` : '',
        `title=${githubProperty(`meridian ${e.check}`)}`,
      ];
      return `::${e.severity === 'warn' ? 'warning' : 'error'} ${props.filter(Boolean).join(',')}::${githubData(message(e))}`;
    })
    .join('\n');
}
