import { http, HttpResponse } from 'msw';
import { mockContext, ok } from '../context';
import { isLoggedIn } from '../data/persona-answers';
import { anyOrigin } from '../data/store';
import { AGENT_NAME, conversationKey, GROUP_AGENT_NAME, MAX_TEXT, postMessage, visibleMessages } from './chat-state';

/** Codes of the embedded chat backend (ours: the spec shows none). */
export const CHAT_BAD_SESSION = 10020;
export const CHAT_EMPTY_TEXT = 10021;
export const CHAT_TEXT_TOO_LONG = 10022;

const SESSION = /^[A-Za-z0-9_-]{8,64}$/;
const TARGET = /^[A-Za-z0-9_=-]{1,128}$/;

function fail(code: number, message: string): Response {
  return HttpResponse.json({ code, message, data: null });
}

/** `to` when it is a usable group id, null when absent; undefined when present but malformed. */
function target(value: string | null): string | null | undefined {
  if (value === null || value === '') return null;
  return TARGET.test(value) ? value : undefined;
}

/** The embedded chat room: the conversation and sending a message (the agent answers by itself). */
export const chatHandlers = [
  http.get(anyOrigin('/api/web/v1/chat/messages'), ({ request, cookies }) => {
    const { persona } = mockContext(request, cookies);
    const url = new URL(request.url);
    const session = url.searchParams.get('session') ?? '';
    const to = target(url.searchParams.get('to'));
    if (!SESSION.test(session) || to === undefined) return fail(CHAT_BAD_SESSION, 'invalid chat session');
    const key = conversationKey(persona.id, session, to);
    return ok({
      conversation: { id: to ? `${session}:${to}` : session, agent_name: to ? GROUP_AGENT_NAME : AGENT_NAME },
      messages: visibleMessages(key, Date.now()),
    });
  }),
  http.post(anyOrigin('/api/web/v1/chat/send'), async ({ request, cookies }) => {
    const { persona } = mockContext(request, cookies);
    const form = new URLSearchParams(await request.text());
    const session = form.get('session') ?? '';
    const to = target(form.get('to'));
    if (!SESSION.test(session) || to === undefined) return fail(CHAT_BAD_SESSION, 'invalid chat session');
    const text = (form.get('text') ?? '').trim();
    if (!text) return fail(CHAT_EMPTY_TEXT, 'message is empty');
    if (text.length > MAX_TEXT) return fail(CHAT_TEXT_TOO_LONG, `message is longer than ${MAX_TEXT} characters`);
    const nickname = isLoggedIn(persona) ? (persona.facts.user?.nickname ?? null) : null;
    const message = postMessage(conversationKey(persona.id, session, to), {
      text,
      clientId: form.get('client_id') ?? undefined,
      to,
      nickname,
      now: Date.now(),
    });
    return ok({ message });
  }),
];
