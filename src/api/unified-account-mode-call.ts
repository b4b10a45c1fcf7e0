import { queryOptions } from './query-options';
import type { Facts } from '../generated/schema-types';
import { API_KEY, withFallback } from './call';
import type { CrossMarginInfo } from './cross-margin-info-call';
import { AGENCIES, type RebateUserInfo } from './rebate-user-info-call';
import { headerClient, type CallOptions } from './http';
import { bool, compact, envelopeRecord, int, isRecord } from './narrow';

export const ACCOUNT_MODE_PATH = '/apiw/v2/unified/account_mode';

export type AccountFacts = NonNullable<Facts['account']>;
export type AccountMode = NonNullable<AccountFacts['mode']>;
const MODES: readonly AccountMode[] = ['classic', 'portfolio', 'single_currency', 'multi_currency'];

export interface UnifiedAccountSettings {
  options?: boolean;
  usdt_futures?: boolean;
  spot_hedge?: boolean;
  use_funding?: boolean;
}

/** All optional: {} on failure, and an absent mode is "unknown" to the rules. */
export interface UnifiedAccountMode {
  mode?: AccountMode;
  support_unified?: boolean;
  /** Unified account is active when first_open is false (shell §4). */
  first_open?: boolean;
  auto_borrow?: boolean;
  auto_repay?: boolean;
  settings?: UnifiedAccountSettings;
  /** Sub-account flag, 0 or 1. */
  is_sub?: number;
}

function isMode(value: unknown): value is AccountMode {
  return MODES.some((m) => m === value);
}

export function narrowAccountMode(raw: unknown): UnifiedAccountMode | undefined {
  const data = envelopeRecord(raw);
  if (!data) return undefined;
  if (data.mode !== undefined && !isMode(data.mode)) return undefined;
  const s = isRecord(data.settings) ? data.settings : undefined;
  return compact({
    mode: isMode(data.mode) ? data.mode : undefined,
    support_unified: bool(data.support_unified),
    first_open: bool(data.first_open),
    auto_borrow: bool(data.auto_borrow),
    auto_repay: bool(data.auto_repay),
    settings:
      s &&
      compact({
        options: bool(s.options),
        usdt_futures: bool(s.usdt_futures),
        spot_hedge: bool(s.spot_hedge),
        use_funding: bool(s.use_funding),
      }),
    is_sub: int(data.is_sub),
  });
}

/** Unified account mode; {} on failure. */
export function fetchAccountMode(options?: CallOptions): Promise<UnifiedAccountMode> {
  return withFallback(
    'unified/account_mode',
    () => headerClient.get(ACCOUNT_MODE_PATH, options),
    narrowAccountMode,
    () => ({}),
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

export function accountModeQueryOptions() {
  return queryOptions({
    queryKey: [API_KEY, 'unified/account_mode'],
    queryFn: ({ signal }) => fetchAccountMode({ signal }),
  });
}
