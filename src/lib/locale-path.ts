import type { CompiledConfig } from '../rules-model/compiled-types';

/** Every language any site offers: a first path segment in this set is a language prefix. */
export function knownLanguages(config: CompiledConfig): Set<string> {
  return new Set(Object.values(config.sites).flatMap((s) => s.languages));
}

/** Splits `/zh/trade/BTC_USDT` into the language prefix and the path without it. */
export function splitLocale(pathname: string, languages: ReadonlySet<string>): { lang: string | null; path: string } {
  const m = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (m && languages.has(m[1]!)) return { lang: m[1]!, path: m[2] || '/' };
  return { lang: null, path: pathname || '/' };
}

/** A path with the current language prefix ('' for the site's default language). */
export function withPrefix(prefix: string, path: string): string {
  if (/^https?:/.test(path)) return path;
  return `${prefix}${path === '/' && prefix ? '' : path}` || '/';
}
