import { http } from 'msw';
import { mockContext, notLoggedIn, ok200 } from '../context';
import { isLoggedIn } from '../data/persona-answers';
import { createNotices } from '../data/notices';
import { DEFAULT_SEED } from '../data/prng';
import { anyOrigin } from '../data/store';

const MAX_PAGE_SIZE = 50;

/** Reminder notifications per type, paged (default page size 10), in the language asked for. */
export const heraldHandlers = [
  http.get(anyOrigin('/apiw/v2/herald/get_notice_record'), ({ request, cookies }) => {
    const ctx = mockContext(request, cookies);
    if (!isLoggedIn(ctx.persona)) return notLoggedIn();
    const url = new URL(request.url);
    const type = url.searchParams.get('type') ?? '';
    const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(url.searchParams.get('size')) || 10));
    const current = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const all = createNotices(DEFAULT_SEED, type, ctx.lang);
    return ok200({ list: all.slice((current - 1) * size, current * size), total: all.length, page: current, size });
  }),
];
