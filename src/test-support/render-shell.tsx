import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '../lib/router/router';
import { ThemeRoot } from '../app/providers';
import { MuiScope } from '../shell/ui/mui/mui-scope';
import { loadRtlCache } from '../shell/ui/mui/rtl-cache';
import { DecisionProvider } from '../decision/decision-store';
import { createDecider } from '../engine/decide';
import type { Decision, Facts } from '../generated/schema-types';
import { preloadHeaderParts } from '../app/header-composition';
import { preloadBars } from '../app/bars';
import { createI18n, loadLanguage } from '../lib/i18n';
import { repoConfig } from './repo-config';
import { ListCacheContext, noListCache, type ListCache } from '../api/list-cache';
import { HttpContext } from '../api/http-context';
import { browserHttp, type HttpConfig } from '../api/http';

/**
 * Renders `ui` inside the shell's real providers with the Decision the repo's own rules give for
 * `facts`, so component tests see what the site would show for that scenario. `ui` sits in a
 * MuiScope, as every lazy part does on the site (first-paint-imports.test.ts keeps MUI out of the
 * parts that paint first). The big lists are not stored (`listCache`: none unless a test gives one),
 * so one test's answers do not seed the next. The calls go where `http` says (a test backend's
 * `backend.http`; the page's config, which no Node test can reach, when absent).
 */
export async function renderShell(
  ui: ReactNode,
  opts: { facts?: Facts; path?: string; queryClient?: QueryClient; listCache?: ListCache; http?: HttpConfig } = {},
): Promise<RenderResult & { decision: Decision; queryClient: QueryClient }> {
  const config = repoConfig();
  const facts: Facts = { now: '2026-03-10T12:00:00Z', ...opts.facts };
  const decision = await createDecider(config).decide(facts);
  // As render-app.tsx does: a right-to-left page renders once its style pipeline has loaded (else
  // MuiScope suspends and the first render is empty).
  if (decision.locale.dir === 'rtl') await loadRtlCache();
  // …and the header's and bars' parts of their own are here before the first render, as render-app.tsx loads them.
  await Promise.all([preloadHeaderParts(decision), preloadBars(decision)]);
  const queryClient = opts.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n();
  // …and in the Decision's language, as render-app.tsx loads it before the first render.
  await loadLanguage(i18n, decision.locale.tag);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ListCacheContext.Provider value={opts.listCache ?? noListCache}>
          <HttpContext.Provider value={opts.http ?? browserHttp}>
            <MemoryRouter initialEntries={[opts.path ?? '/']}>
              <DecisionProvider config={config} facts={facts} initial={decision} initialFacts={facts}>
                <ThemeRoot prefs={{ mode: 'light', rise: 'green-up' }} dir={decision.locale.dir}>
                  <MuiScope>{ui}</MuiScope>
                </ThemeRoot>
              </DecisionProvider>
            </MemoryRouter>
          </HttpContext.Provider>
        </ListCacheContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, decision, queryClient };
}
