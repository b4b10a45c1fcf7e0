import type { CompiledSite } from '../rules-model/compiled-types';

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

/** Work that must not delay the first paint: the service worker and analytics. */
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
  void import('./analytics-start')
    .then((m) => m.startAnalytics(site, realProduction))
    .catch((e: unknown) => console.warn('analytics not started', e));
}
