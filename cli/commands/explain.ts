import { didYouMean } from '../../src/config/suggest';
import { explain, type Explanation } from '../../src/analysis/explain';
import { knownIds, WIDGET_HIDDEN_IDS } from '../../src/analysis/diff-facets';
import { FactsError } from '../../src/engine/normalize-facts';
import { describeConditions } from '../format-decision';
import { textLines } from '../escape-output';
import { CliExit, type CliIO } from '../io';
import { loadConfigOrExit } from '../load-config';
import { scenarioFacts } from './decide';

export interface ExplainOptions {
  site?: string;
  facts?: string;
  format: 'text' | 'json';
}

const VERBS: Record<string, string> = { hide: 'hide', show: 'show', dialog: 'raise dialog', bar: 'show bar' };

/** The explanation as a person reads it: the outcome, then each rule with its conditions. */
export function formatExplanation(e: Explanation): string {
  const lines = [`${e.id} (${e.kinds.join(', ')}) on site ${e.site.key} (${e.site.id}): ${e.verdict}`];
  for (const n of e.notes) lines.push(`  ${n}`);
  if (!e.rules.length) lines.push('', 'No rule can change it: it follows the configuration alone.');
  else lines.push('', `Rules that can change it (${e.rules.length}):`);
  for (const r of e.rules) {
    const verb = VERBS[r.effect] ?? r.effect;
    const state = r.applied
      ? `✓ fired: ${verb} ${r.via}`
      : r.fired
        ? `✓ fired, but its ${r.effect} does not reach it (${r.via})`
        : r.ruledOutBySite
          ? '✗ ruled out by the site configuration'
          : '✗ did not fire';
    lines.push(`  ${r.id} — ${state}`, `      ${r.description} (${r.source}; ${r.at})`);
    if (!r.applied) lines.push(`      would ${verb} ${r.via}`);
    lines.push(...describeConditions(r.conditions, '      '));
  }
  return textLines(lines); // ids, descriptions and condition values come from the configuration
}

/** `meridian explain --site s --facts f <id>`: why an item, dialog, bar or widget is shown or not. */
export async function explainCommand(io: CliIO, id: string, opts: ExplainOptions): Promise<void> {
  const { config } = await loadConfigOrExit(io, io.cwd);
  const facts = await scenarioFacts(io, opts);
  let e: Explanation | null;
  try {
    e = await explain(config, facts, id);
  } catch (err) {
    if (!(err instanceof FactsError)) throw err;
    io.err(err.message);
    throw new CliExit(2);
  }
  if (!e) {
    const names = [...knownIds(config), ...Object.keys(config.dialogs), ...Object.keys(config.bars), ...Object.keys(WIDGET_HIDDEN_IDS)];
    io.err(`unknown id "${id}": not an item, feature, product code, dialog, bar or widget${didYouMean(id, names)}`);
    throw new CliExit(2);
  }
  if (opts.format === 'json') {
    const { decision: _d, ...rest } = e;
    io.out(JSON.stringify(rest, null, 2));
  } else io.out(formatExplanation(e));
}
