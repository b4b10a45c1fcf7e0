import type { CompiledSite } from '../rules-model/compiled-types';
import { createCollector } from '../lib/analytics/collect';
import { listenForCollectEvents } from '../lib/analytics/dom-listener';
import { getFingerprint } from '../lib/analytics/fingerprint';
import { loadTagManager } from '../lib/analytics/tag-manager';

/** Click and hover analytics from data attributes, batched to the collector; the tag manager in production only. */
export function startAnalytics(site: CompiledSite, production: boolean): () => void {
  const collector = createCollector({ site: site.collectId, fingerprint: () => getFingerprint(), path: () => window.location.pathname });
  const stop = listenForCollectEvents(collector);
  loadTagManager(site.gtagId, { production });
  return () => {
    stop();
    void collector.dispose();
  };
}
