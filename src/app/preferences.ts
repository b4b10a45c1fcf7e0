/** Display preferences read from cookies (shell spec §3, §4; compliance §4.8). Not visibility: no rule needed. */
export interface DisplayPrefs {
  mode: 'light' | 'dark';
  rise: 'green-up' | 'red-up';
}

export function readDisplayPrefs(cookies: Record<string, string>, lang: string): DisplayPrefs {
  const dark = cookies.dark ?? cookies['change-skin'];
  const rise = cookies.market_rise_color;
  return {
    mode: dark === '1' || dark === 'true' || dark === 'dark' ? 'dark' : 'light',
    rise: rise === 'red-up' || rise === 'green-up' ? rise : lang.startsWith('zh') ? 'red-up' : 'green-up',
  };
}
