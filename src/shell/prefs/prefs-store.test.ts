// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { readDisplayPrefs } from '../../app/preferences';
import { useShellState } from '../../decision/shell-state';
import { SWITCH_CLOSED, SWITCH_OPEN, THEME_DARK, THEME_LIGHT } from './prefs-cookies';
import { usePrefs } from './prefs-store';
import { resetPrefs } from '../../test-support/shell/prefs-test-support';

let reload: ReturnType<typeof resetPrefs>['reload'];
beforeEach(() => {
  ({ reload } = resetPrefs());
});

const prefs = () => usePrefs.getState();

describe('language', () => {
  it('stores the language; Chinese with no rise cookie sets red-up', () => {
    prefs().setLanguage('zh');
    expect(Cookies.get('lang')).toBe('zh');
    expect(Cookies.get('market_rise_color')).toBe('red-up');
    expect(prefs()).toMatchObject({ lang: 'zh', rise: 'red-up' });
  });

  it('any other language with no rise cookie sets green-up', () => {
    prefs().setLanguage('fr');
    expect(Cookies.get('market_rise_color')).toBe('green-up');
  });

  it('keeps an existing rise cookie', () => {
    Cookies.set('market_rise_color', 'green-up');
    prefs().setLanguage('zh-tw');
    expect(Cookies.get('market_rise_color')).toBe('green-up');
  });

  it('a malformed rise cookie counts as absent', () => {
    Cookies.set('market_rise_color', 'purple');
    prefs().setLanguage('zh');
    expect(Cookies.get('market_rise_color')).toBe('red-up');
  });
});

describe('fiat and rate mode', () => {
  it('picking a fiat selects it and opens the rate mode, without reload on desktop', () => {
    prefs().setNoSwitchFiat(true);
    prefs().pickFiat('EUR');
    expect(Cookies.get('curr_fiat')).toBe('EUR');
    expect(Cookies.get('meridian_rate_mode')).toBe('1');
    expect(prefs()).toMatchObject({ fiat: 'EUR', rateMode: SWITCH_OPEN });
    expect(reload).not.toHaveBeenCalled();
  });

  it('on mobile the pick is stored first, then the page reloads', () => {
    reload.mockImplementation(() => expect(Cookies.get('curr_fiat')).toBe('TRY'));
    prefs().pickFiat('TRY', { reload });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("'do not switch to fiat' resets the fiat to USD; turning it off clears it", () => {
    prefs().pickFiat('EUR');
    prefs().setNoSwitchFiat(true);
    expect(Cookies.get('curr_fiat')).toBe('USD');
    expect(Cookies.get('meridian_rate_mode')).toBe('0');
    expect(prefs()).toMatchObject({ fiat: 'USD', rateMode: SWITCH_CLOSED });
    prefs().setNoSwitchFiat(false);
    expect(Cookies.get('meridian_rate_mode')).toBeUndefined();
    expect(prefs().rateMode).toBe(SWITCH_OPEN);
  });

  it('the real-time rate toggle is a 0/1 switch', () => {
    prefs().setRealtimeRate(true);
    expect(Cookies.get('meridian_realtime_rate')).toBe('1');
    prefs().setRealtimeRate(false);
    expect(Cookies.get('meridian_realtime_rate')).toBe('0');
    expect(prefs().realtimeRate).toBe(SWITCH_CLOSED);
  });
});

describe('display', () => {
  it('theme writes dark and change-skin, which the app reads back', () => {
    prefs().setTheme(THEME_DARK);
    expect(Cookies.get('dark')).toBe('1');
    expect(Cookies.get('change-skin')).toBe('dark');
    expect(readDisplayPrefs(Cookies.get(), 'en').mode).toBe('dark');
    prefs().setTheme(THEME_LIGHT);
    expect([Cookies.get('dark'), Cookies.get('change-skin')]).toEqual(['0', 'light']);
    expect(readDisplayPrefs(Cookies.get(), 'en').mode).toBe('light');
  });

  it('time base and rise colour', () => {
    prefs().setTimeBase('utc8');
    prefs().setRise('red-up');
    expect(Cookies.get('meridian_time_base')).toBe('utc8');
    expect(readDisplayPrefs(Cookies.get(), 'en').rise).toBe('red-up');
  });
});

describe('hydrate and the shell', () => {
  it('every write tells the shell the cookies changed', () => {
    const before = useShellState.getState().storageVersion;
    prefs().setTimeBase('utc0');
    prefs().setTheme(THEME_DARK);
    expect(useShellState.getState().storageVersion).toBe(before + 2);
  });

  it('re-reads cookies; malformed ones give the defaults', () => {
    Cookies.set('meridian_time_base', 'utc0');
    Cookies.set('curr_fiat', 'GBP');
    prefs().hydrate();
    expect(prefs()).toMatchObject({ timeBase: 'utc0', fiat: 'GBP' });
    Cookies.set('meridian_time_base', 'soon');
    Cookies.set('curr_fiat', '$$$');
    Cookies.set('dark', 'perhaps');
    prefs().hydrate();
    expect(prefs()).toMatchObject({ timeBase: '24h', fiat: null, theme: THEME_LIGHT });
  });
});
