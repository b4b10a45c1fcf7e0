import createCache, { type EmotionCache } from '@emotion/cache';

// The right-to-left style pipeline (stylis prefixer + stylis-plugin-rtl, which brings cssjanus) is
// only needed for a right-to-left language: it loads when one is shown or about to be
// (main.tsx before the first render, preloadLanguage on the language menu), not on every page.

let cache: EmotionCache | undefined;
let loading: Promise<EmotionCache> | undefined;

/** The emotion cache for right-to-left pages, once loaded. */
export const rtlCache = (): EmotionCache | undefined => cache;

/** Loads the right-to-left cache (once); safe to call again. */
export function loadRtlCache(): Promise<EmotionCache> {
  loading ??= Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(([{ prefixer }, { default: rtlPlugin }]) => {
    cache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
    return cache;
  });
  // A failed load may be tried again; until then the page keeps the left-to-right cache.
  loading.catch(() => { loading = undefined; });
  return loading;
}
