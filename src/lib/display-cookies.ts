import { scriptJson } from './inline-escape';

/**
 * The colour-mode and rise-colour cookies (shell §3, §4; compliance §4.8), parsed in one place for
 * the app's look, the preferences menu and the inline first-paint script (which runs
 * isDarkCookieSource, the same test written as ES5). Display, not visibility: no rule decides them.
 */

/** The cookies that carry the colour mode, first present wins, and the values that mean dark. */
export const MODE_COOKIES = ['dark', 'change-skin'] as const;
export const DARK_VALUES: readonly string[] = ['1', 'true', 'dark'];

export const RISE_COOKIE = 'market_rise_color';
export const RISE_COLORS = ['green-up', 'red-up'] as const;
export type RiseColor = (typeof RISE_COLORS)[number];

type CookieMap = Readonly<Record<string, string | undefined>>;

/** Whether the cookies ask for the dark mode; anything else (absent, unknown value) is light. */
export function isDarkCookie(cookies: CookieMap): boolean {
  const value = cookies[MODE_COOKIES[0]] ?? cookies[MODE_COOKIES[1]];
  return value !== undefined && DARK_VALUES.includes(value);
}

/**
 * isDarkCookie as an ES5 expression, for the inline first-paint script (tooling/static-shell-script.ts)
 * that runs before any module: `jar` names a map of the raw cookie values (still URI-encoded, as
 * document.cookie has them). tooling/static-shell.test.ts checks the two agree.
 */
export function isDarkCookieSource(jar: string): string {
  const [first, second] = MODE_COOKIES.map((name) => scriptJson(name));
  return (
    `(function(j){var m=j[${first}]!==undefined?j[${first}]:j[${second}];` +
    `return m!==undefined&&${scriptJson(DARK_VALUES)}.indexOf(decodeURIComponent(m))>=0})(${jar})`
  );
}

/** The stored rise colour, or null when the cookie is absent or malformed. */
export function riseCookie(cookies: CookieMap): RiseColor | null {
  return RISE_COLORS.find((c) => c === cookies[RISE_COOKIE]) ?? null;
}

/** Rise colour with no cookie: Chinese red-up, every other language green-up. */
export function defaultRise(lang: string): RiseColor {
  return lang === 'zh' || lang.startsWith('zh-') ? 'red-up' : 'green-up';
}
