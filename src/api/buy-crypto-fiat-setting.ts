import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions, browserHttp, type HttpConfig } from './http';
import { bool, envelope, filled, isRecord, obj, or, someRows, type Answer } from './answer-schema';
import { useHttp } from './http-context';

export const BUY_CRYPTO_FIAT_SETTING_PATH = '/api/web/v1/c2c/buy_crypto_fiat_setting';

const narrowFiat = obj({
  fiat: filled,
  bank_transfer: or(bool, () => false),
  credit_card: or(bool, () => false),
  p2p: or(bool, () => false),
});

export type BuyCryptoFiat = Answer<typeof narrowFiat>;

/** USD with all three ways on (shell §3). */
export function defaultBuyCryptoFiats(): BuyCryptoFiat[] {
  return [{ fiat: 'USD', bank_transfer: true, credit_card: true, p2p: true }];
}

/** data is the list, or an object with a `list`; an empty list counts as no answer. */
export const narrowBuyCryptoFiats = envelope((data) => someRows(narrowFiat)(isRecord(data) ? data.list : data));

/** Fiats offered for buying crypto; the USD default on failure. */
export function fetchBuyCryptoFiatSetting(options?: CallOptions): Promise<BuyCryptoFiat[]> {
  return withFallback(
    'c2c/buy_crypto_fiat_setting',
    () => headerClient.get(BUY_CRYPTO_FIAT_SETTING_PATH, options),
    narrowBuyCryptoFiats,
    defaultBuyCryptoFiats,
    options,
  );
}

export function buyCryptoFiatSettingQueryOptions(http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'c2c/buy_crypto_fiat_setting'],
    queryFn: ({ signal }) => fetchBuyCryptoFiatSetting({ signal, http }),
    staleTime: Infinity, // cached for the page's life (shell §7)
  });
}

/** Not fetched when pay-with is hidden: pass enabled=false then. */
export function useBuyCryptoFiatSetting(enabled = true) {
  return useQuery({ ...buyCryptoFiatSettingQueryOptions(useHttp()), enabled });
}
