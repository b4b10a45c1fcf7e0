import { queryOptions } from './query-options';
import type { Facts } from '../generated/schema-types';
import { API_KEY, withFallback } from './call';
import type { CrossMarginInfo } from './cross-margin-info-call';
import { AGENCIES, type RebateUserInfo } from './rebate-user-info-call';
import { headerClient, type CallOptions, browserHttp, type HttpConfig } from './http';
import { bool, compact, envelope, int, obj, oneOf, opt, optStrict, type Answer } from './answer-schema';

export const ACCOUNT_MODE_PATH = '/apiw/v2/unified/account_mode';

export type AccountFacts = NonNullable<Facts['account']>;
export type AccountMode = NonNullable<AccountFacts['mode']>;
const MODES: readonly AccountMode[] = ['classic', 'portfolio', 'single_currency', 'multi_currency'];

const accountSettings = obj({ options: opt(bool), usdt_futures: opt(bool), spot_hedge: opt(bool), use_funding: opt(bool) });
export type UnifiedAccountSettings = Answer<typeof accountSettings>;

/** All optional: {} on failure, and an absent mode is "unknown" to the rules; a mode not in the list fails the answer. */
const accountMode = obj({
  mode: optStrict(oneOf(MODES)),
  support_unified: opt(bool),
  /** Unified account is active when first_open is false (shell §4). */
  first_open: opt(bool),
  auto_borrow: opt(bool),
  auto_repay: opt(bool),
  settings: opt(accountSettings),
  /** Sub-account flag, 0 or 1. */
  is_sub: opt(int),
});

export type UnifiedAccountMode = Answer<typeof accountMode>;

export const narrowAccountMode = envelope(accountMode);

/** Unified account mode; {} on failure. */
export function fetchAccountMode(options?: CallOptions): Promise<UnifiedAccountMode> {
  return withFallback(
    'unified/account_mode',
    () => headerClient.get(ACCOUNT_MODE_PATH, options),
    narrowAccountMode,
    () => ({}),
    options,
  );
}

/** The `account` facts from the account answers (facts.schema.json); no rebate answer, no role. */
export function toAccountFacts(
  mode: UnifiedAccountMode,
  crossMargin: CrossMarginInfo = {},
  rebate?: Pick<RebateUserInfo, 'agency_type'>,
): AccountFacts {
  return compact({
    mode: mode.mode,
    first_open: mode.first_open,
    crossMarginUid: crossMargin.crossMarginUid,
    optionsOpen: mode.settings?.options,
    agency: rebate ? AGENCIES[rebate.agency_type] : undefined,
  });
}

export function accountModeQueryOptions(http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'unified/account_mode'],
    queryFn: ({ signal }) => fetchAccountMode({ signal, http }),
  });
}
