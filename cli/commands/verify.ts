import { formatError } from '../../src/config/config-error';
import { didYouMean } from '../../src/config/suggest';
import { verdictFails, verifyEach, type PolicyVerdict } from '../../src/analysis/verify/verify';
import type { Policy } from '../../src/generated/schema-types';
import { compileOrExit } from '../compile-or-exit';
import type { CompileResult } from '../../src/config/compile';
import { textLines } from '../escape-output';
import { CliExit, type CliIO } from '../io';
import { checkPolicyFiles, policiesOf } from '../../src/analysis/verify/policy-files';
import { locate } from '../../src/config/yaml-source';
import { verifyJunit, verifyMarkdown, verifySarif, type PolicyPlace } from '../verify-reports';
import { cliVersion } from '../version';
import { mutateCommand } from './verify-mutate';

export interface VerifyOptions {
  policy?: string;
  format: 'text' | 'json' | 'sarif' | 'junit' | 'markdown';
  shard?: string;
  mutate?: boolean;
  minScore?: string;
}

/** `i/n` → [i, n] with 1 ≤ i ≤ n; null when it is not one. */
export function parseShard(s: string): [number, number] | null {
  const m = /^(\d{1,4})\/(\d{1,4})$/.exec(s);
  if (!m) return null;
  const [i, n] = [Number(m[1]), Number(m[2])];
  return i >= 1 && i <= n ? [i, n] : null;
}

/** One policy's verdict as a person reads it: proven over N classes, violated with its counterexample, or unproven and why. */
export function formatVerdict(v: PolicyVerdict): string[] {
  const scope = `${v.classes} class${v.classes === 1 ? '' : 'es'} on ${v.sites.length} site${v.sites.length === 1 ? '' : 's'}`;
  const lines: string[] = [];
  if (v.outcome === 'proven') lines.push(`✓ ${v.id} is proven over ${scope} (${v.ms} ms)`);
  else if (v.outcome === 'unproven') {
    const head = v.accepted ? `✓ ${v.id} is unproven, accepted` : `? ${v.id} is unproven (${v.source})`;
    lines.push(`${head}: no visitor tried breaks it, over ${scope} (${v.ms} ms)`);
    if (v.vacuous) lines.push('    its scope matches no visitor tried: nothing was checked');
    for (const u of v.unproven) lines.push(`    ${u.fact}: ${u.why}`);
    if (v.accepted) lines.push(`    accepted: ${v.accepted.reason}`);
    else if (!v.vacuous)
      lines.push(
        `    not proven: narrow the rule, or accept it in the policy (accept: { unproven: [${[...new Set(v.unproven.map((u) => u.fact))].join(', ')}], reason: … })`,
      );
  } else {
    const cx = v.counterexample!;
    lines.push(`✗ ${v.id} is violated (${v.source}); found after ${scope}`);
    for (const x of cx.violations) lines.push(`    ${x}`);
    lines.push('  counterexample (a facts file for `meridian decide --facts` / `meridian explain`):');
    lines.push(
      ...JSON.stringify(cx.facts, null, 2)
        .split('\n')
        .map((l) => `    ${l}`),
    );
    lines.push(cx.fired.length ? '  rules of the policy that fired:' : '  no rule of the policy fired');
    for (const r of cx.fired) lines.push(`    ${r.rule} — ${r.effects.join(', ') || 'no effect'} (${r.source})`);
  }
  if (v.staleAccept.length) lines.push(`    accept: names ${v.staleAccept.join(', ')}, which verify now proves: remove it`);
  return lines;
}

/** The closing line: how many policies of each outcome, the classes and the time. */
export function verifySummary(verdicts: readonly PolicyVerdict[], classes: number, ms: number): string {
  const count = (o: PolicyVerdict['outcome']) => verdicts.filter((v) => v.outcome === o).length;
  const accepted = verdicts.filter((v) => v.accepted).length;
  const n = verdicts.length;
  return `${n} polic${n === 1 ? 'y' : 'ies'}: ${count('proven')} proven, ${count('violated')} violated, ${count('unproven')} unproven${
    accepted ? ` (${accepted} accepted)` : ''
  }; ${classes} classes in ${ms} ms`;
}

