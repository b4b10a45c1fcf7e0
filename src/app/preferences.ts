/** Display preferences read from cookies (shell spec §3, §4; compliance §4.8). Not visibility: no rule needed. */
export interface DisplayPrefs {
  mode: 'light' | 'dark';
  rise: 'green-up' | 'red-up';
}

/** The cookies that carry the colour mode, first wins, and the values that mean dark. */
export const MODE_COOKIES = ['dark', 'change-skin'] as const;
export const DARK_VALUES: readonly string[] = ['1', 'true', 'dark'];

export function readDisplayPrefs(cookies: Record<string, string>, lang: string): DisplayPrefs {
  const dark = cookies[MODE_COOKIES[0]] ?? cookies[MODE_COOKIES[1]];
  const rise = cookies.market_rise_color;
  return {
    mode: dark !== undefined && DARK_VALUES.includes(dark) ? 'dark' : 'light',
    rise: rise === 'red-up' || rise === 'green-up' ? rise : lang.startsWith('zh') ? 'red-up' : 'green-up',
  };
}
