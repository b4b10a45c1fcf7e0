import { resolve, relative } from 'node:path';
import { locate } from '../../src/config/yaml-source';
import { decide } from '../../src/engine/decide';
import { checkExpectation, firedRules } from '../../src/analysis/expectations';
import { text } from '../escape-output';
import { CliExit, type CliIO } from '../io';
import { compileOrExit } from '../compile-or-exit';
import { checkRuleTestFiles, ruleTests } from './rule-test-files';
import { formatError } from '../../src/config/config-error';
import type { CompileResult } from '../../src/config/compile';

/** One rule test's outcome, or one rule's coverage (a test where it fires, one where it must not). */
export interface RuleTestOutcome {
  kind: 'test' | 'coverage';
  /** The test's name, or `coverage of rule <id>`. */
  name: string;
  file: string;
  line: number;
  col: number;
  /** What failed; empty when it passed. */
  problems: string[];
}

/**
 * The rule-test step on a compiled configuration: every test of `only` (all when undefined) and, on
 * a full run, every rule's coverage (named in some test's `fired` and `notFired`).
 */
export async function ruleTestStep(result: Extract<CompileResult, { ok: true }>, only?: Set<string>): Promise<RuleTestOutcome[]> {
  const outcomes: RuleTestOutcome[] = [];
  const firesIn = new Map<string, string>();
  const quietIn = new Map<string, string>();
  for (const { test, file, index } of ruleTests(result, only)) {
    const decision = await decide(result.config, test.facts);
    const fired = firedRules(decision);
    for (const r of test.expect.fired ?? []) if (fired.has(r)) firesIn.set(r, test.name);
    for (const r of test.expect.notFired ?? []) if (!fired.has(r)) quietIn.set(r, test.name);
    const { line, col } = locate(file, ['tests', index]);
    outcomes.push({ kind: 'test', name: test.name, file: file.file, line, col, problems: checkExpectation(decision, test.expect) });
  }
  if (only) return outcomes;
  for (const id of Object.keys(result.config.rules).sort()) {
    const rule = result.config.rules[id]!;
    const unconditional = !rule.when; // nothing to not meet: it fires in every scenario
    const problems = [
      !firesIn.has(id) ? 'no test where it fires (expect.fired)' : '',
      !unconditional && !quietIn.has(id) ? 'no test where it must not fire (expect.notFired)' : '',
    ].filter(Boolean);
    outcomes.push({ kind: 'coverage', name: `coverage of rule ${id}`, file: rule.file, line: rule.line, col: 1, problems });
  }
  return outcomes;
}

/** An outcome as `meridian test` prints it: `✗ file:line:col name` and its problems, or `✓ name`. */
export function formatOutcome(o: RuleTestOutcome): string[] {
  if (!o.problems.length) return [text(`✓ ${o.name}`)];
  // Names and expectations come from the test files.
  if (o.kind === 'coverage') return [text(`✗ ${o.file}:${o.line}:${o.col} ${o.name}: ${o.problems.join('; ')}`)];
  return [text(`✗ ${o.file}:${o.line}:${o.col} ${o.name}`), ...o.problems.map((p) => text(`    ${p}`))];
}

/**
 * `meridian test [files]`: runs the rule tests. On a full run it also checks that every rule has
 * a test where it fires and one where it must not (named in `fired` and `notFired`). `compiled`
 * is a configuration already compiled (publish: the working tree lint checked, or a rollback's revision).
 */
export async function testCommand(
  io: CliIO,
  files: string[],
  opts: { verbose: boolean },
  compiled?: Extract<CompileResult, { ok: true }>,
): Promise<void> {
  const result = compiled ?? compileOrExit(io, io.cwd);
  const nameErrors = checkRuleTestFiles(result);
  if (nameErrors.length) {
    for (const e of nameErrors) io.err(formatError(e));
    throw new CliExit(2);
  }
  const only = files.length ? new Set(files.map((f) => relative(io.cwd, resolve(io.cwd, f)).replace(/\\/g, '/'))) : undefined;
  if (only && ruleTests(result, only).length === 0) {
    io.err(text(`no rule tests in ${files.join(', ')}`));
    throw new CliExit(2);
  }
  const outcomes = await ruleTestStep(result, only);
  const failed = outcomes.filter((o) => o.problems.length).length;
  for (const o of outcomes) if (o.problems.length || opts.verbose) for (const l of formatOutcome(o)) io.out(l);
  io.out(`${outcomes.length - failed} passed, ${failed} failed`);
  if (failed) throw new CliExit(1);
}
