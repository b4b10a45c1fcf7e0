import { isChatTarget } from './chat-store';

/**
 * The URL's ask to open the chat (compliance §2.4): `chatroom=` (any value but 0/false) for
 * customer service, or `shortlink=group&to={encrypted id}` for a streamer's support group
 * (which wins when both are present).
 */
export function chatIntent(search: URLSearchParams): { to: string | null } | null {
  if (search.get('shortlink') === 'group' && isChatTarget(search.get('to'))) return { to: search.get('to') };
  const flag = search.get('chatroom');
  if (flag !== null && flag !== '0' && flag.toLowerCase() !== 'false') return { to: null };
  return null;
}

/** The query without the chat flags, once they are acted on (a reload then follows the stored state). */
export function withoutChatIntent(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.delete('chatroom');
  if (next.get('shortlink') === 'group') {
    next.delete('shortlink');
    next.delete('to');
  }
  const s = next.toString();
  return s ? `?${s}` : '';
}
