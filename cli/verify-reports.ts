import { verdictFails, type PolicyVerdict } from '../src/analysis/verify/verify';
import { code, markdown, text, xml } from './escape-output';

/** Where a policy is declared: its file and the line and column of its entry. */
export interface PolicyPlace {
  file: string;
  line: number;
  col: number;
}

const RULES = {
  'policy-violated': 'A visitor the rules can tell apart breaks the policy (rules/policies/*.yaml); the counterexample is a facts file.',
  'policy-unproven':
    'Some fact of the policy could not be split into classes (or its scope matches no visitor tried): no visitor tried breaks it, but that is not a proof. It fails unless the policy accepts it with a reason.',
  'policy-accepted': 'The policy is unproven and its reviewed acceptance (accept: with a reason) covers every unproven fact.',
} as const;
type RuleId = keyof typeof RULES;

/** Why a policy is unproven, a line per fact and reason (and the acceptance's reason when it has one). */
function unprovenText(v: PolicyVerdict): string {
  return [
    ...(v.vacuous ? ['its scope matches no visitor tried'] : []),
    ...v.unproven.map((u) => `${u.fact}: ${u.why}`),
    ...(v.accepted ? [`accepted: ${v.accepted.reason}`] : []),
  ].join('\n');
}

/** What a violated policy's counterexample says, as lines (the violations, then the facts as JSON). */
function counterexampleText(v: PolicyVerdict): string {
  const cx = v.counterexample;
  if (!cx) return '';
  const fired = cx.fired.map((r) => `${r.rule} (${r.effects.join(', ') || 'no effect'})`).join('; ');
  return [...cx.violations, `counterexample: ${JSON.stringify(cx.facts)}`, `rules that fired: ${fired || 'none'}`].join('\n');
}

/** SARIF 2.1.0: a violated or unaccepted unproven policy is an error at its declaration, an accepted one a note. */
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
  const results = verdicts.flatMap((v) =>
    v.outcome === 'violated'
      ? [result(v, 'policy-violated', 'error', `policy ${v.id} is violated (${v.source})\n${counterexampleText(v)}`)]
      : v.outcome === 'unproven'
        ? [
            v.accepted
              ? result(v, 'policy-accepted', 'note', `policy ${v.id} is unproven, accepted\n${unprovenText(v)}`)
              : result(v, 'policy-unproven', 'error', `policy ${v.id} is unproven (${v.source})\n${unprovenText(v)}`),
          ]
        : [],
  );
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

/** JUnit XML: one test case per policy, failing when violated (its counterexample) or unproven without acceptance (why); the outcome in system-out. */
export function verifyJunit(verdicts: readonly PolicyVerdict[], placeOf: (id: string) => PolicyPlace): string {
  const failures = verdicts.filter(verdictFails).length;
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const cases = verdicts.map((v) => {
    const at = placeOf(v.id);
    const out = `${v.outcome}${v.accepted ? ', accepted' : ''} over ${v.classes} classes on ${v.sites.length} sites${
      v.outcome === 'unproven' ? `\n${unprovenText(v)}` : ''
    }`;
    const failure =
      v.outcome === 'violated'
        ? [`      <failure message="${xml(`policy ${v.id} is violated`)}" type="policy">${xml(counterexampleText(v))}</failure>`]
        : verdictFails(v)
          ? [`      <failure message="${xml(`policy ${v.id} is unproven`)}" type="unproven">${xml(unprovenText(v))}</failure>`]
          : [];
    const body = [...failure, `      <system-out>${xml(out)}</system-out>`];
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

const OUTCOME_MARK = { proven: '✅ proven', violated: '❌ violated', unproven: '⚠️ unproven' } as const;

/** Markdown for a pull request or a job summary: every policy's outcome in a table, then what each one not proven says. */
export function verifyMarkdown(verdicts: readonly PolicyVerdict[], placeOf: (id: string) => PolicyPlace, summary: string): string {
  const lines = ['### meridian verify', '', markdown(summary), '', '| policy | outcome | classes | where |', '| --- | --- | ---: | --- |'];
  for (const v of verdicts) {
    const at = placeOf(v.id);
    lines.push(
      `| ${markdown(v.id)} | ${OUTCOME_MARK[v.outcome]}${v.accepted ? ' (accepted)' : ''} | ${v.classes} | ${markdown(at.file)}:${at.line} |`,
    );
  }
  for (const v of verdicts.filter((x) => x.outcome !== 'proven')) {
    lines.push('', `#### ${OUTCOME_MARK[v.outcome]}${v.accepted ? ' (accepted)' : ''}: ${markdown(v.id)}`, '', markdown(v.source), '');
    const body = v.outcome === 'violated' ? counterexampleText(v) : unprovenText(v);
    // Each line a code span of its own: nothing the configuration wrote becomes markup or leaves its line.
    for (const l of body.split('\n')) lines.push(`- ${code(l)}`);
  }
  return lines.map((l) => text(l)).join('\n');
}
