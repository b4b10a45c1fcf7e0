import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions } from './http';
import { bool, envelopeData, isRecord, rowsOf, str } from './narrow';

export const BUY_CRYPTO_FIAT_SETTING_PATH = '/api/web/v1/c2c/buy_crypto_fiat_setting';

export interface BuyCryptoFiat {
  fiat: string;
  bank_transfer: boolean;
  credit_card: boolean;
  p2p: boolean;
}

/** USD with all three ways on (shell §3). */
export function defaultBuyCryptoFiats(): BuyCryptoFiat[] {
  return [{ fiat: 'USD', bank_transfer: true, credit_card: true, p2p: true }];
}

function narrowFiat(value: unknown): BuyCryptoFiat | undefined {
  if (!isRecord(value)) return undefined;
  const fiat = str(value.fiat);
  if (!fiat) return undefined;
  return {
    fiat,
    bank_transfer: bool(value.bank_transfer) ?? false,
    credit_card: bool(value.credit_card) ?? false,
    p2p: bool(value.p2p) ?? false,
  };
}

/** data is the list, or an object with a `list`; an empty list counts as no answer. */
export function narrowBuyCryptoFiats(raw: unknown): BuyCryptoFiat[] | undefined {
  const env = envelopeData(raw);
  if (!env) return undefined;
  const rows = rowsOf(isRecord(env.data) ? env.data.list : env.data, narrowFiat);
  return rows && rows.length > 0 ? rows : undefined;
}

/** Fiats offered for buying crypto; the USD default on failure. */
export function fetchBuyCryptoFiatSetting(options?: CallOptions): Promise<BuyCryptoFiat[]> {
  return withFallback(
    'c2c/buy_crypto_fiat_setting',
    () => headerClient.get(BUY_CRYPTO_FIAT_SETTING_PATH, options),
    narrowBuyCryptoFiats,
    defaultBuyCryptoFiats,
  );
}

export function buyCryptoFiatSettingQueryOptions() {
  return queryOptions({
    queryKey: [API_KEY, 'c2c/buy_crypto_fiat_setting'],
    queryFn: ({ signal }) => fetchBuyCryptoFiatSetting({ signal }),
    staleTime: Infinity, // cached for the page's life (shell §7)
  });
}

/** Not fetched when pay-with is hidden: pass enabled=false then. */
export function useBuyCryptoFiatSetting(enabled = true) {
  return useQuery({ ...buyCryptoFiatSettingQueryOptions(), enabled });
}
