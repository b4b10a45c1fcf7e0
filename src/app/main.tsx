import Cookies from 'js-cookie';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { config } from 'virtual:meridian/config';
import { readCookies, readDevice, readStorage } from '../decision/browser-inputs';
import { siteSettingsQueryOptions } from '../api/site-settings';
import { decideOnce } from '../decision/decision-store';
import { buildFacts } from '../decision/facts-builder';
import { browserStorage, readRemembered } from '../decision/remembered-answers';
import { isPreviewFrame } from '../decision/preview-bridge';
import { isDemoBuild } from '../lib/site-links';
import { ErrorBoundary } from '../shell/pages/error-boundary';
import { createI18n, loadLanguage } from './i18n';
import { knownLanguages, splitLocale } from './locale-path';
import { BaseProviders, createQueryClient } from './providers';
import { startBackgroundServices } from './services';
import { ShellRoot } from './shell-root';
import { resolveSite, SITE_COOKIE } from './site-selection';

const DEMO = isDemoBuild();

async function boot(): Promise<void> {
  // Inside the preview app (demo build only) the parent window supplies the config and the facts.
  if (DEMO && isPreviewFrame(window)) return (await import('./preview-frame')).bootPreviewFrame();
  const { site, remember } = resolveSite(config, { host: window.location.host, search: window.location.search, cookie: Cookies.get(SITE_COOKIE), demo: DEMO });
  if (remember) Cookies.set(SITE_COOKIE, remember, { path: '/', sameSite: 'lax' });
  // The common data decides whether the user info is asked for at all (shell §4): ask early.
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(siteSettingsQueryOptions());
  const { lang, path } = splitLocale(window.location.pathname, knownLanguages(config));
  // First paint: this site and URL with the answers the last load remembered (none: logged out).
  const remembered = readRemembered(browserStorage(), Cookies.get());
  const initialFacts = buildFacts({
    site, locale: lang ?? config.sites[site]!.defaultLang, path, query: Object.fromEntries(new URLSearchParams(window.location.search)),
    now: new Date(), device: readDevice(), cookies: readCookies(), storage: readStorage(config), ...remembered,
  });
  const initial = await decideOnce(config, initialFacts);
  const i18n = createI18n();
  await loadLanguage(i18n, initial.locale.lang);
  document.documentElement.lang = initial.locale.lang;
  document.documentElement.dir = initial.locale.dir;
  const t = i18n.t.bind(i18n);
  createRoot(document.getElementById('root')!).render(
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
