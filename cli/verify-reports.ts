import type { PolicyVerdict } from '../src/analysis/verify/verify';
import { xml } from './escape-output';

/** Where a policy is declared: its file and the line and column of its entry. */
export interface PolicyPlace {
  file: string;
  line: number;
  col: number;
}

const RULES = {
  'policy-violated': 'A visitor the rules can tell apart breaks the policy (rules/policies/*.yaml); the counterexample is a facts file.',
  'policy-not-exhaustive':
    'Some facts of the policy were sampled (a regular expression or a fact compared with a fact): the verdict covers the samples only.',
} as const;
type RuleId = keyof typeof RULES;

/** What a violated policy's counterexample says, as lines (the violations, then the facts as JSON). */
function counterexampleText(v: PolicyVerdict): string {
  const cx = v.counterexample;
  if (!cx) return '';
  const fired = cx.fired.map((r) => `${r.rule} (${r.effects.join(', ') || 'no effect'})`).join('; ');
  return [...cx.violations, `counterexample: ${JSON.stringify(cx.facts)}`, `rules that fired: ${fired || 'none'}`].join('\n');
}

/** SARIF 2.1.0: a violated policy is an error at its declaration, a sampled fact a note. */
export function verifySarif(verdicts: readonly PolicyVerdict[], placeOf: (id: string) => PolicyPlace, version: string): string {
  const ruleIds = Object.keys(RULES) as RuleId[];
  const result = (v: PolicyVerdict, ruleId: RuleId, level: 'error' | 'note', text: string) => {
    const at = placeOf(v.id);
    return {
      ruleId,
      ruleIndex: ruleIds.indexOf(ruleId),
      level,
      message: { text },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: at.file, uriBaseId: '%SRCROOT%' },
            region: { startLine: at.line, startColumn: at.col },
          },
        },
      ],
      properties: { policy: v.id, source: v.source, classes: v.classes, ...(v.counterexample ? { facts: v.counterexample.facts } : {}) },
    };
  };
  const results = verdicts.flatMap((v) => [
    ...(v.holds ? [] : [result(v, 'policy-violated', 'error', `policy ${v.id} is violated (${v.source})\n${counterexampleText(v)}`)]),
    ...(v.notExhaustive.length
      ? [result(v, 'policy-not-exhaustive', 'note', `policy ${v.id}: not exhaustive for ${v.notExhaustive.join(', ')}`)]
      : []),
  ]);
  return JSON.stringify(
    {
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'meridian verify',
              version,
              rules: ruleIds.map((id) => ({ id, name: id, shortDescription: { text: RULES[id] } })),
            },
          },
          results,
        },
      ],
    },
    null,
    2,
  );
}

/** JUnit XML: one test case per policy, failing with its counterexample; the class count and samples in system-out. */
export function verifyJunit(verdicts: readonly PolicyVerdict[], placeOf: (id: string) => PolicyPlace): string {
  const failures = verdicts.filter((v) => !v.holds).length;
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const cases = verdicts.map((v) => {
    const at = placeOf(v.id);
    const out = `${v.holds ? 'holds' : 'violated'} over ${v.classes} classes on ${v.sites.length} sites${
      v.notExhaustive.length ? `; not exhaustive for ${v.notExhaustive.join(', ')}` : ''
    }`;
    const body = [
      ...(v.holds
        ? []
        : [`      <failure message="${xml(`policy ${v.id} is violated`)}" type="policy">${xml(counterexampleText(v))}</failure>`]),
      `      <system-out>${xml(out)}</system-out>`,
    ];
    return [
      `    <testcase classname="meridian.verify.${xml(at.file)}" name="${xml(v.id)}" file="${xml(at.file)}" line="${at.line}" time="${seconds(v.ms)}">`,
      ...body,
      '    </testcase>',
    ].join('\n');
  });
  const total = seconds(verdicts.reduce((s, v) => s + v.ms, 0));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="meridian verify" tests="${verdicts.length}" failures="${failures}" errors="0" time="${total}">`,
    `  <testsuite name="meridian verify" tests="${verdicts.length}" failures="${failures}" errors="0" skipped="0" time="${total}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
  ].join('\n');
}
