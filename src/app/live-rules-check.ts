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

export function syncFor(site: string, trust: RulesTrust, inUse: LiveBundle | null = null, floor = 0) {
  return createRulesSync({
    site,
    baseUrl: trust.bundleUrl,
    trust: { keys: trust.trusted, threshold: trust.threshold, timestampKeys: trust.timestampKeys },
    acceptDirty: trust.acceptDirty,
    known: buildVocabulary(),
    fetch: (...a) => fetch(...a),
    storage,
    inUse,
    floor,
    builtInVersion: trust.builtInVersion,
    now: () => performance.now(),
  });
}

/**
 * The bundle an earlier visit kept, verified again (null when none checks out), for the first paint,
 * and the version the checks must not go below: a kept one held back unused (a clock too slow for
 * it) counts, though it paints nothing.
 */
export async function restoreLiveRules(site: string, trust: RulesTrust): Promise<{ bundle: LiveBundle | null; floor: number }> {
  if (trust.trusted.length === 0) return { bundle: null, floor: 0 };
  const sync = syncFor(site, trust);
  const bundle = await sync.restore();
  return { bundle, floor: sync.floor() };
}
