import type { EmotionCache } from '@emotion/cache';

// The right-to-left style pipeline (stylis prefixer + stylis-plugin-rtl, which brings cssjanus) is
// only needed for MUI parts on a right-to-left page: it loads with the first of them (mui-scope.tsx)
// or ahead of it (the language menu's preload), never on a left-to-right page.

let cache: EmotionCache | undefined;
let loading: Promise<EmotionCache> | undefined;

/** The emotion cache for right-to-left pages, once loaded. */
export const rtlCache = (): EmotionCache | undefined => cache;

/** Loads the right-to-left cache (once); safe to call again. */
export function loadRtlCache(): Promise<EmotionCache> {
  loading ??= Promise.all([import('@emotion/cache'), import('stylis'), import('stylis-plugin-rtl')]).then(
    ([{ default: createCache }, { prefixer }, { default: rtlPlugin }]) => {
      cache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
      return cache;
    },
  );
  // A failed load may be tried again; until then MUI parts keep the left-to-right cache.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
