import type { CompiledSite } from '../rules-model/compiled-types';
import { listenForCollectEvents } from '../lib/analytics/dom-listener';
import { createEarlyQueue } from '../lib/analytics/early-queue';
import { afterInputOrLoadIdle } from '../lib/after-load';
import Cookies from 'js-cookie';
import { readReferralInput } from '../lib/referral/referral-input';

export const SERVICE_WORKER = { url: '/sw.js', scope: '/', version: 'v1.0.0' } as const;

/** Registers the service worker once, after load; a failure is logged (shell spec §8, §9). */
export function registerServiceWorker(production: boolean): void {
  if (!production || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(`${SERVICE_WORKER.url}?v=${SERVICE_WORKER.version}`, { scope: SERVICE_WORKER.scope })
      .catch((e: unknown) => console.error('service worker registration failed', e));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** After the load event, this long a quiet page waits (then for idle) before fetching analytics. */
export const ANALYTICS_DELAY_MS = 5000;

/**
 * Work that must not delay the first paint: the service worker and analytics. Analytics listens
 * from the first render (an event before the collector is in is queued with its time and path,
 * `early-queue.ts`); the collector, fingerprint and tag manager load at the visitor's first input
 * or 5 s after load when idle: nothing on the page needs them to be interactive, and they stay out
 * of the home page's load (`bench/bundle.ts`).
 */
export function startBackgroundServices({
  site,
  production,
  realProduction,
}: {
  site: CompiledSite;
  production: boolean;
  realProduction: boolean;
}): void {
  registerServiceWorker(production);
  // Referral capture (compliance §3.2, §5): verify the invite, then keep the referral cookies 14 days.
  // Only a page opened with a referral, or a visitor who kept one, downloads it (docs/performance-method.md, the 185 KB ceiling).
  const query = new URLSearchParams(window.location.search);
  if (readReferralInput(query, (name) => Cookies.get(name)).ref)
    void Promise.all([import('../api/capture-referral'), import('../api/verify-invite-info')])
      .then(([r, api]) => r.captureReferral(query, { verify: api.verifyInviteInfo, cookies: r.browserCookieJar }))
      .catch((e: unknown) => console.warn('referral capture failed', e));
  const queue = createEarlyQueue();
  listenForCollectEvents(queue);
  afterInputOrLoadIdle(() => {
    void import('./analytics-start')
      .then((m) => m.startAnalytics(site, realProduction, queue))
      .catch((e: unknown) => console.warn('analytics not started', e));
  }, ANALYTICS_DELAY_MS);
}
