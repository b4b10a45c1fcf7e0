import type { CompiledSite } from '../rules-model/compiled-types';
import { createCollector } from '../lib/analytics/collect';
import type { EarlyQueue } from '../lib/analytics/early-queue';
import { getFingerprint } from '../lib/analytics/fingerprint';
import { loadTagManager } from '../lib/analytics/tag-manager';

/** The collector behind the early queue (events raised before it are sent first, in order); the tag manager in production only. */
export function startAnalytics(site: CompiledSite, production: boolean, queue: EarlyQueue): () => void {
  const collector = createCollector({ site: site.collectId, fingerprint: () => getFingerprint(), path: () => window.location.pathname });
  queue.attach(collector);
  loadTagManager(site.gtagId, { production });
  return () => void collector.dispose();
}
