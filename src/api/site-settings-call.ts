import { queryOptions } from './query-options';
import { API_KEY, withFallback } from './call';
import { getJson, type CallOptions, browserHttp, type HttpConfig } from './http';
import { bool, check, envelope, filled, int, map, num, obj, opt, or, recordOf, str, type Answer, type Schema } from './answer-schema';

export const SITE_SETTINGS_PATH = '/api/web/v1/site/settings';

const nonEmpty = <T extends object>(schema: Schema<T>) => check(schema, (value) => Object.keys(value).length > 0);

const fiatEntry = map(obj({ fiat: filled, symbol: opt(str) }), (e) => ({ fiat: e.fiat, symbol: e.symbol ?? e.fiat }));

export const DEFAULT_CURRENCY_COUNT = 2700;

/** Site settings (compliance §3.2, shell §3 common data): any field the server leaves out or mistypes takes its default. */
const siteSettings = obj({
  sub_website_id: or(int, () => 0),
  /** Locale code → label. */
  lang_list: or(nonEmpty(recordOf(str)), () => ({ en: 'English' })),
  fiat_list: or(nonEmpty(recordOf(fiatEntry)), () => ({ USD: { fiat: 'USD', symbol: '$' } })),
  is_service_host: or(bool, () => false),
  curr_fiat: or(filled, () => 'USD'),
  currency_count: or(int, () => DEFAULT_CURRENCY_COUNT),
  curr_fiat_market_rates: or(recordOf(num), () => ({})),
  defaultBuyCryptoFiat: or(filled, () => 'USD'),
  defaultP2PFiat: or(filled, () => 'USD'),
  is_copper: or(str, () => '0'),
  /** The server's word on the session; undefined when it says nothing (or the call failed). */
  is_login: opt(bool),
});

export type SiteSettings = Answer<typeof siteSettings> & {
  /** curr_fiat as the server sent it: undefined when it sent none or the call failed (never the default USD). */
  server_fiat?: string;
};
export type FiatEntry = Answer<typeof fiatEntry>;

/** Defaults on failure (compliance §8): the schema's own defaults, read from an empty answer. */
export function defaultSiteSettings(): SiteSettings {
  return siteSettings({})!;
}

const sentFiat = envelope(obj({ curr_fiat: opt(filled) }));

/** The common data, with what the server itself said the fiat is (docs/shell.md Preferences: only that may replace the visitor's). */
export const narrowSiteSettings = (raw: unknown): SiteSettings | undefined => {
  const settings = envelope(siteSettings)(raw);
  const sent = sentFiat(raw)?.curr_fiat;
  return settings && (sent === undefined ? settings : { ...settings, server_fiat: sent });
};

/**
 * User info is fetched only when the server says logged in or the common data is missing (shell
 * §4): i.e. unless the common data says, in so many words, that nobody is logged in.
 */
export function mayBeLoggedIn(settings: Pick<SiteSettings, 'is_login'> | undefined): boolean {
  return settings?.is_login !== false;
}

/** Site settings (GET helper, 20 s); defaults on failure. */
export function fetchSiteSettings(options?: CallOptions): Promise<SiteSettings> {
  return withFallback('site/settings', () => getJson(SITE_SETTINGS_PATH, options), narrowSiteSettings, defaultSiteSettings, options);
}

export function siteSettingsQueryOptions(http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'site/settings'],
    queryFn: ({ signal }) => fetchSiteSettings({ signal, http }),
    staleTime: 600_000,
  });
}
