import type { CompileResult } from '../../config/compile';
import type { ConfigError } from '../../config/config-error';
import { checkConditionIn } from '../../config/check-rules';
import { errorAt, type ParsedFile } from '../../config/yaml-source';
import type { PoliciesFile, Policy } from '../../generated/schema-types';
import { knownIds } from '../diff-facets';
import { compilePattern } from '../../rules-model/operators';
import { expectIsConstant, scopeIsEmpty } from './policy-vacuity';

export interface LoadedPolicy {
  policy: Policy;
  file: ParsedFile;
  index: number;
}

/** The policies of a compiled configuration (rules/policies/*.yaml), in file order. */
export function policiesOf(result: Extract<CompileResult, { ok: true }>): LoadedPolicy[] {
  return result.files.policies.flatMap((file) => (file.value as PoliciesFile).policies.map((policy, index) => ({ policy, file, index })));
}

/**
 * Names in policies that do not exist (sites, dialogs, bars, ids; scope facts as rules' facts are
 * checked), duplicate policy ids, patterns that do not compile, a scope no visitor satisfies and an
 * expectation no rule can change (a policy that can never fail proves nothing).
 */
export function checkPolicyFiles(result: Extract<CompileResult, { ok: true }>): ConfigError[] {
  const config = result.config;
  const errors: ConfigError[] = [];
  const ids = knownIds(config);
  for (const id of config.defaultHidden) ids.add(id);
  for (const r of Object.values(config.rules)) {
    if (Array.isArray(r.then.hide)) r.then.hide.forEach((x) => ids.add(x));
    r.then.show?.forEach((x) => ids.add(x));
  }
  for (const s of Object.values(config.sites)) s.hidden.forEach((x) => ids.add(x));
  const stored = new Set(config.stored.map((s) => s.name));
  const seen = new Map<string, string>();
  for (const { policy, file, index } of policiesOf(result)) {
    const before = errors.length;
    const at = (path: (string | number)[], msg: string) => errors.push(errorAt(file, ['policies', index, ...path], msg));
    const first = seen.get(policy.id);
    if (first) at(['id'], `duplicate policy id "${policy.id}" (first in ${first})`);
    else seen.set(policy.id, file.file);
    if (policy.scope?.when) errors.push(...checkConditionIn(file, policy.scope.when, ['policies', index, 'scope', 'when'], stored));
    policy.scope?.sites?.forEach((s, i) => {
      if (!Object.hasOwn(config.sites, s)) at(['scope', 'sites', i], `unknown site "${s}"`);
    });
    const e = policy.expect;
    const check = (key: keyof typeof e, known: (x: string) => boolean, what: string) => {
      const v = e[key];
      const list = typeof v === 'string' ? [v] : Array.isArray(v) ? v : [];
      list.forEach((x, i) => {
        if (typeof x === 'string' && !known(x)) at(typeof v === 'string' ? ['expect', key] : ['expect', key, i], `unknown ${what} "${x}"`);
      });
    };
    const dialog = (x: string) => Object.hasOwn(config.dialogs, x);
    const bar = (x: string) => Object.hasOwn(config.bars, x);
    check('dialogPresent', dialog, 'dialog');
    check('dialogAbsent', dialog, 'dialog');
    check('dialogFirst', dialog, 'dialog');
    check('notClosable', dialog, 'dialog');
    check('dialogsNotTogether', dialog, 'dialog');
    check('barPresent', bar, 'bar');
    check('barAbsent', bar, 'bar');
    check('hidden', (x) => ids.has(x), 'id');
    check('shown', (x) => ids.has(x), 'id');
    for (const [id, pattern] of Object.entries(e.hrefMatches ?? {})) {
      if (!ids.has(id)) at(['expect', 'hrefMatches', id], `unknown item "${id}"`);
      if (!compilePattern(pattern)) at(['expect', 'hrefMatches', id], 'not a regular expression');
    }
    if (errors.length > before) continue; // the checks below decide visitors: only for a policy that names what exists
    if (scopeIsEmpty(config, policy)) at(['scope', 'when'], 'no visitor satisfies this scope: the policy would hold vacuously');
    else if (expectIsConstant(config, policy))
      at(['expect'], 'no rule can change what this expects: it is the same for every visitor (never false, or always false)');
  }
  return errors;
}
