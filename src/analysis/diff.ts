import { diffConfig, type ConfigDiff, type ConfigSide } from './diff-config';
import { diffDecisions, type DecisionDiff } from './diff-decisions';
import { standardMatrix } from './scenario-matrix';
import type { Persona } from '../rules-model/persona';

export interface DiffReport {
  /** Anything differs: configuration, decisions, or the set of sites. */
  changed: boolean;
  config: ConfigDiff;
  decisions: DecisionDiff;
}

/**
 * The semantic diff of two configurations: what changed in each site's resolved configuration
 * and in shared declarations, and what changes for visitors over the standard scenario matrix.
 */
export async function diffConfigurations(
  base: ConfigSide,
  head: ConfigSide,
  only: { sites?: readonly string[]; personas: readonly Persona[] },
): Promise<DiffReport> {
  const config = diffConfig(base, head);
  const decisions = await diffDecisions(base.config, head.config, standardMatrix([base.config, head.config], only), config);
  const changed = config.sites.length > 0 || config.shared.length > 0 || decisions.changes.length > 0;
  return { changed, config, decisions };
}
