import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions, browserHttp, type HttpConfig } from './http';
import { envelope, num, recordOf, type Answer } from './answer-schema';
import { useHttp } from './http-context';

export const CURR_FIAT_MARKET_RATES_PATH = '/api/web/v1/site/currFiatMarketRates';

/** Units of each fiat per 1 USD(T): { USD: 1, EUR: 0.92, … }. */
export const narrowFiatMarketRates = envelope(recordOf(num));
export type FiatMarketRates = Answer<typeof narrowFiatMarketRates>;

/** Reads data; {} on failure. */
export function fetchFiatMarketRates(options?: CallOptions): Promise<FiatMarketRates> {
  return withFallback(
    'site/currFiatMarketRates',
    () => headerClient.get(CURR_FIAT_MARKET_RATES_PATH, options),
    narrowFiatMarketRates,
    () => ({}),
    options,
  );
}

export function fiatMarketRatesQueryOptions(http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'site/currFiatMarketRates'],
    queryFn: ({ signal }) => fetchFiatMarketRates({ signal, http }),
    staleTime: 60_000,
  });
}

export function useFiatMarketRates(enabled = true) {
  return useQuery({ ...fiatMarketRatesQueryOptions(useHttp()), enabled });
}
