import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '../lib/router/router';
import type { CompiledConfig } from '../rules-model/compiled-types';
import { siteSettingsQueryOptions } from '../api/site-settings-call';
import type { EarlyCall } from '../boot/first-answers';
import type { RememberedAnswers } from '../decision/remembered-answers';
import type { Decision, Facts } from '../generated/schema-types';
import { AppErrorBoundary } from '../shell/pages/error-boundary';
import { holdFirstPaint } from '../boot/first-paint-gate';
import { preloadHeaderParts } from './header-composition';
import { preloadBars } from './bars';
import { createI18n, loadLanguage } from '../lib/i18n';
import { BaseProviders, createQueryClient } from './providers';
import { loadRtlCache } from '../shell/ui/mui/rtl-cache';
import { startBackgroundServices } from './services';
import { seedQueries } from '../boot/seed-queries';
import { ShellRoot } from './shell-root';
import { useStore } from 'zustand';
import { createLiveConfig, type LiveConfigStore } from './live-config';
import { trusted } from 'virtual:meridian/rules-trust';
import { afterLoadIdle } from '../lib/after-load';
import { DEFAULT_REFRESH_MINUTES, DEMO_REFRESH_MS, START_AFTER_MS } from './live-rules-timing';
import type { LiveBundle } from '../decision/rules-sync';

/** What the boot (main.ts) worked out before this half of the app arrived. */
export interface BootState {
  config: CompiledConfig;
  /** This site's built-in rules (`config` unless a kept bundle painted first). */
  builtIn: CompiledConfig;
  /** The version the checks must not go below (restoreLiveRules: a kept bundle, used or held back). */
  floor: number;
  site: string;
  initial: Decision;
  initialFacts: Facts;
  remembered: RememberedAnswers;
  /** A session this browser has no answers for: its first paint waits for them (first-paint-gate.ts)… */
  held: boolean;
  /** …for at most this long (what the boot's own wait left of HOLD_MS). */
  holdMs: number;
  /** The calls the boot made for a session's answers (first-answers.ts), for the query cache. */
  early: readonly EarlyCall[];
  demo: boolean;
  /** That bundle's version, revision and freshness (live-rules.ts). */
  bundle?: Omit<LiveBundle, 'config'> | null;
}

/**
 * The React half of the boot: loads the first Decision's language (and, right to left, its style
 * pipeline; for a session, the header's session parts; the parts of their own the Decision shows), holds a session's first paint if it must, and renders the shell over whatever the
 * static first paint drew. Starts the common-data call first, unless the boot's answer is in (it
 * decides whether the user info is asked for at all, shell §4).
 */
export async function renderApp({
  config,
  builtIn,
  floor,
  site,
  initial,
  initialFacts,
  remembered,
  held,
  holdMs,
  early,
  demo,
  bundle,
}: BootState): Promise<void> {
  const queryClient = createQueryClient();
  seedQueries(queryClient, early);
  void queryClient.prefetchQuery(siteSettingsQueryOptions());
  const i18n = createI18n();
  await Promise.all([
    loadLanguage(i18n, initial.locale.tag),
    initial.locale.dir === 'rtl' ? loadRtlCache().catch(() => undefined) : undefined,
    preloadHeaderParts(initial),
    preloadBars(initial),
  ]);
  const t = i18n.t.bind(i18n);
  const root = document.getElementById('root')!;
  holdFirstPaint(root, held, holdMs);
  const live = createLiveConfig(config, bundle?.version ?? 0, bundle?.revision ?? null);
  createRoot(root).render(
    <StrictMode>
      <AppErrorBoundary title={t('app.error.title')} text={t('app.error.text')} refresh={t('app.error.refresh')}>
        <BaseProviders i18n={i18n} queryClient={queryClient}>
          <BrowserRouter>
            <LiveShellRoot store={live} site={site} initial={initial} initialFacts={initialFacts} demo={demo} remembered={remembered} />
          </BrowserRouter>
        </BaseProviders>
      </AppErrorBoundary>
    </StrictMode>,
  );
  // The demo is a production build but not production: no tag manager (and no outside requests).
  startBackgroundServices({ site: config.sites[site]!, production: import.meta.env.PROD, realProduction: import.meta.env.PROD && !demo });
  // Published rule bundles (docs/rules-bundles.md): a newer verified one replaces the configuration
  // at once. The checking code loads START_AFTER_MS after the load event, at idle: background work,
  // not part of the page becoming interactive (the first paint already has the newest bundle this
  // browser verified, main.ts).
  if (trusted.length > 0)
    afterLoadIdle(
      () =>
        void import('./live-rules').then(
          (m) =>
            m.startLiveRules({
              site,
              inUse: bundle ? { ...bundle, config } : null,
              builtIn,
              floor,
              intervalMs: demo ? DEMO_REFRESH_MS : (config.sites[site]!.rulesRefreshMinutes ?? DEFAULT_REFRESH_MINUTES) * 60_000,
              apply: (b) => live.setState({ config: b.config }),
              onStatus: (status) => live.setState({ status }),
            }),
          () => undefined, // not loaded: this visit keeps its rules; the next one asks again
        ),
      START_AFTER_MS,
    );
}

/** The shell with the configuration of the moment: a published bundle replaces it without a reload. */
function LiveShellRoot({ store, ...props }: Omit<Parameters<typeof ShellRoot>[0], 'config'> & { store: LiveConfigStore }) {
  const config = useStore(store, (s) => s.config);
  // The demo toolbar shows the last check; production renders no toolbar and ignores it.
  const status = useStore(store, (s) => (props.demo ? s.status : null));
  return <ShellRoot config={config} liveStatus={status} {...props} />;
}
