import { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { useLocation } from '../../lib/router/router';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { fiatMarketRatesQueryOptions } from '../../api/curr-fiat-market-rates';
import { siteSettingsQueryOptions, defaultSiteSettings, type SiteSettings } from '../../api/site-settings-call';
import { decideOnce } from '../../decision/decide-once';
import { DecisionProvider } from '../../decision/decision-store';
import { useShellState } from '../../decision/shell-state';
import type { Facts } from '../../generated/schema-types';
import { renderShell } from '../render-shell';
import { repoConfig } from '../repo-config';
import { PageReload } from '../../shell/prefs/page-reload';
import { usePrefs } from '../../shell/prefs/prefs-store';
import type { HttpConfig } from '../../api/http';

/** Test-only helpers for the prefs feature. */

export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export const location = (): string => document.querySelector('[data-testid="location"]')?.textContent ?? '';

/** Clean cookies, shell state and preferences; a recorded reload (renderPrefs provides it). */
type Reload = ReturnType<typeof vi.fn<() => void>>;
let currentReload: Reload = vi.fn<() => void>();

export function resetPrefs(): { reload: Reload } {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  useShellState.setState({ intents: [], dismissed: [], storageVersion: 0 });
  currentReload = vi.fn<() => void>();
  usePrefs.getState().hydrate();
  return { reload: currentReload };
}

/** Registers the per-test reset and the DOM cleanup (vitest runs without globals, so testing-library cannot). */
export function setupPrefsTests(): { reload: () => Reload } {
  let reload: Reload = vi.fn<() => void>();
  beforeEach(() => {
    ({ reload } = resetPrefs());
  });
  afterEach(() => {
    cleanup();
  });
  return { reload: () => reload };
}

export const SETTINGS: SiteSettings = {
  ...defaultSiteSettings(),
  lang_list: { en: 'English', zh: '简体中文', tr: 'Türkçe' },
  fiat_list: {
    USD: { fiat: 'USD', symbol: '$' },
    EUR: { fiat: 'EUR', symbol: '€' },
    TRY: { fiat: 'TRY', symbol: '₺' },
    GBP: { fiat: 'GBP', symbol: '£' },
  },
  curr_fiat_market_rates: { USD: 1, EUR: 0.92, TRY: 34.2, GBP: 0.79 },
};

/** Live rates differ from the settings' snapshot, so a test can tell which one is shown. */
export const LIVE_RATES: Record<string, number> = { USD: 1, EUR: 0.95, TRY: 35, GBP: 0.8 };

/** renderShell with site settings and live rates already answered (no network) and a location probe. */
export function renderPrefs(ui: ReactNode, opts: { facts?: Facts; path?: string; settings?: SiteSettings; http?: HttpConfig } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(siteSettingsQueryOptions().queryKey, opts.settings ?? SETTINGS);
  queryClient.setQueryData(fiatMarketRatesQueryOptions().queryKey, LIVE_RATES);
  return renderShell(
    <PageReload.Provider value={() => currentReload()}>
      {ui}
      <LocationProbe />
    </PageReload.Provider>,
    { facts: opts.facts, path: opts.path, queryClient, http: opts.http },
  );
}

/**
 * An inner DecisionProvider whose facts follow the shell state (intents, dismissed), as in the
 * app: a request made by a component reaches the rules and comes back as a real Decision.
 */
export async function liveShell(base: Facts) {
  const config = repoConfig();
  const initial = await decideOnce(config, base);
  return function LiveShell({ children }: { children: ReactNode }) {
    const { intents, dismissed } = useShellState();
    const facts: Facts = { ...base, ...(intents.length ? { intents } : {}), ...(dismissed.length ? { dismissed } : {}) };
    return (
      <DecisionProvider config={config} facts={facts} initial={initial} initialFacts={base}>
        {children}
      </DecisionProvider>
    );
  };
}

/** Lets the preference panels fetched on first use (rate panel, settings controls) arrive and render. */
export async function panelsArrive(): Promise<void> {
  await act(async () => {
    await Promise.all([import('../../shell/prefs/rate-panel'), import('../../shell/prefs/settings-sections')]);
    await new Promise((r) => setTimeout(r, 0));
  });
}