/** `meridian verify`: every policy (rules/policies/*.yaml) over every class of visitor; exit 1 on a violated or unaccepted unproven policy, 2 on bad input. */
export async function verifyCommand(io: CliIO, opts: VerifyOptions): Promise<void> {
  const shard: [number, number] | null = opts.shard === undefined ? [1, 1] : parseShard(opts.shard);
  if (!shard) {
    io.err(`--shard: expected i/n with 1 ≤ i ≤ n, got "${opts.shard}"`);
    throw new CliExit(2);
  }
  return verifyCompiled(io, compileOrExit(io, io.cwd, 2), opts, shard);
}

/**
 * verify on a compiled configuration (the working tree's, or a revision's for `meridian publish
 * --from`): exit 1 on a violated or unaccepted unproven policy, 2 on invalid policies.
 */
export async function verifyCompiled(
  io: CliIO,
  result: Extract<CompileResult, { ok: true }>,
  opts: VerifyOptions,
  shard: [number, number] = [1, 1],
): Promise<void> {
  const problems = checkPolicyFiles(result);
  if (problems.length) {
    io.err('the policies are invalid:');
    for (const e of problems) io.err(formatError(e));
    throw new CliExit(2);
  }
  const placed = policiesOf(result);
  let policies = placed.map((p) => p.policy);
  if (opts.policy !== undefined) {
    const found = policies.filter((p) => p.id === opts.policy);
    if (!found.length) {
      io.err(
        `unknown policy "${opts.policy}"${didYouMean(
          opts.policy,
          policies.map((p) => p.id),
        )}`,
      );
      throw new CliExit(2);
    }
    policies = found;
  }
  if (opts.mutate) {
    if (opts.format !== 'text' && opts.format !== 'json') {
      io.err(`--mutate reports as text or json, not ${opts.format}`);
      throw new CliExit(2);
    }
    return mutateCommand(io, result, policies, { ...opts, format: opts.format }, shard);
  }
  const [i, n] = shard;
  const run = await verifyStep(
    result,
    policies.filter((_, k) => k % n === i - 1),
  );
  if ('tooMany' in run) {
    io.err(run.tooMany);
    throw new CliExit(2);
  }
  const { verdicts, failing, classes, ms, placeOf, summary } = run;
  if (opts.format === 'json') io.out(JSON.stringify({ ok: !failing.length, shard: `${i}/${n}`, classes, ms, policies: verdicts }, null, 2));
  else if (opts.format === 'sarif') io.out(verifySarif(verdicts, placeOf, cliVersion));
  else if (opts.format === 'junit') io.out(verifyJunit(verdicts, placeOf));
  else if (opts.format === 'markdown') io.out(verifyMarkdown(verdicts, placeOf, summary));
  else io.out(textLines([...verdicts.flatMap(formatVerdict), summary])); // ids, sources and fact values come from the configuration
  if (failing.length) throw new CliExit(1);
}

/** What the verify step found: each policy's verdict, those that fail, and where each policy is declared (for the reports). */
export interface VerifyRun {
  verdicts: PolicyVerdict[];
  failing: PolicyVerdict[];
  classes: number;
  ms: number;
  placeOf: (id: string) => PolicyPlace;
  summary: string;
}

/**
 * The verify step on a compiled configuration with valid policy files: `policies` (every one
 * declared when undefined) over every class of visitor. `tooMany` when a policy has more classes
 * than verify tries (bad input, not a verdict).
 */
export async function verifyStep(
  result: Extract<CompileResult, { ok: true }>,
  policies?: readonly Policy[],
): Promise<VerifyRun | { tooMany: string }> {
  const placed = policiesOf(result);
  const started = Date.now();
  const verdicts: PolicyVerdict[] = [];
  for await (const outcome of verifyEach(result.config, policies ?? placed.map((p) => p.policy), { now: Date.now })) {
    if ('tooMany' in outcome) return { tooMany: outcome.tooMany.message };
    verdicts.push(outcome.verdict);
  }
  const ms = Date.now() - started;
  const classes = verdicts.reduce((s, v) => s + v.classes, 0);
  const placeOf = (id: string): PolicyPlace => {
    const loaded = placed.find((p) => p.policy.id === id)!;
    return { file: loaded.file.file, ...locate(loaded.file, ['policies', loaded.index]) };
  };
  return { verdicts, failing: verdicts.filter(verdictFails), classes, ms, placeOf, summary: verifySummary(verdicts, classes, ms) };
}
