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

/**
 * Runs `work` once the page has loaded, `delayMs` later, and the main thread is idle (a timeout
 * where requestIdleCallback is missing).
 */
export function afterLoadIdle(work: () => void, win: Window = window, delayMs = 0): void {
  const idle = () =>
    typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(() => work(), { timeout: 2000 }) : win.setTimeout(work, 0);
  const later = () => (delayMs > 0 ? win.setTimeout(idle, delayMs) : idle());
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', () => later(), { once: true });
}

/** A visitor's first input: pointer, key, touch or focus (the same as the demo toolbar's, `demo-toolbar.tsx`). */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin'] as const;

/** After the load event, this long a quiet page waits (then for idle) before fetching analytics. */
export const ANALYTICS_DELAY_MS = 5000;

/**
 * Runs `work` once: at the visitor's first input (`INPUT_EVENTS`), or `delayMs` after the load event
 * when the main thread is idle, whichever comes first.
 */
export function afterInputOrLoadIdle(work: () => void, delayMs = ANALYTICS_DELAY_MS, win: Window = window): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const e of INPUT_EVENTS) win.removeEventListener(e, run, { capture: true });
    work();
  };
  for (const e of INPUT_EVENTS) win.addEventListener(e, run, { once: true, passive: true, capture: true });
  afterLoadIdle(run, win, delayMs);
}

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
  void Promise.all([import('../lib/referral/capture'), import('../api/verify-invite-info')])
    .then(([r, api]) =>
      r.captureReferral(new URLSearchParams(window.location.search), { verify: api.verifyInviteInfo, cookies: r.browserCookieJar }),
    )
    .catch((e: unknown) => console.warn('referral capture failed', e));
  const queue = createEarlyQueue();
  listenForCollectEvents(queue);
  afterInputOrLoadIdle(() => {
    void import('./analytics-start')
      .then((m) => m.startAnalytics(site, realProduction, queue))
      .catch((e: unknown) => console.warn('analytics not started', e));
  });
}
