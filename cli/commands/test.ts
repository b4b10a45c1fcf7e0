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
  const tests = ruleTests(result, only);
  if (only && tests.length === 0) {
    io.err(text(`no rule tests in ${files.join(', ')}`));
    throw new CliExit(2);
  }
  let passed = 0;
  let failed = 0;
  const firesIn = new Map<string, string>();
  const quietIn = new Map<string, string>();
  for (const { test, file, index } of tests) {
    const decision = await decide(result.config, test.facts);
    const problems = checkExpectation(decision, test.expect);
    const fired = firedRules(decision);
    for (const r of test.expect.fired ?? []) if (fired.has(r)) firesIn.set(r, test.name);
    for (const r of test.expect.notFired ?? []) if (!fired.has(r)) quietIn.set(r, test.name);
    const { line, col } = locate(file, ['tests', index]);
    if (problems.length) {
      failed++;
      io.out(text(`✗ ${file.file}:${line}:${col} ${test.name}`)); // names and expectations come from the test files
      for (const p of problems) io.out(text(`    ${p}`));
    } else {
      passed++;
      if (opts.verbose) io.out(text(`✓ ${test.name}`));
    }
  }
  if (!only) {
    for (const id of Object.keys(result.config.rules).sort()) {
      const unconditional = !result.config.rules[id]!.when; // nothing to not meet: it fires in every scenario
      const gaps = [
        !firesIn.has(id) ? 'no test where it fires (expect.fired)' : '',
        !unconditional && !quietIn.has(id) ? 'no test where it must not fire (expect.notFired)' : '',
      ].filter(Boolean);
      if (gaps.length) {
        failed++;
        const rule = result.config.rules[id]!;
        io.out(`✗ ${rule.file}:${rule.line}:1 coverage of rule ${id}: ${gaps.join('; ')}`);
      } else {
        passed++;
        if (opts.verbose) io.out(`✓ coverage of rule ${id}`);
      }
    }
  }
  io.out(`${passed} passed, ${failed} failed`);
  if (failed) throw new CliExit(1);
}
