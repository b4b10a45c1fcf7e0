import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useHttp } from '../../api/http-context';
import { useSiteSettings } from '../../api/site-settings';
import { userInfoQueryOptions } from '../../api/user-info-call';
import { effectiveFiat, readPrefCookies, readPrefs, SWITCH_CLOSED, writePrefCookie } from './prefs-cookies';
import { usePrefs } from './prefs-store';
import { fiatFromServer, SERVER_FIAT_COOKIE } from './server-fiat';

/** The fiat the visitor sees prices in: the stored one, else the server's, else USD. */
export function useCurrentFiat(): { fiat: string; symbol: string } {
  const { data } = useSiteSettings();
  const fiat = effectiveFiat(
    usePrefs((s) => s.fiat),
    data?.curr_fiat,
  );
  return { fiat, symbol: data?.fiat_list[fiat]?.symbol ?? '' };
}

/**
 * The server's curr_fiat: a session's account fiat (user info) once it is in, else the common
 * data's as sent (a failed call's default USD is not the server's word). Undefined while the answer that counts is still coming. Reads the user info the header
 * asked for; never asks for it itself (shell §4 skips it on some pages).
 */
function useServerFiat(): { server: string | undefined; offered: string[] } {
  const settings = useSiteSettings().data;
  const user = useQuery({ ...userInfoQueryOptions(useHttp()), enabled: false }).data;
  if (!settings) return { server: undefined, offered: [] };
  const offered = Object.keys(settings.fiat_list);
  if (settings.is_login !== true) return { server: settings.server_fiat, offered };
  if (!user) return { server: undefined, offered };
  return { server: (user.isLogin ? user.curr_fiat : undefined) ?? settings.server_fiat, offered };
}

/**
 * Shell §4, "the fiat is updated when the server's curr_fiat differs" (docs/shell.md, Preferences): when a server
 * answer new to this browser differs from the stored fiat, the stored fiat follows it. Runs on
 * each server answer, never on a pick, so a pick on this page is never undone under the visitor.
 */
export function ServerFiatSync(): null {
  const { server, offered } = useServerFiat();
  const key = offered.join(',');
  useEffect(() => {
    if (!server) return;
    const cookies = readPrefCookies();
    const prefs = readPrefs(cookies);
    const fiat = fiatFromServer({
      stored: prefs.fiat,
      server,
      lastSeen: cookies[SERVER_FIAT_COOKIE] ?? null,
      offered: key.split(','),
      noSwitch: prefs.rateMode === SWITCH_CLOSED,
    });
    if (cookies[SERVER_FIAT_COOKIE] !== server) writePrefCookie(SERVER_FIAT_COOKIE, server);
    if (fiat) usePrefs.getState().followServerFiat(fiat);
  }, [server, key]);
  return null;
}
