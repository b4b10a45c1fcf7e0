import { withFallback } from './call';
import { getJson, type CallOptions } from './http';
import { int, map, obj, opt, orWhenAbsent, str, strOrNum, type Answer } from './answer-schema';

export const VERIFY_INVITE_INFO_PATH = '/api/web/v1/rebate/verify_invite_info';
/** Still stores the channel and group cookies (compliance §5/§8). */
export const INVITE_CHANNEL_ONLY_CODE = 10530135;

/**
 * ok: store all referral cookies; channel_only: store only ref_channel and group_id;
 * rejected: leave the referral cookies as they are (also on failure).
 */
export type InviteStatus = 'ok' | 'channel_only' | 'rejected';

const inviteData = obj({ ref_uid: opt(strOrNum), ref_channel: opt(str), group_id: opt(str) });

/** Any integer code is an answer; data, when present, must be an object. */
export const narrowInvite = map(
  obj({
    code: int,
    message: opt(str),
    msg: opt(str),
    data: orWhenAbsent(inviteData, () => ({})),
  }),
  ({ code, message, msg, data }) => ({
    status: (code === 0 ? 'ok' : code === INVITE_CHANNEL_ONLY_CODE ? 'channel_only' : 'rejected') as InviteStatus,
    /** The server's code; -1 when there was no valid answer. */
    code,
    message: message ?? msg ?? '',
    ...data,
  }),
);

export type InviteVerification = Answer<typeof narrowInvite>;

export interface InviteParams {
  invite_code: string;
  ref_type?: string;
}

export function rejectedInvite(): InviteVerification {
  return { status: 'rejected', code: -1, message: '' };
}

/** Verifies an invite code; 'rejected' on failure, so referral cookies stay unchanged. */
export function verifyInviteInfo(params: InviteParams, options?: CallOptions): Promise<InviteVerification> {
  const query = { invite_code: params.invite_code, ref_type: params.ref_type };
  return withFallback(
    'rebate/verify_invite_info',
    () => getJson(VERIFY_INVITE_INFO_PATH, { ...options, query }),
    narrowInvite,
    rejectedInvite,
    options,
  );
}
