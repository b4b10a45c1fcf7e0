// The steps of `meridian ci`, each on the one compiled configuration: the same step functions the
// commands lint, test, verify, diff and publish --dry-run print from, with what they found kept as
// data for the reports (cli/ci-reports.ts).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { CompileResult, ConfigSource } from '../src/config/compile';
import { formatError, type ConfigError } from '../src/config/config-error';
import type { DiffReport } from '../src/analysis/diff';
import { checkPolicyFiles } from '../src/analysis/verify/policy-files';
import { buildBundle, readPublished } from '../src/config/node/publish';
import { ephemeralSigningKey } from '../src/config/node/signing-key';
import { sourceRevision } from '../src/config/node/source-revision';
import type { SiteFile } from '../src/generated/schema-types';
import { diffStep, side, type Side } from './commands/diff';
import { lintStep, type LintRun } from './commands/lint';
import { dryRunLines } from './commands/publish';
import { ruleTestStep, type RuleTestOutcome } from './commands/test';
import { checkRuleTestFiles } from './commands/rule-test-files';
import { verifyStep, type VerifyRun } from './commands/verify';
import { exitCodeOf, type CliIO } from './io';

export type StepName = 'lint' | 'test' | 'verify' | 'diff' | 'publish';

/** One step's result: passed, failed or skipped, a one-line summary, and what it found. */
export interface CiStep {
  name: StepName;
  status: 'passed' | 'failed' | 'skipped';
  summary: string;
  ms: number;
  /** Lines the step printed or the errors it met (plain text, escaped by the reporters). */
  lines: string[];
  lint?: LintRun;
  tests?: RuleTestOutcome[];
  verify?: VerifyRun;
  diff?: { report: DiffReport; labels: { base: string; head: string } };
}

type Compiled = Extract<CompileResult, { ok: true }>;

const timed = async (name: StepName, run: () => Promise<Omit<CiStep, 'name' | 'ms'>>): Promise<CiStep> => {
  const t0 = performance.now();
  const step = await run();
  return { name, ms: Math.round(performance.now() - t0), ...step };
};

/** A step that cannot run, and why. */
export const skipped = (name: StepName, why: string): CiStep => ({ name, status: 'skipped', summary: why, ms: 0, lines: [] });

/** Runs a function that reports through a CliIO and may exit: what it said, and its exit code (null when it returned). */
async function captured<T>(io: CliIO, run: (quiet: CliIO) => Promise<T>): Promise<{ value?: T; code: number | null; said: string[] }> {
  const said: string[] = [];
  const quiet: CliIO = { ...io, out: (t) => said.push(t), err: (t) => said.push(t) };
  try {
    return { value: await run(quiet), code: null, said };
  } catch (e) {
    const code = exitCodeOf(e);
    if (code === null) throw e;
    return { code, said };
  }
}

export function lintCiStep(root: string, read: { sources: ConfigSource[]; errors: ConfigError[] }, result: CompileResult): Promise<CiStep> {
  return timed('lint', async () => {
    const lint = lintStep(root, read, result, []);
    const lines = lint.findings.problems.map((e) => `${formatError(e)}${e.severity === 'warn' ? ' (warning)' : ''}`);
    return { status: lint.failing.length ? 'failed' : 'passed', summary: lint.summary, lines, lint };
  });
}

export function testCiStep(result: Compiled): Promise<CiStep> {
  return timed('test', async () => {
    const names = checkRuleTestFiles(result);
    if (names.length) return { status: 'failed', summary: 'the rule tests name what does not exist', lines: names.map(formatError) };
    const tests = await ruleTestStep(result);
    const failed = tests.filter((t) => t.problems.length);
    const lines = failed.flatMap((t) => [`${t.file}:${t.line}:${t.col} ${t.name}`, ...t.problems.map((p) => `    ${p}`)]);
    return {
      status: failed.length ? 'failed' : 'passed',
      summary: `${tests.length - failed.length} passed, ${failed.length} failed`,
      lines,
      tests,
    };
  });
}

export function verifyCiStep(result: Compiled): Promise<CiStep> {
  return timed('verify', async () => {
    const invalid = checkPolicyFiles(result);
    if (invalid.length) return { status: 'failed', summary: 'the policies are invalid', lines: invalid.map(formatError) };
    const verify = await verifyStep(result);
    if ('tooMany' in verify) return { status: 'failed', summary: 'a policy has too many classes to verify', lines: [verify.tooMany] };
    const lines = verify.failing.map((v) => `${v.id}: ${v.outcome}${v.outcome === 'violated' ? ` (${v.source})` : ''}`);
    return { status: verify.failing.length ? 'failed' : 'passed', summary: verify.summary, lines, verify };
  });
}

/** The base `meridian ci` compares with when none is given: origin/main when the repository has it. */
export function defaultBase(cwd: string): string | undefined {
  const r = spawnSync('git', ['rev-parse', '--verify', '--quiet', 'origin/main^{commit}'], { cwd, encoding: 'utf8' });
  return r.status === 0 ? 'origin/main' : undefined;
}

export function diffCiStep(io: CliIO, result: Compiled, base: string, opts: { failOnChange: boolean; sites?: string }): Promise<CiStep> {
  return timed('diff', async () => {
    const head: Side = {
      label: 'working tree',
      side: { config: result.config, siteFiles: result.files.site.map((f) => f.value as SiteFile) },
      published: false,
    };
    const run = await captured(io, async (quiet) => diffStep(quiet, await side(quiet, 'base', base), head, opts.sites));
    if (!run.value) return { status: 'failed', summary: `the diff against ${base} could not be made`, lines: run.said };
    const { report, labels } = run.value;
    const d = report.decisions;
    const configChanges = report.config.sites.length + report.config.shared.length;
    const summary = report.changed
      ? `${d.changes.length} change${d.changes.length === 1 ? '' : 's'} for visitors in ${d.changedScenarios} of ${d.scenarios} scenarios, ${configChanges} configuration change${configChanges === 1 ? '' : 's'} against ${labels.base}`
      : `no change against ${labels.base}`;
    const failed = opts.failOnChange && report.changed;
    return {
      status: failed ? 'failed' : 'passed',
      summary: failed ? `${summary} (--fail-on-change)` : summary,
      lines: [],
      diff: run.value,
    };
  });
}

/**
 * The dry-run publish: the bundle built from the compiled configuration against what `out` holds,
 * signed with a throwaway key (nothing is written, and a pull request has no signing secret).
 */
export function publishCiStep(io: CliIO, result: Compiled, out: string): Promise<CiStep> {
  return timed('publish', async () => {
    const outDir = resolve(io.cwd, out);
    try {
      const previous = readPublished(outDir);
      const revision = sourceRevision(io.cwd);
      const input = {
        config: result.config,
        outDir,
        key: ephemeralSigningKey(),
        revision,
        now: io.now(),
        dirty: revision.endsWith('+dirty'),
      };
      const { manifest } = await buildBundle(input, previous);
      const lines = dryRunLines(manifest, previous, []);
      return { status: 'passed', summary: lines.at(-1)!, lines };
    } catch (e) {
      return { status: 'failed', summary: 'the bundle could not be built', lines: [`publish: ${(e as Error).message}`] };
    }
  });
}
