import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { DisplayPrefs } from './preferences';
import { loadRtlCache, rtlCache } from './rtl-cache';
import { createAppTheme } from './theme';

const ltrCache = createCache({ key: 'mui' });

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } });
}

/** i18next and react-query: outermost, since the facts read the backend through react-query. */
export function BaseProviders({ i18n, queryClient, children }: { i18n: i18n; queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

/** The MUI theme (light/dark, rise colour) and the emotion cache for the Decision's text direction. */
export function ThemeRoot({ prefs, dir, children }: { prefs: DisplayPrefs; dir: 'ltr' | 'rtl'; children: ReactNode }) {
  // Keyed on the values, not the object: a new theme re-renders and re-styles every MUI element, and
  // a language switch hands over new but equal preferences.
  const { mode, rise } = prefs;
  const theme = useMemo(() => createAppTheme({ mode, rise }, dir), [mode, rise, dir]);
  // The right-to-left cache is a chunk of its own (rtl-cache.ts): main.tsx and the language menu load
  // it ahead; should a right-to-left Decision still beat it, the page flips when it arrives.
  const [, loaded] = useState(0);
  const rtl = dir === 'rtl' ? rtlCache() : undefined;
  useEffect(() => {
    if (dir === 'rtl' && !rtlCache()) void loadRtlCache().then(() => loaded((n) => n + 1), () => undefined);
  }, [dir]);
  return (
    <CacheProvider value={rtl ?? ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
