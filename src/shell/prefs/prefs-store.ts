import { create } from 'zustand';
import { useShellState } from '../../decision/shell-state';
import { defaultRise, type RiseColor } from '../../lib/display-cookies';
import {
  DEFAULT_FIAT,
  PREF_COOKIES,
  readPrefCookies,
  readPrefs,
  removePrefCookie,
  SWITCH_CLOSED,
  SWITCH_OPEN,
  THEME_DARK,
  writePrefCookie,
  type PrefsSnapshot,
  type ThemeValue,
  type TimeBase,
} from './prefs-cookies';

interface PrefsActions {
  /** Reads the cookies again (after another tab or the server changed them). */
  hydrate: () => void;
  /** Stores the language; with no rise-colour cookie yet, stores the language's default rise colour. */
  setLanguage: (lang: string) => void;
  /** Picks a fiat: rate mode open, fiat stored; `reload` (the mobile menu) reloads the page after. */
  /** `reload` (on phones) runs once the pick is stored. */
  pickFiat: (fiat: string, opts?: { reload?: () => void }) => void;
  /** 'Do not switch to fiat': on resets the fiat to USD (rate mode closed); off clears it (default: open). */
  setNoSwitchFiat: (on: boolean) => void;
  /** Stores the server's curr_fiat in place of the visitor's (docs/shell.md, Preferences); the rate mode stays as it is. */
  followServerFiat: (fiat: string) => void;
  setRealtimeRate: (on: boolean) => void;
  setTimeBase: (base: TimeBase) => void;
  setRise: (rise: RiseColor) => void;
  setTheme: (theme: ThemeValue) => void;
}

export type PrefsState = PrefsSnapshot & PrefsActions;

/**
 * The visitor's preferences, kept in cookies so they survive a reload and reach the server. After
 * each write the shell is told (`stored()`), so the facts, the Decision and the theme follow.
 */
export const usePrefs = create<PrefsState>((set) => {
  const write = (cookies: Record<string, string | null>): void => {
    for (const [name, value] of Object.entries(cookies)) {
      if (value === null) removePrefCookie(name);
      else writePrefCookie(name, value);
    }
    set(readPrefs(readPrefCookies()));
    useShellState.getState().stored();
  };
  return {
    ...readPrefs(typeof document === 'undefined' ? {} : readPrefCookies()),
    hydrate: () => set(readPrefs(readPrefCookies())),
    setLanguage: (lang) => {
      const { rise } = readPrefs(readPrefCookies());
      write({ [PREF_COOKIES.lang]: lang, ...(rise ? {} : { [PREF_COOKIES.rise]: defaultRise(lang) }) });
    },
    pickFiat: (fiat, opts) => {
      write({ [PREF_COOKIES.fiat]: fiat, [PREF_COOKIES.rateMode]: String(SWITCH_OPEN) });
      opts?.reload?.();
    },
    setNoSwitchFiat: (on) =>
      write(on ? { [PREF_COOKIES.rateMode]: String(SWITCH_CLOSED), [PREF_COOKIES.fiat]: DEFAULT_FIAT } : { [PREF_COOKIES.rateMode]: null }),
    followServerFiat: (fiat) => write({ [PREF_COOKIES.fiat]: fiat }),
    setRealtimeRate: (on) => write({ [PREF_COOKIES.realtimeRate]: String(on ? SWITCH_OPEN : SWITCH_CLOSED) }),
    setTimeBase: (base) => write({ [PREF_COOKIES.timeBase]: base }),
    setRise: (rise) => write({ [PREF_COOKIES.rise]: rise }),
    setTheme: (theme) => {
      const dark = theme === THEME_DARK;
      write({ [PREF_COOKIES.dark]: dark ? '1' : '0', [PREF_COOKIES.skin]: dark ? 'dark' : 'light' });
    },
  };
});
