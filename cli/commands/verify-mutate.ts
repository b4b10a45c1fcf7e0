import type { CompileResult } from '../../src/config/compile';
import type { Policy } from '../../src/generated/schema-types';
import { locate } from '../../src/config/yaml-source';
import { mutantsOf } from '../../src/analysis/verify/mutants';
import { mutationScore, type MutationReport } from '../../src/analysis/verify/mutation-score';
import { textLines } from '../escape-output';
import { CliExit, type CliIO } from '../io';
import { ruleTests } from './rule-test-files';

/** `--min-score 85` → 85; null unless a number from 0 to 100. */
export function parseMinScore(s: string | undefined): number | null {
  if (s === undefined) return 90;
  if (!/^\d{1,3}(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  return n <= 100 ? n : null;
}

/** The report as a person reads it: the score, then each survivor with its rule's file:line. */
export function formatMutation(r: MutationReport, min: number): string[] {
  const lines = [`mutation score ${r.score}% (${r.killed} of ${r.total} mutants killed; minimum ${min}%) in ${r.ms} ms`];
  if (r.survivors.length) lines.push(`${r.survivors.length} surviving mutant${r.survivors.length === 1 ? '' : 's'}:`);
  for (const m of r.survivors) lines.push(`  ${m.file}:${m.line} ${m.description}`);
  for (const s of r.skipped) lines.push(`  left out (fails on the rules as they are): ${s}`);
  return lines;
}

/** `meridian verify --mutate`: the mutation score of the rule tests and policies; exit 1 below --min-score. */
export async function mutateCommand(
  io: CliIO,
  result: Extract<CompileResult, { ok: true }>,
  policies: Policy[],
  opts: { format: 'text' | 'json'; minScore?: string },
  [i, n]: [number, number],
): Promise<void> {
  const min = parseMinScore(opts.minScore);
  if (min === null) {
    io.err(`--min-score: expected a percentage from 0 to 100, got "${opts.minScore}"`);
    throw new CliExit(2);
  }
  const tests = ruleTests(result).map(({ test, file, index }) => ({
    where: `${file.file}:${locate(file, ['tests', index]).line} ${test.name}`,
    facts: test.facts,
    expect: test.expect,
  }));
  const mutants = mutantsOf(result.config).filter((_, k) => k % n === i - 1);
  const report = await mutationScore(result.config, tests, policies, { mutants, now: Date.now });
  if (opts.format === 'json') {
    const { mutants: _all, ...rest } = report;
    io.out(JSON.stringify({ ok: report.score >= min, shard: `${i}/${n}`, minScore: min, ...rest }, null, 2));
  } else io.out(textLines(formatMutation(report, min))); // descriptions and test names come from the configuration
  if (report.score < min) throw new CliExit(1);
}
