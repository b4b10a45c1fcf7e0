import { queryOptions } from './query-options';
import { API_KEY, attempt } from './call';
import { apiLogger, getJson, type CallOptions, browserHttp, type HttpConfig } from './http';
import { envelope, int, map, obj, oneOf, or, str, type Answer } from './answer-schema';
import type { Facts } from '../generated/schema-types';

export const REBATE_USER_INFO_PATH = '/api/web/v1/rebate/get_user_info';

/** 0 normal, 1 affiliate, 2 agent direct, 3 partner, 4 partner direct (compliance §3.2). */
export type AgencyType = 0 | 1 | 2 | 3 | 4;

/** The rebate programme's role as the facts name it (`account.agency`). */
export type Agency = NonNullable<NonNullable<Facts['account']>['agency']>;

/** The roles in agency_type order: AGENCIES[agency_type]. */
export const AGENCIES: readonly Agency[] = ['normal', 'affiliate', 'agent_direct', 'partner', 'partner_direct'];

const rebateUserInfo = obj({
  kol_code: or(str, () => ''),
  encrypted_uid: or(str, () => ''),
  agency_type: or(map(int, oneOf<AgencyType>([0, 1, 2, 3, 4])), (): AgencyType => 0),
});

export type RebateUserInfo = Answer<typeof rebateUserInfo>;

/** No agent roles and an empty ref code (compliance §8). */
export function emptyRebateInfo(): RebateUserInfo {
  return { kol_code: '', encrypted_uid: '', agency_type: 0 };
}

export const narrowRebateUserInfo = envelope(rebateUserInfo);

/** Rebate user info; on failure a warning and no agent role. */
export async function fetchRebateUserInfo(options?: CallOptions): Promise<RebateUserInfo> {
  const info = await attempt('rebate/get_user_info', () => getJson(REBATE_USER_INFO_PATH, options), narrowRebateUserInfo, options);
  if (info) return info;
  apiLogger(options).warn('[api] rebate/get_user_info unavailable: no agent role, empty ref code');
  return emptyRebateInfo();
}

export function rebateUserInfoQueryOptions(http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'rebate/get_user_info'],
    queryFn: ({ signal }) => fetchRebateUserInfo({ signal, http }),
    staleTime: 600_000,
  });
}
