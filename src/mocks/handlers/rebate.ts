import { http, HttpResponse } from 'msw';
import { mockContext, notLoggedIn, ok } from '../context';
import { isLoggedIn, rebateAnswer } from '../data/persona-answers';
import { anyOrigin } from '../data/store';

export const INVITE_OK = 'GOOD';
export const INVITE_CHANNEL_ONLY = 'CHANNEL';
export const CHANNEL_ONLY_CODE = 10530135;
export const INVALID_INVITE_CODE = 10530001;

/** Invite verification, rebate user info and the newbie prize guide. */
export const rebateHandlers = [
  http.get(anyOrigin('/api/web/v1/rebate/verify_invite_info'), ({ request }) => {
    const url = new URL(request.url);
    const code = url.searchParams.get('invite_code') ?? '';
    const refType = url.searchParams.get('ref_type') ?? '';
    if (code === INVITE_OK) {
      return ok({ ref_uid: 2002, ref_type: refType, ref_channel: 'web', group_id: 'g-2002' });
    }
    if (code === INVITE_CHANNEL_ONLY) {
      return HttpResponse.json({
        code: CHANNEL_ONLY_CODE,
        message: 'invite code belongs to a channel',
        data: { ref_channel: 'partner', group_id: 'g-channel' },
      });
    }
    return HttpResponse.json({ code: INVALID_INVITE_CODE, message: 'invalid invite code', data: null });
  }),
  http.get(anyOrigin('/api/web/v1/rebate/get_user_info'), ({ request, cookies }) => {
    const { persona } = mockContext(request, cookies);
    return isLoggedIn(persona) ? ok(rebateAnswer(persona)) : notLoggedIn();
  }),
  http.get(anyOrigin('/api/web/v1/welfare/newbiePrizeGuide'), ({ request, cookies }) =>
    ok({ prize_num: '10,000', isLogin: isLoggedIn(mockContext(request, cookies).persona) }),
  ),
];
