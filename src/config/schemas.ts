import decision from '../../schemas/decision.schema.json' with { type: 'json' };
import dialogs from '../../schemas/dialogs.schema.json' with { type: 'json' };
import facts from '../../schemas/facts.schema.json' with { type: 'json' };
import links from '../../schemas/links.schema.json' with { type: 'json' };
import personas from '../../schemas/personas.schema.json' with { type: 'json' };
import policies from '../../schemas/policies.schema.json' with { type: 'json' };
import ruleTests from '../../schemas/rule-tests.schema.json' with { type: 'json' };
import rules from '../../schemas/rules.schema.json' with { type: 'json' };
import site from '../../schemas/site.schema.json' with { type: 'json' };
import vocabulary from '../../schemas/vocabulary.schema.json' with { type: 'json' };

/** Every schema, by the kind of document it validates. */
export const schemas = {
  site,
  links,
  rules,
  dialogs,
  vocabulary,
  'rule-tests': ruleTests,
  facts,
  decision,
  personas,
  policies,
} as const;

export type SchemaKind = keyof typeof schemas;

/** Which schema a configuration file answers to, from its path relative to the repo root. */
export function kindOfFile(file: string): SchemaKind | null {
  const f = file.replace(/\\/g, '/');
  if (!/\.ya?ml$/.test(f)) return null;
  if (/(^|\/)scenarios\/personas\.ya?ml$/.test(f)) return 'personas';
  if (/(^|\/)sites\/links\/[^/]+$/.test(f)) return 'links';
  if (/(^|\/)sites\/[^/]+$/.test(f)) return 'site';
  if (/(^|\/)rules\/tests\/[^/]+$/.test(f)) return 'rule-tests';
  if (/(^|\/)rules\/policies\/[^/]+$/.test(f)) return 'policies';
  if (/(^|\/)rules\/dialogs\.ya?ml$/.test(f)) return 'dialogs';
  if (/(^|\/)rules\/vocabulary\.ya?ml$/.test(f)) return 'vocabulary';
  if (/(^|\/)rules\/[^/]+$/.test(f)) return 'rules';
  return null;
}
