import type { ConfigError } from '../../../src/config/config-error';
import { FACTS_LIMITS } from '../../../src/config/limits';
import { pruneBranchErrors, validateFile, validateValue } from '../../../src/config/validate';
import { parseYaml } from '../../../src/config/yaml-source';
import type { Facts } from '../../../src/generated/schema-types';
import type { FactsCheck } from './preview-state';

/** schemas/facts.schema.json, as short messages (for links and saved state). */
export const checkFacts: FactsCheck = (facts) =>
  pruneBranchErrors(validateValue('facts', facts)).map((e) => `${e.instancePath || '(root)'} ${e.message ?? e.keyword}`);

export type ParsedFacts = { ok: true; facts: Facts } | { ok: false; errors: ConfigError[] };

/** Facts typed as YAML or JSON (JSON is YAML), each error at its line and column. */
export function parseFactsText(text: string, file = 'scenario'): ParsedFacts {
  const { parsed, errors } = parseYaml(file, text, FACTS_LIMITS); // the limits of `meridian decide --facts`
  if (errors.length) return { ok: false, errors };
  if (parsed.value === null || parsed.value === undefined) return { ok: true, facts: {} };
  const schemaErrors = validateFile('facts', parsed);
  return schemaErrors.length ? { ok: false, errors: schemaErrors } : { ok: true, facts: parsed.value as Facts };
}
