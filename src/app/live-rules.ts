import { builtInVersion, bundleUrl, rulesTrust, trusted } from 'virtual:meridian/rules-trust';
import { checkOnce } from '../decision/manifest-request';
import type { CompiledConfig } from '../rules-model/compiled-types';
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

/**
 * The rules a page decides with: a verified bundle, or the built-in rules (the build's version, no
 * revision) once the bundle in use was withdrawn by a rollback the page verified.
 */
export interface RulesInUse {
  version: number;
  revision: string | null;
  config: CompiledConfig;
}

/** Whether this build applies published bundles at all (a production build without trusted keys does not). */
export const liveRulesEnabled = (): boolean => trusted.length > 0;

/**
 * Asks for newer bundles at once, every `intervalMs` while the tab is visible, and when it becomes
 * visible again; hands each verified bundle to `apply` (compliance first: the page decides again
 * with it at once). A refusal or failure keeps the bundle in use, is reported once per kind of
 * problem, and backs off (backoffMs(): no check, timer or tab, before the wait is over). A bundle in
 * use past its expiry stays in use (the newest verified rules the page has) and is reported stale
 * once. A bundle in use that a verified manifest withdrew goes out of use at once: `apply` gets the
 * built-in rules, and it is reported once; only a version above it is taken next. Returns stop().
 */
export function startLiveRules(o: {
  site: string;
  inUse: LiveBundle | null;
  /** This site's built-in rules, as the boot put them together (main.ts): what a withdrawn bundle gives way to. */
  builtIn: CompiledConfig;
  /** A version this browser holds but does not use (restoreLiveRules): only a newer one is taken. */
  floor?: number;
  intervalMs: number;
  apply: (rules: RulesInUse) => void;
  onStatus?: (status: LiveRulesStatus) => void;
  userId?: () => string | number | undefined;
}): () => void {
  if (!liveRulesEnabled()) return () => undefined;
  // The verifying code loads when a manifest above the version in use arrives (live-rules-check.ts).
  // A load that fails is forgotten: the next check (or the idle preparation) loads it again.
  let sync: Promise<RulesSync> | null = null;
  const verifier = (): Promise<RulesSync> => {
    const loading = (sync ??= import('./live-rules-check').then((m) => m.syncFor(o.site, rulesTrust, o.inUse, o.floor)));
    loading.catch(() => {
      if (sync === loading) sync = null;
    });
    return loading;
  };
  let version = o.inUse?.version ?? builtInVersion;
  /** The newest version used: a manifest at or below it is not worth verifying once it is out of use. */
  let floor = Math.max(version, o.floor ?? 0);
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
    // A check that throws counts as a failed one: it backs off like one (finally) and is reported.
    let bad = true;
    try {
      let outcome: SyncOutcome;
      try {
        const checked = await checkOnce({
          fetch: (...a) => fetch(...a),
          baseUrl: bundleUrl,
          etag,
          timeoutMs: 5_000,
          versionInUse: floor,
          expiresAtInUse: expiresAt,
          offer: async (text) => (await verifier()).offer(text),
        });
        etag = checked.etag;
        outcome = checked.outcome;
      } catch (e) {
        // The verifying code did not load (or threw): nothing changed, the next check loads it again.
        outcome = { kind: 'failed', detail: `verifying code: ${(e as Error).message}` };
      }
      bad = outcome.kind === 'refused' || outcome.kind === 'failed';
      if (outcome.verifyMs !== undefined) performance.mark(VERIFIED_MARK, { detail: { ms: outcome.verifyMs, outcome: outcome.kind } });
      if (outcome.kind === 'applied') {
        version = floor = outcome.bundle.version;
        revision = outcome.bundle.revision;
        o.apply(outcome.bundle);
      }
      if (outcome.kind === 'applied' || outcome.kind === 'refreshed') expiresAt = outcome.bundle.expiresAt;
      const dropped = outcome.dropped;
      if (dropped) {
        // Compliance first: the page decides again with the built-in rules at once.
        version = builtInVersion;
        revision = null;
        expiresAt = null;
        floor = Math.max(floor, dropped.version);
        o.apply({ version, revision, config: o.builtIn });
        report(`withdrawn:${dropped.version}`, `rule bundle withdrawn: ${dropped.detail}`);
      }
      // The rules in use are the built-in ones, and a verified rollback withdrew exactly them.
      const builtInGone = outcome.builtInWithdrawn !== undefined && version === outcome.builtInWithdrawn;
      if (builtInGone)
        report(
          `builtin-withdrawn:${version}`,
          `rule bundle withdrawn: the built-in rules are version ${version}, which a rollback withdrew, and no newer version is applied yet${'detail' in outcome ? ` (${outcome.detail})` : ''}: this page decides with them until one is`,
        );
      if (outcome.kind === 'refused' || outcome.kind === 'failed')
        report(
          `${outcome.kind}:${outcome.kind === 'refused' ? outcome.refusal : outcome.detail}`,
          `rule bundle ${outcome.kind}: ${outcome.detail}`,
        );
      // An expiry that does not read as a time is past (fails closed).
      if (expiresAt !== null && !(Date.parse(expiresAt) > Date.now()))
        report(
          `stale:${version}:${expiresAt}`,
          `rule bundle stale: version ${version} expired at ${expiresAt}; keeping it until a fresh one verifies`,
        );
      const detail = [dropped?.detail, 'detail' in outcome ? outcome.detail : null].filter(Boolean).join('; ') || null;
      const refusal = outcome.kind === 'refused' ? outcome.refusal : dropped || builtInGone ? 'withdrawn' : null;
      o.onStatus?.({ version, revision, checkedAt: new Date().toISOString(), outcome: outcome.kind, refusal, detail });
    } catch (e) {
      bad = true;
      report(`threw:${(e as Error).message}`, `rule bundle check failed: ${(e as Error).message}`);
    } finally {
      failures = bad ? failures + 1 : 0;
      notBefore = Date.now() + backoffMs(failures, o.intervalMs);
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
