import { useLayoutEffect, useMemo } from 'react';
import { useLocation } from '../lib/router/router';
import type { CompiledConfig } from '../rules-model/compiled-types';
import { readCookies, readDevice, readStorage } from '../decision/browser-inputs';
import { useViewportWidth } from '../decision/viewport-width';
import { DecisionProvider, useDecision, useDecisionFacts } from '../decision/decision-store';
import { buildFacts } from '../decision/facts-builder';
import type { RememberedAnswers } from '../decision/remembered-answers';
import { previewFacts } from '../decision/preview-mark';
import { useShellState } from '../decision/shell-state';
import type { Decision, Facts } from '../generated/schema-types';
import { useBackendAnswers } from '../decision/backend-answers';
import { renderBar } from './bars';
import { DemoToolbar } from './demo-toolbar';
import type { LiveRulesStatus } from './live-rules';
import { useLanguageWithDecision } from './language-sync';
import { knownLanguages, splitLocale } from '../lib/locale-path';
import { readDisplayPrefs } from './preferences';
import { ThemeRoot } from './providers';
import { buildRoutes, matchRoute } from '../engine/page-routes';
import { firstPaintHeld, releaseFirstPaint } from '../boot/first-paint-gate';
import { ComposedHeader } from './header-composition';
import { ShellLayout } from './shell-layout';

interface RootProps {
  config: CompiledConfig;
  site: string;
  initial: Decision;
  /** The facts `initial` was decided from. */
  initialFacts: Facts;
  demo: boolean;
  /** The preview app's frame (preview-frame.tsx): the scenario's facts replace what this browser says. */
  factsOverride?: Facts;
  /** The backend answers the last page load remembered, used until the fresh ones arrive. */
  remembered?: RememberedAnswers;
  /** The last check of published rule bundles, for the demo toolbar (live-rules.ts). */
  liveStatus?: LiveRulesStatus | null;
}

/** Facts from the URL, the backend's answers and client state; the Decision; then the themed shell. */
export function ShellRoot({ config, site, initial, initialFacts, demo, factsOverride, remembered, liveStatus }: RootProps) {
  const location = useLocation();
  const langs = useMemo(() => knownLanguages(config), [config]);
  const routes = useMemo(() => buildRoutes(config), [config]);
  const { lang, path } = splitLocale(location.pathname, langs);
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  const { intents, dismissed, storageVersion } = useShellState();
  const route = useMemo(() => matchRoute(routes, path), [routes, path]);
  // Cookies and storage are read again whenever an acknowledgement was written (storageVersion).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- storageVersion and the location key are the triggers to read again
  const cookies = useMemo(() => readCookies(), [storageVersion, location.key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const storage = useMemo(() => readStorage(config), [config, storageVersion, location.key]);
  const { settled, ...answers } = useBackendAnswers(path, route.kind === 'not-found', {
    site,
    lang: lang ?? config.sites[site]!.defaultLang,
    remembered,
    cookies,
  });
  const siteConfig = config.sites[site]!;
  // The device is read again when the viewport width settles at a new size.
  const width = useViewportWidth();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the settled width is the trigger to read again
  const device = useMemo(() => readDevice(), [width]);
  const facts = factsOverride
    ? previewFacts(factsOverride, { intents, dismissed })
    : buildFacts({
        site,
        locale: lang ?? siteConfig.defaultLang,
        path,
        query,
        now: new Date(),
        device,
        cookies,
        storage,
        intents,
        dismissed,
        ...answers,
      });
  const barHeights = useMemo(() => Object.fromEntries(Object.values(config.bars).map((b) => [b.id, b.height ?? 0])), [config]);
  const sites = useMemo(() => Object.values(config.sites).map((s) => ({ key: s.key, name: s.name, id: s.id })), [config]);
  // Stable elements, so the layout (memoised) skips renders that change none of its props: a cookie
  // written, a navigation to the same page under another language prefix.
  const header = useMemo(() => <ComposedHeader />, []);
  const { readiness, onDecided } = useLanguageWithDecision();
  const toolbar = useMemo(() => (demo ? <DemoToolbar sites={sites} rules={liveStatus ?? null} /> : null), [demo, sites, liveStatus]);
  return (
    <DecisionProvider
      config={config}
      facts={facts}
      initial={initial}
      initialFacts={initialFacts}
      readiness={readiness}
      onDecided={onDecided}
    >
      <ReleaseFirstPaint settledFacts={settled ? facts : null} />
      <Themed cookies={factsOverride?.cookies ?? cookies}>
        <ShellLayout
          route={route}
          path={path}
          search={location.search}
          barHeights={barHeights}
          renderBar={renderBar}
          crash={demo && query.crash === '1'}
          toolbar={toolbar}
          header={header}
          allowedHosts={siteConfig.anti}
        />
      </Themed>
    </DecisionProvider>
  );
}

function Themed({ cookies, children }: { cookies: Record<string, string>; children: React.ReactNode }) {
  const lang = useDecision((d) => d.locale.lang);
  const dir = useDecision((d) => d.locale.dir);
  const prefs = useMemo(() => readDisplayPrefs(cookies, lang), [cookies, lang]);
  return (
    <ThemeRoot prefs={prefs} dir={dir}>
      {children}
    </ThemeRoot>
  );
}

/** The backend's part of the facts: what a held first paint waits for (first-paint-gate.ts). */
const answersOf = (f: Facts) => JSON.stringify([f.user, f.compliance, f.account]);

/** Shows a held first paint once the published Decision was made from the settled answers. */
function ReleaseFirstPaint({ settledFacts }: { settledFacts: Facts | null }) {
  const decidedFrom = useDecisionFacts();
  // Nothing held (or already shown): no need to compare the answers on every render.
  const ready = firstPaintHeld() && settledFacts !== null && answersOf(decidedFrom) === answersOf(settledFacts);
  useLayoutEffect(() => {
    if (ready) releaseFirstPaint();
  }, [ready]);
  return null;
}
