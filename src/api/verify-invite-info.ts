import { withFallback } from './call';
import { getJson, type CallOptions } from './http';
import { compact, int, isRecord, str, stringOrNumber } from './narrow';

export const VERIFY_INVITE_INFO_PATH = '/api/web/v1/rebate/verify_invite_info';
/** Still stores the channel and group cookies (compliance §5/§8). */
export const INVITE_CHANNEL_ONLY_CODE = 10530135;

/**
 * ok: store all referral cookies; channel_only: store only ref_channel and group_id;
 * rejected: leave the referral cookies as they are (also on failure).
 */
export type InviteStatus = 'ok' | 'channel_only' | 'rejected';

export interface InviteVerification {
  status: InviteStatus;
  /** The server's code; -1 when there was no valid answer. */
  code: number;
  message: string;
  ref_uid?: string | number;
  ref_channel?: string;
  group_id?: string;
}

export interface InviteParams {
  invite_code: string;
  ref_type?: string;
}

export function rejectedInvite(): InviteVerification {
  return { status: 'rejected', code: -1, message: '' };
}

/** Any integer code is an answer; data, when present, must be an object. */
export function narrowInvite(raw: unknown): InviteVerification | undefined {
  if (!isRecord(raw)) return undefined;
  const code = int(raw.code);
  if (code === undefined) return undefined;
  if (raw.data !== undefined && raw.data !== null && !isRecord(raw.data)) return undefined;
  const data = isRecord(raw.data) ? raw.data : {};
  const status: InviteStatus = code === 0 ? 'ok' : code === INVITE_CHANNEL_ONLY_CODE ? 'channel_only' : 'rejected';
  return compact({
    status,
    code,
    message: str(raw.message) ?? str(raw.msg) ?? '',
    ref_uid: stringOrNumber(data.ref_uid),
    ref_channel: str(data.ref_channel),
    group_id: str(data.group_id),
  });
}

/** Verifies an invite code; 'rejected' on failure, so referral cookies stay unchanged. */
export function verifyInviteInfo(params: InviteParams, options?: CallOptions): Promise<InviteVerification> {
  const query = { invite_code: params.invite_code, ref_type: params.ref_type };
  return withFallback(
    'rebate/verify_invite_info',
    () => getJson(VERIFY_INVITE_INFO_PATH, { ...options, query }),
    narrowInvite,
    rejectedInvite,
  );
}
