import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, attempt } from './call';
import { csrfClient, type CallOptions, browserHttp, type HttpConfig } from './http';
import { envelope, filled, map, num, obj, oneOf, opt, or, rows, str, strOrNum, type Answer } from './answer-schema';
import { useHttp } from './http-context';

/**
 * The embedded chat room's conversation (demo backend; production loads the chat room micro front
 * end instead, compliance §7). The answer: `{ code: 0, data: { conversation: { id, agent_name },
 * messages: [{ id, from: 'user' | 'agent', text, at }] } }`, `at` in ms.
 */
export const CHAT_MESSAGES_PATH = '/api/web/v1/chat/messages';
/** How often an open chat asks for new messages. */
export const CHAT_POLL_MS = 2000;

/** One message; undefined when a required field is missing or of the wrong type. */
export const narrowChatMessage = obj({
  id: map(strOrNum, String),
  from: oneOf(['user', 'agent'] as const),
  /** Plain text from the server: rendered as text, never as HTML. */
  text: str,
  /** Sent at, ms since the epoch. */
  at: num,
  /** The id the client sent it with (own messages only). */
  client_id: opt(filled),
});

export type ChatMessage = Answer<typeof narrowChatMessage>;
export type ChatAuthor = ChatMessage['from'];

export interface ChatQuery {
  /** The browser's chat session (client-made id). */
  session: string;
  /** A streamer's support group (shortlink=group&to=…); null for customer service. */
  to: string | null;
}

/** Code 0 and a message list; bad rows are dropped, oldest first. */
export const narrowChatThread = envelope(
  map(
    obj({
      messages: rows(narrowChatMessage),
      conversation: or(obj({ id: opt(strOrNum), agent_name: opt(str) }), () => ({})),
    }),
    ({ messages, conversation }) => ({
      conversationId: String(conversation.id ?? ''),
      /** The agent's display name; '' when the server gives none. */
      agentName: conversation.agent_name ?? '',
      messages: [...messages].sort((a, b) => a.at - b.at),
    }),
  ),
  [0],
);

export type ChatThread = Answer<typeof narrowChatThread>;

/** The conversation; null (the room says it is unavailable) on any failure. Uses the 5 s CSRF client. */
export async function fetchChatThread(query: ChatQuery, options?: CallOptions): Promise<ChatThread | null> {
  const params = { session: query.session, ...(query.to ? { to: query.to } : {}) };
  return (
    (await attempt('chat/messages', () => csrfClient.get(CHAT_MESSAGES_PATH, { ...options, query: params }), narrowChatThread, options)) ??
    null
  );
}

/** Thrown inside the query so react-query keeps the last messages and reports the error. */
export class ChatUnavailableError extends Error {
  constructor() {
    super('chat unavailable');
    this.name = 'ChatUnavailableError';
  }
}

export function chatThreadQueryOptions(query: ChatQuery, http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'chat/messages', query.session, query.to ?? ''],
    queryFn: async ({ signal }) => {
      const thread = await fetchChatThread(query, { signal, http });
      if (!thread) throw new ChatUnavailableError();
      return thread;
    },
    staleTime: 0,
    refetchInterval: CHAT_POLL_MS,
  });
}

/** Polls while the chat room is mounted (react-query pauses it in a background tab). */
export function useChatThread(query: ChatQuery) {
  return useQuery(chatThreadQueryOptions(query, useHttp()));
}
