import type { CompileResult } from '../../src/config/compile';
import type { ConfigError } from '../../src/config/config-error';
import type { CompiledConfig } from '../../src/rules-model/compiled-types';
import type { RuleTest, RuleTestsFile } from '../../src/generated/schema-types';
import { errorAt, type ParsedFile } from '../../src/config/yaml-source';

export interface LoadedTest {
  test: RuleTest;
  file: ParsedFile;
  index: number;
}

/** The rule tests of a compiled configuration, in file order. */
export function ruleTests(result: Extract<CompileResult, { ok: true }>, only?: Set<string>): LoadedTest[] {
  return result.files['rule-tests']
    .filter((f) => !only || only.has(f.file))
    .flatMap((file) => (file.value as RuleTestsFile).tests.map((test, index) => ({ test, file, index })));
}

/** Names in rule tests that do not exist: unknown sites, rules, dialogs and bars (own keys: `constructor` is on every object). */
export function checkRuleTestFiles(result: Extract<CompileResult, { ok: true }>): ConfigError[] {
  const config: CompiledConfig = result.config;
  const errors: ConfigError[] = [];
  const siteRefs = new Set([...Object.keys(config.sites), ...Object.keys(config.siteIdToKey)]);
  for (const { test, file, index } of ruleTests(result)) {
    const at = (path: (string | number)[], msg: string) => errors.push(errorAt(file, ['tests', index, ...path], msg));
    if (test.facts.site !== undefined && !siteRefs.has(String(test.facts.site))) at(['facts', 'site'], `unknown site "${test.facts.site}"`);
    for (const key of ['fired', 'notFired'] as const) {
      test.expect[key]?.forEach((r, i) => {
        if (!Object.hasOwn(config.rules, r)) at(['expect', key, i], `unknown rule "${r}"`);
      });
    }
    test.expect.dialogs?.forEach((d, i) => {
      if (!Object.hasOwn(config.dialogs, d)) at(['expect', 'dialogs', i], `unknown dialog "${d}"`);
    });
    const first = test.expect.dialog?.id;
    if (typeof first === 'string' && !Object.hasOwn(config.dialogs, first)) at(['expect', 'dialog', 'id'], `unknown dialog "${first}"`);
    test.expect.bars?.forEach((b, i) => {
      if (!Object.hasOwn(config.bars, b)) at(['expect', 'bars', i], `unknown bar "${b}"`);
    });
  }
  return errors;
}
