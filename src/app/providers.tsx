import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { DisplayPrefs } from './preferences';
import { applyLook } from '../shell/ui/apply-look';
import { ShellLookContext, type ShellLook } from '../shell/ui/shell-look';
import '../shell/ui/look.css';

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

/**
 * The page's look (light/dark, rise colour, direction): on <html> for look.css, and in a context for
 * the MUI parts that load later (MuiScope, around every lazyNamed part). No MUI here: the first
 * paint (header, bars, footer, home page) is plain elements styled by CSS files.
 */
export function ThemeRoot({ prefs, dir, children }: { prefs: DisplayPrefs; dir: 'ltr' | 'rtl'; children: ReactNode }) {
  // Keyed on the values, not the object: a language switch hands over new but equal preferences.
  const { mode, rise } = prefs;
  const look = useMemo<ShellLook>(() => ({ mode, rise, dir }), [mode, rise, dir]);
  useLayoutEffect(() => applyLook(document.documentElement, look), [look]);
  return <ShellLookContext value={look}>{children}</ShellLookContext>;
}
