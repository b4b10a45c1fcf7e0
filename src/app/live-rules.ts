import { builtInVersion, bundleUrl, rulesTrust, trusted } from 'virtual:meridian/rules-trust';
import { checkOnce } from '../decision/manifest-request';
import { backoffMs } from './live-rules-timing';

export { backoffMs, DEFAULT_REFRESH_MINUTES, DEMO_REFRESH_MS, FIRST_BACKOFF_MS } from './live-rules-timing';
import type { LiveBundle, RulesSync, SyncOutcome } from '../decision/rules-sync';

import { afterLoadIdle } from '../lib/after-load';
import { reportError } from '../lib/error-report/report-error';

/**
 * After the load event, the verifying code loads and makes the trusted keys ready this long later,
 * at idle (as the demo toolbar waits 5 s): the first page's bytes stay as they were, and a bundle
 * published during the visit is checked without first starting Web Crypto.
 */
export const PREPARE_AFTER_MS = 5_000;
/** The performance mark each check that reached the signature leaves, with the ms it spent verifying (bench/rules-live.ts). */
export const VERIFIED_MARK = 'meridian:rules-verified';

/** The last check, for the demo toolbar and the preview. */
export interface LiveRulesStatus {
  version: number;
  revision: string | null;
  checkedAt: string | null;
  outcome: SyncOutcome['kind'] | null;
  /** Why the newest bundle was refused (signature, hash, version, vocabulary…), when it was. */
  refusal: string | null;
  detail: string | null;
}

/** Whether this build applies published bundles at all (a production build without trusted keys does not). */
export const liveRulesEnabled = (): boolean => trusted.length > 0;

/**
 * Asks for newer bundles at once, every `intervalMs` while the tab is visible, and when it becomes
 * visible again; hands each verified bundle to `apply` (compliance first: the page decides again
 * with it at once). A refusal or failure keeps the bundle in use, is reported once per kind of
 * problem, and backs off (backoffMs(): no check, timer or tab, before the wait is over). A bundle in
 * use past its expiry stays in use (the newest verified rules the page has) and is reported stale
 * once. Returns stop().
 */
export function startLiveRules(o: {
  site: string;
  inUse: LiveBundle | null;
  intervalMs: number;
  apply: (bundle: LiveBundle) => void;
  onStatus?: (status: LiveRulesStatus) => void;
  userId?: () => string | number | undefined;
}): () => void {
  if (!liveRulesEnabled()) return () => undefined;
  // The verifying code loads when a manifest above the version in use arrives (live-rules-check.ts).
  let sync: Promise<RulesSync> | null = null;
  const verifier = () => (sync ??= import('./live-rules-check').then((m) => m.syncFor(o.site, rulesTrust, o.inUse)));
  let version = o.inUse?.version ?? builtInVersion;
  let etag: string | null = null;
  let revision = o.inUse?.revision ?? null;
  let expiresAt = o.inUse?.expiresAt ?? null;
  const reported = new Set<string>();
  const report = (key: string, message: string) => {
    if (reported.has(key)) return;
    reported.add(key);
    void reportError(message, { area: 'rules-bundle', site: o.site }, o.userId?.());
  };
  let running = false;
  let failures = 0;
  let notBefore = 0;
  const check = async () => {
    if (running || Date.now() < notBefore) return;
    running = true;
    try {
      const checked = await checkOnce({
        fetch: (...a) => fetch(...a),
        baseUrl: bundleUrl,
        etag,
        timeoutMs: 5_000,
        versionInUse: version,
        expiresAtInUse: expiresAt,
        offer: async (text) => (await verifier()).offer(text),
      });
      etag = checked.etag;
      const outcome = checked.outcome;
      if (outcome.verifyMs !== undefined) performance.mark(VERIFIED_MARK, { detail: { ms: outcome.verifyMs, outcome: outcome.kind } });
      if (outcome.kind === 'applied') {
        version = outcome.bundle.version;
        revision = outcome.bundle.revision;
        o.apply(outcome.bundle);
      }
      if (outcome.kind === 'applied' || outcome.kind === 'refreshed') expiresAt = outcome.bundle.expiresAt;
      const bad = outcome.kind === 'refused' || outcome.kind === 'failed';
      failures = bad ? failures + 1 : 0;
      notBefore = Date.now() + backoffMs(failures, o.intervalMs);
      if (bad)
        report(
          `${outcome.kind}:${outcome.kind === 'refused' ? outcome.refusal : outcome.detail}`,
          `rule bundle ${outcome.kind}: ${outcome.detail}`,
        );
      if (expiresAt !== null && Date.parse(expiresAt) <= Date.now())
        report(
          `stale:${version}:${expiresAt}`,
          `rule bundle stale: version ${version} expired at ${expiresAt}; keeping it until a fresh one verifies`,
        );
      const detail = 'detail' in outcome ? outcome.detail : null;
      const refusal = outcome.kind === 'refused' ? outcome.refusal : null;
      o.onStatus?.({ version, revision, checkedAt: new Date().toISOString(), outcome: outcome.kind, refusal, detail });
    } finally {
      running = false;
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  // A verifier that fails to load here is left alone: the next check loads it and prepares itself.
  const cancelPrepare = afterLoadIdle(
    () =>
      void verifier().then(
        (s) => s.prepare(),
        () => undefined,
      ),
    PREPARE_AFTER_MS,
  );
  void check();
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') void check();
  }, o.intervalMs);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    cancelPrepare();
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
