import Cookies from 'js-cookie';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '../lib/router/router';
import { config as shared, siteRules } from 'virtual:meridian/config';
import { readCookies, readDevice, readStorage } from '../decision/browser-inputs';
import { siteSettingsQueryOptions } from '../api/site-settings';
import { decideOnce } from '../decision/decision-store';
import { buildFacts } from '../decision/facts-builder';
import { browserStorage, readRemembered, SESSION_COOKIE } from '../decision/remembered-answers';
import { isPreviewFrame } from '../decision/preview-bridge';
import { isDemoBuild } from '../lib/site-links';
import { ErrorBoundary } from '../shell/pages/error-boundary';
import { holdFirstPaint } from './first-paint-gate';
import { rememberFirstPaint, reservedBars } from './first-paint-memory';
import { createI18n, loadLanguage, preloadLanguage } from './i18n';
import { knownLanguages, splitLocale } from './locale-path';
import { BaseProviders, createQueryClient } from './providers';
import { loadRtlCache } from '../shell/ui/mui/rtl-cache';
import { startBackgroundServices } from './services';
import { ShellRoot } from './shell-root';
import { resolveSite, SITE_COOKIE } from './site-selection';
import { withSiteRules } from './site-rules';

const DEMO = isDemoBuild();

async function boot(): Promise<void> {
  // Inside the preview app (demo build only) the parent window supplies the config and the facts.
  if (DEMO && isPreviewFrame(window)) return (await import('./preview-frame')).bootPreviewFrame();
  const { site, remember } = resolveSite(shared, { host: window.location.host, search: window.location.search, cookie: Cookies.get(SITE_COOKIE), demo: DEMO });
  if (remember) Cookies.set(SITE_COOKIE, remember, { path: '/', sameSite: 'lax' });
  // This site's rules are a chunk of their own, preloaded by index.html alongside this one.
  const rulesOfSite = siteRules[site]!();
  // The common data decides whether the user info is asked for at all (shell §4): ask early.
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(siteSettingsQueryOptions());
  const { lang, path } = splitLocale(window.location.pathname, knownLanguages(shared));
  // First paint: this site and URL with the answers the last load remembered (none: logged out).
  const remembered = readRemembered(browserStorage(), Cookies.get());
  const locale = lang ?? shared.sites[site]!.defaultLang;
  const initialFacts = buildFacts({
    site, locale, path, query: Object.fromEntries(new URLSearchParams(window.location.search)),
    now: new Date(), device: readDevice(), cookies: readCookies(), storage: readStorage(shared), ...remembered,
  });
  // The language the URL or the site asks for starts loading now, while the rules run (they may
  // still choose another; then that one loads below).
  const i18n = createI18n();
  void preloadLanguage(i18n, locale);
  const config = withSiteRules(shared, site, await rulesOfSite);
  const initial = await decideOnce(config, initialFacts);
  document.documentElement.lang = initial.locale.lang;
  document.documentElement.dir = initial.locale.dir;
  // A right-to-left first paint needs its style pipeline (rtl-cache.ts) before React renders.
  await Promise.all([loadLanguage(i18n, initial.locale.lang), initial.locale.dir === 'rtl' ? loadRtlCache().catch(() => undefined) : undefined]);
  const t = i18n.t.bind(i18n);
  const root = document.getElementById('root')!;
  // A session this browser has no answers for paints once they settle (first-paint-gate.ts).
  const held = holdFirstPaint(root, Cookies.get(SESSION_COOKIE) !== undefined && remembered.user == null);
  // The next load with the same inputs draws these bars before its scripts arrive (first-paint-memory.ts).
  if (!held && !initial.redirect && !initial.locale.redirect) rememberFirstPaint(window, reservedBars(config, initial.bars));
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary title={t('app.error.title')} text={t('app.error.text')} refresh={t('app.error.refresh')}>
        <BaseProviders i18n={i18n} queryClient={queryClient}>
          <BrowserRouter>
            <ShellRoot config={config} site={site} initial={initial} initialFacts={initialFacts} demo={DEMO} remembered={remembered} />
          </BrowserRouter>
        </BaseProviders>
      </ErrorBoundary>
    </StrictMode>,
  );
  // The demo is a production build but not production: no tag manager (and no outside requests).
  startBackgroundServices({ site: config.sites[site]!, production: import.meta.env.PROD, realProduction: import.meta.env.PROD && !DEMO });
}

void boot();
