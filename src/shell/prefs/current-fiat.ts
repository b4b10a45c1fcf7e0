import { useSiteSettings } from '../../api/site-settings';
import { effectiveFiat } from './prefs-cookies';
import { usePrefs } from './prefs-store';

/** The fiat the visitor sees prices in: the stored one, else the server's, else USD. */
export function useCurrentFiat(): { fiat: string; symbol: string } {
  const { data } = useSiteSettings();
  const fiat = effectiveFiat(
    usePrefs((s) => s.fiat),
    data?.curr_fiat,
  );
  return { fiat, symbol: data?.fiat_list[fiat]?.symbol ?? '' };
}
