import { factPaths } from 'virtual:meridian/fact-paths';
import type { Vocabulary } from '../config/bundle/vocabulary';
import { createRulesSync, type LiveBundle } from '../decision/rules-sync';
import { safeStorage } from '../lib/storage';
import type { rulesTrust } from 'virtual:meridian/rules-trust';

type RulesTrust = typeof rulesTrust;
import { operators } from '../rules-model/operators';
import { VIEWS } from '../rules-model/view-registry';

/**
 * The verifying half of live rule bundles, loaded only when a newer manifest may be there or a kept
 * bundle is to be restored (live-rules.ts asks first, cheaply): signature, version, vocabulary, hash.
 */

/**
 * What this build can render: the view registry's features, dialogs and bars (not the built-in
 * configuration's names: a name it declares without a view is no better in a bundle), the engine's
 * operators, the facts schema's paths.
 */
export function buildVocabulary(): Vocabulary {
  return {
    features: [...VIEWS.features],
    dialogs: [...VIEWS.dialogs],
    bars: [...VIEWS.bars],
    factPaths: [...factPaths],
    operators: Object.keys(operators),
  };
}

const storage = safeStorage(undefined, { pageMemory: false });

export function syncFor(site: string, trust: RulesTrust, inUse: LiveBundle | null = null) {
  return createRulesSync({
    site,
    baseUrl: trust.bundleUrl,
    trust: { keys: trust.trusted, threshold: trust.threshold, timestampKeys: trust.timestampKeys },
    acceptDirty: trust.acceptDirty,
    known: buildVocabulary(),
    fetch: (...a) => fetch(...a),
    storage,
    inUse,
    builtInVersion: trust.builtInVersion,
    now: () => performance.now(),
  });
}

/** The bundle an earlier visit kept, verified again; null when none checks out. For the first paint. */
export async function restoreLiveRules(site: string, trust: RulesTrust): Promise<LiveBundle | null> {
  return trust.trusted.length > 0 ? syncFor(site, trust).restore() : null;
}
