import { defaultRise, isDarkCookie, riseCookie, type RiseColor } from '../lib/display-cookies';

/** Display preferences read from cookies (shell spec §3, §4; compliance §4.8). Not visibility: no rule needed. */
export interface DisplayPrefs {
  mode: 'light' | 'dark';
  rise: RiseColor;
}

export function readDisplayPrefs(cookies: Record<string, string>, lang: string): DisplayPrefs {
  return { mode: isDarkCookie(cookies) ? 'dark' : 'light', rise: riseCookie(cookies) ?? defaultRise(lang) };
}
