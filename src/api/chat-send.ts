import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attempt } from './call';
import { chatThreadQueryOptions, narrowChatMessage, type ChatMessage, type ChatQuery, type ChatThread } from './chat-messages';
import { csrfClient, type CallOptions } from './http';
import { useHttp } from './http-context';
import { int, obj, opt, record, str, type Schema } from './answer-schema';

/** POST form `session`, `to` (optional), `text`, `client_id`; answers `{ code: 0, data: { message } }`. */
export const CHAT_SEND_PATH = '/api/web/v1/chat/send';
/** Longest message the composer takes and the server accepts. */
export const CHAT_MAX_LENGTH = 2000;

export interface ChatDraft extends ChatQuery {
  text: string;
  /** Client-made id, so a retried send is not stored twice. */
  clientId: string;
}

export type ChatSendResult = { ok: true; message: ChatMessage } | { ok: false; code: number | null; message: string };

export const narrowChatSend: Schema<ChatSendResult> = (raw) => {
  const answer = obj({ code: int, message: opt(str), data: opt(record) })(raw);
  if (!answer) return undefined;
  if (answer.code !== 0) return { ok: false, code: answer.code, message: answer.message ?? '' };
  const message = narrowChatMessage(answer.data?.message);
  return message ? { ok: true, message } : undefined;
};

/** Sends one message (5 s CSRF client); `{ ok: false }` on failure, with the server's code when it gave one. */
export async function sendChatMessage(draft: ChatDraft, options?: CallOptions): Promise<ChatSendResult> {
  const form = { session: draft.session, to: draft.to ?? undefined, text: draft.text, client_id: draft.clientId };
  return (
    (await attempt('chat/send', () => csrfClient.post(CHAT_SEND_PATH, form, options), narrowChatSend, options)) ?? {
      ok: false,
      code: null,
      message: '',
    }
  );
}

/** Adds a message to the cached conversation once (by id). */
export function withMessage(thread: ChatThread, message: ChatMessage): ChatThread {
  if (thread.messages.some((m) => m.id === message.id)) return thread;
  return { ...thread, messages: [...thread.messages, message].sort((a, b) => a.at - b.at) };
}

/** Sends, puts the stored message into the conversation at once, then asks for the agent's reply. */
export function useSendChatMessage(query: ChatQuery) {
  const client = useQueryClient();
  const http = useHttp();
  const { queryKey } = chatThreadQueryOptions(query);
  return useMutation({
    mutationFn: (draft: Omit<ChatDraft, keyof ChatQuery>) => sendChatMessage({ ...query, ...draft }, { http }),
    onSuccess: async (result) => {
      if (!result.ok) return;
      client.setQueryData<ChatThread>(queryKey, (thread) => (thread ? withMessage(thread, result.message) : thread));
      await client.invalidateQueries({ queryKey });
    },
  });
}
