import { appendFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compile } from '../../src/config/compile';
import { readConfigSources } from '../../src/config/node/read-sources';
import { ciAnnotations, ciJunit, ciMarkdown, ciSarif, failedSteps } from '../ci-reports';
import { defaultBase, diffCiStep, lintCiStep, publishCiStep, skipped, testCiStep, verifyCiStep, type CiStep } from '../ci-steps';
import { text } from '../escape-output';
import { CliExit, type CliIO } from '../io';
import { rememberCompiled } from '../build-cache';
import { cliVersion } from '../version';

export interface CiOptions {
  /** What the decision diff compares with: a git revision, a folder or a published manifest; default origin/main when it exists. */
  base?: string;
  /** The markdown report's file when $GITHUB_STEP_SUMMARY is not set. */
  report: string;
  /** GitHub annotations even outside GitHub Actions. */
  annotations: boolean;
  junit?: string;
  sarif?: string;
  /** The published folder the dry-run publish numbers after. */
  out: string;
  /** The diff step fails when anything changed. */
  failOnChange: boolean;
  sites?: string;
}

/** The environment ci reads: GitHub Actions' variables (tests pass their own). */
export interface CiEnv {
  GITHUB_ACTIONS?: string;
  GITHUB_STEP_SUMMARY?: string;
}

/**
 * `meridian ci`: compiles the configuration once and runs lint, the rule tests, verify, the decision
 * diff against a base and a dry-run publish on it; writes the markdown report (to
 * $GITHUB_STEP_SUMMARY when set, else `--report`), annotations under GitHub Actions (or with
 * `--annotations`), JUnit and SARIF when asked. Exit 1 when a step failed, naming each.
 */
export async function ciCommand(io: CliIO, opts: CiOptions, env: CiEnv = process.env): Promise<void> {
  const steps: CiStep[] = [];
  const step = (s: CiStep) => {
    steps.push(s);
    const mark = s.status === 'passed' ? '✓' : s.status === 'failed' ? '✗' : '-';
    io.out(text(`${mark} ${s.name}: ${s.summary}${s.status === 'skipped' ? '' : ` (${(s.ms / 1000).toFixed(1)} s)`}`));
    if (s.status === 'failed') for (const l of s.lines.slice(0, 50)) io.out(text(`    ${l}`));
  };
  const t0 = performance.now();
  const read = readConfigSources(io.cwd);
  const result = compile(read.sources);
  const compileMs = Math.round(performance.now() - t0);
  if (!read.errors.length) rememberCompiled(io.cwd, read.sources, result);
  io.out(`compiled ${read.sources.length} files once in ${compileMs} ms`);
  step(await lintCiStep(io.cwd, read, result));
  const base = opts.base ?? defaultBase(io.cwd);
  if (!result.ok) {
    for (const name of ['test', 'verify', 'diff', 'publish'] as const) step(skipped(name, 'the configuration does not compile'));
  } else {
    step(await testCiStep(result));
    step(await verifyCiStep(result));
    step(
      base === undefined
        ? skipped('diff', 'no base: origin/main does not exist here; pass --base')
        : await diffCiStep(io, result, base, opts),
    );
    step(await publishCiStep(io, result, opts.out));
  }
  writeOutputs(io, steps, compileMs, opts, env);
  const failed = failedSteps(steps);
  if (failed.length) {
    io.err(`meridian ci failed: ${failed.join(', ')}`);
    throw new CliExit(1);
  }
  io.out('meridian ci passed');
}

function writeOutputs(io: CliIO, steps: readonly CiStep[], compileMs: number, opts: CiOptions, env: CiEnv): void {
  if (opts.annotations || env.GITHUB_ACTIONS === 'true') {
    const annotations = ciAnnotations(steps);
    if (annotations) io.out(annotations);
  }
  const report = ciMarkdown(steps, compileMs);
  // GitHub's job summary is one file for every step of the job: appended to, as its own steps do.
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, report);
  else writeFileSync(resolve(io.cwd, opts.report), report);
  io.out(text(`report: ${env.GITHUB_STEP_SUMMARY ? '$GITHUB_STEP_SUMMARY' : opts.report}`));
  if (opts.junit) writeFileSync(resolve(io.cwd, opts.junit), ciJunit(steps));
  if (opts.sarif) writeFileSync(resolve(io.cwd, opts.sarif), ciSarif(steps, cliVersion));
}
