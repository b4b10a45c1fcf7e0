import { compile, type ConfigSource } from '../../../src/config/compile';
import { formatError } from '../../../src/config/config-error';
import { checkPolicyFiles, policiesOf } from '../../../src/analysis/verify/policy-files';
import { verifyEach, type PolicyVerdict } from '../../../src/analysis/verify/verify';

export interface PolicyInfo {
  id: string;
  description: string;
  source: string;
}

/** What a verify run reports, in order: plain data, so it can cross from a worker. */
export type VerifyEvent =
  | { kind: 'invalid'; errors: string[] }
  | { kind: 'policies'; policies: PolicyInfo[] }
  | { kind: 'verdict'; verdict: PolicyVerdict }
  | { kind: 'failed'; id: string; message: string }
  | { kind: 'done'; ms: number };

/**
 * Compiles the sources and verifies every policy, one event per verdict as it is found (the same
 * steps as `meridian verify`). Stops between policies once `cancelled()` says so.
 */
export async function runVerify(
  sources: readonly ConfigSource[],
  emit: (e: VerifyEvent) => void,
  cancelled: () => boolean = () => false,
): Promise<void> {
  const started = Date.now();
  const result = compile(sources);
  if (!result.ok) return emit({ kind: 'invalid', errors: result.errors.map(formatError) });
  const problems = checkPolicyFiles(result);
  if (problems.length) return emit({ kind: 'invalid', errors: problems.map(formatError) });
  const policies = policiesOf(result).map((p) => p.policy);
  emit({ kind: 'policies', policies: policies.map(({ id, description, source }) => ({ id, description, source })) });
  for await (const outcome of verifyEach(result.config, policies, { cancelled, now: Date.now }))
    emit(
      'verdict' in outcome
        ? { kind: 'verdict', verdict: outcome.verdict }
        : { kind: 'failed', id: outcome.policy.id, message: outcome.tooMany.message },
    );
  if (!cancelled()) emit({ kind: 'done', ms: Date.now() - started });
}
