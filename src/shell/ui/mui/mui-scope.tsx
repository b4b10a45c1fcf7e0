import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useShellLook, type ShellLook } from '../shell-look';
import { loadRtlCache, rtlCache } from './rtl-cache';
import { createAppTheme } from './theme';

const ltrCache = createCache({ key: 'mui' });

const throwing = (load: Promise<unknown>): never => {
  throw load;
};
const themes = new Map<string, Theme>();

/** One theme per look, shared by every MUI part, so emotion styles each part's rules once. */
function themeFor({ mode, rise, dir }: ShellLook): Theme {
  const key = `${mode}|${rise}|${dir}`;
  let theme = themes.get(key);
  if (!theme) themes.set(key, (theme = createAppTheme({ mode, rise }, dir)));
  return theme;
}

/**
 * The MUI theme and emotion cache for a part that renders MUI components. The shell's first paint
 * has no MUI (plain elements and look.css); dialogs, panels and pages loaded later bring MUI with
 * them inside this scope (lazyNamed wraps each). On a right-to-left page the part waits for the
 * right-to-left style pipeline rather than painting mirrored-wrong first.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const look = useShellLook();
  // Throws the load while it runs (Suspense protocol) rather than a use() skipped once the cache is in.
  const cache = look.dir === 'rtl' ? (rtlCache() ?? throwing(loadRtlCache())) : ltrCache;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={themeFor(look)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
