import { queryOptions } from './query-options';
import { API_KEY, withFallback } from './call';
import { getJson, type CallOptions } from './http';
import { bool, envelopeRecord, int, isRecord, num, recordOf, str } from './narrow';

export const SITE_SETTINGS_PATH = '/api/web/v1/site/settings';

export interface FiatEntry {
  fiat: string;
  symbol: string;
}

/** Site settings (compliance §3.2, shell §3 common data). */
export interface SiteSettings {
  sub_website_id: number;
  /** Locale code → label. */
  lang_list: Record<string, string>;
  fiat_list: Record<string, FiatEntry>;
  is_service_host: boolean;
  curr_fiat: string;
  currency_count: number;
  curr_fiat_market_rates: Record<string, number>;
  defaultBuyCryptoFiat: string;
  defaultP2PFiat: string;
  is_copper: string;
  /** The server's word on the session; undefined when it says nothing (or the call failed). */
  is_login?: boolean;
}

export const DEFAULT_CURRENCY_COUNT = 2700;

/** Defaults on failure (compliance §8); also fill any field the server leaves out or mistypes. */
export function defaultSiteSettings(): SiteSettings {
  return {
    sub_website_id: 0,
    lang_list: { en: 'English' },
    fiat_list: { USD: { fiat: 'USD', symbol: '$' } },
    is_service_host: false,
    curr_fiat: 'USD',
    currency_count: DEFAULT_CURRENCY_COUNT,
    curr_fiat_market_rates: {},
    defaultBuyCryptoFiat: 'USD',
    defaultP2PFiat: 'USD',
    is_copper: '0',
  };
}

function fiatEntry(value: unknown): FiatEntry | undefined {
  if (!isRecord(value)) return undefined;
  const fiat = str(value.fiat);
  return fiat ? { fiat, symbol: str(value.symbol) ?? fiat } : undefined;
}

const nonEmpty = <T extends object>(v: T | undefined): T | undefined => (v && Object.keys(v).length > 0 ? v : undefined);

export function narrowSiteSettings(raw: unknown): SiteSettings | undefined {
  const d = envelopeRecord(raw);
  if (!d) return undefined;
  const base = defaultSiteSettings();
  return {
    sub_website_id: int(d.sub_website_id) ?? base.sub_website_id,
    lang_list: nonEmpty(recordOf(d.lang_list, str)) ?? base.lang_list,
    fiat_list: nonEmpty(recordOf(d.fiat_list, fiatEntry)) ?? base.fiat_list,
    is_service_host: bool(d.is_service_host) ?? base.is_service_host,
    curr_fiat: str(d.curr_fiat) || base.curr_fiat,
    currency_count: int(d.currency_count) ?? base.currency_count,
    curr_fiat_market_rates: recordOf(d.curr_fiat_market_rates, num) ?? base.curr_fiat_market_rates,
    defaultBuyCryptoFiat: str(d.defaultBuyCryptoFiat) || base.defaultBuyCryptoFiat,
    defaultP2PFiat: str(d.defaultP2PFiat) || base.defaultP2PFiat,
    is_copper: str(d.is_copper) ?? base.is_copper,
    is_login: bool(d.is_login),
  };
}

/**
 * User info is fetched only when the server says logged in or the common data is missing (shell
 * §4): i.e. unless the common data says, in so many words, that nobody is logged in.
 */
export function mayBeLoggedIn(settings: Pick<SiteSettings, 'is_login'> | undefined): boolean {
  return settings?.is_login !== false;
}

/** Site settings (GET helper, 20 s); defaults on failure. */
export function fetchSiteSettings(options?: CallOptions): Promise<SiteSettings> {
  return withFallback('site/settings', () => getJson(SITE_SETTINGS_PATH, options), narrowSiteSettings, defaultSiteSettings);
}

export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: [API_KEY, 'site/settings'],
    queryFn: ({ signal }) => fetchSiteSettings({ signal }),
    staleTime: 600_000,
  });
}
