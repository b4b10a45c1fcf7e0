import type { CompiledSite } from '../rules-model/compiled-types';
import { listenForCollectEvents } from '../lib/analytics/dom-listener';
import { createEarlyQueue } from '../lib/analytics/early-queue';

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

/** Runs `work` once the page has loaded and the main thread is idle (a timeout where requestIdleCallback is missing). */
export function afterLoadIdle(work: () => void, win: Window = window): void {
  const idle = () =>
    typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(() => work(), { timeout: 2000 }) : win.setTimeout(work, 0);
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', () => idle(), { once: true });
}

/**
 * Work that must not delay the first paint: the service worker and analytics. Analytics listens
 * from the first render (a click before the collector is in is queued, `early-queue.ts`); the
 * collector, fingerprint and tag manager load when the page is idle after load: nothing on the
 * page needs them to be interactive.
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
  void Promise.all([import('../lib/referral/capture'), import('../api/verify-invite-info')])
    .then(([r, api]) =>
      r.captureReferral(new URLSearchParams(window.location.search), { verify: api.verifyInviteInfo, cookies: r.browserCookieJar }),
    )
    .catch((e: unknown) => console.warn('referral capture failed', e));
  const queue = createEarlyQueue();
  listenForCollectEvents(queue);
  afterLoadIdle(() => {
    void import('./analytics-start')
      .then((m) => m.startAnalytics(site, realProduction, queue))
      .catch((e: unknown) => console.warn('analytics not started', e));
  });
}
