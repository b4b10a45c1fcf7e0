/**
 * The namespaces only parts fetched on demand read (src/lib/i18n-later.ts): English leaves them out
 * of the home page, and every other language's first chunk too (tooling/vite-locales-plugin.ts, which
 * runs in Node and reads the list here).
 */
export const LATER_NAMESPACES = ['account', 'auth', 'chart', 'chat', 'demo', 'dialogs', 'notfound', 'notifications'] as const;
export type LaterNamespace = (typeof LATER_NAMESPACES)[number];
