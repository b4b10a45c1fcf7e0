import { describe, expect, it } from 'vitest';
import { FAULTS } from '../mocks/faults';
import { CHAT_BAD_SESSION, CHAT_EMPTY_TEXT, CHAT_TEXT_TOO_LONG } from '../mocks/handlers/chat';
import { setReplyDelay } from '../mocks/handlers/chat-state';
import { setupTestBackend } from '../mocks/test-server';
import { CHAT_MESSAGES_PATH, fetchChatThread, narrowChatMessage, narrowChatThread } from './chat-messages';
import { CHAT_MAX_LENGTH, CHAT_SEND_PATH, narrowChatSend, sendChatMessage, withMessage } from './chat-send';

const backend = setupTestBackend();
const SESSION = 'session-0001';
const SHORT_TIMEOUT_MS = 150;

describe('narrowing', () => {
  it('keeps a well-formed message and drops a bad one from the list', () => {
    expect(narrowChatMessage({ id: 7, from: 'agent', text: 'hi', at: '1000' })).toEqual({ id: '7', from: 'agent', text: 'hi', at: 1000 });
    expect(narrowChatMessage({ id: 'a', from: 'system', text: 'x', at: 1 })).toBeUndefined();
    expect(narrowChatMessage({ id: 'a', from: 'user', text: 3, at: 1 })).toBeUndefined();
    const thread = narrowChatThread({
      code: 0,
      data: { messages: [{ id: 'b', from: 'user', text: 'two', at: 2 }, { id: 'x' }, { id: 'a', from: 'agent', text: 'one', at: 1 }] },
    });
    expect(thread).toEqual({
      conversationId: '',
      agentName: '',
      messages: [
        { id: 'a', from: 'agent', text: 'one', at: 1 },
        { id: 'b', from: 'user', text: 'two', at: 2 },
      ],
    });
  });

  it('refuses a non-zero code or a missing list', () => {
    expect(narrowChatThread({ code: 1, data: { messages: [] } })).toBeUndefined();
    expect(narrowChatThread({ code: 0, data: {} })).toBeUndefined();
    expect(narrowChatSend({ code: 0, data: {} })).toBeUndefined();
    expect(narrowChatSend({ code: 5, message: 'no' })).toEqual({ ok: false, code: 5, message: 'no' });
  });

  it('adds a message to a conversation once', () => {
    const thread = { conversationId: 'c', agentName: '', messages: [{ id: 'a', from: 'user' as const, text: 'x', at: 1 }] };
    const m = { id: 'b', from: 'agent' as const, text: 'y', at: 2 };
    expect(withMessage(withMessage(thread, m), m).messages.map((x) => x.id)).toEqual(['a', 'b']);
  });
});

describe('the embedded chat backend', () => {
  it('starts empty, stores a message, and the agent answers after the delay', async () => {
    setReplyDelay(150);
    expect(await fetchChatThread({ session: SESSION, to: null }, { http: backend.http })).toEqual({
      conversationId: SESSION,
      agentName: 'Mia',
      messages: [],
    });
    const sent = await sendChatMessage(
      { session: SESSION, to: null, text: 'Where is my deposit?', clientId: 'c1' },
      { http: backend.http },
    );
    expect(sent).toMatchObject({ ok: true, message: { from: 'user', text: 'Where is my deposit?', client_id: 'c1' } });
    expect((await fetchChatThread({ session: SESSION, to: null }, { http: backend.http }))?.messages.map((m) => m.from)).toEqual(['user']);
    await new Promise((r) => setTimeout(r, 200));
    const after = await fetchChatThread({ session: SESSION, to: null }, { http: backend.http });
    expect(after?.messages.map((m) => m.from)).toEqual(['user', 'agent']);
    expect(after?.messages[1]?.text).toMatch(/^Hi, deposits arrive/);
  });

  it('a retried send with the same client id is stored once', async () => {
    await sendChatMessage({ session: SESSION, to: null, text: 'hello', clientId: 'same' }, { http: backend.http });
    await sendChatMessage({ session: SESSION, to: null, text: 'hello', clientId: 'same' }, { http: backend.http });
    setReplyDelay(0);
    expect(
      (await fetchChatThread({ session: SESSION, to: null }, { http: backend.http }))?.messages.filter((m) => m.from === 'user'),
    ).toHaveLength(1);
  });

  it('keeps conversations apart by session, group and persona; greets a logged-in user by nickname', async () => {
    setReplyDelay(0);
    await sendChatMessage({ session: SESSION, to: '123', text: '<b>hi</b>', clientId: 'g1' }, { http: backend.http });
    const group = await fetchChatThread({ session: SESSION, to: '123' }, { http: backend.http });
    expect(group?.agentName).toBe('Leo');
    expect(group?.messages[1]?.text).toBe(
      'Hi, this is the streamer support team for group 123. We got your message "<b>hi</b>" and will pass it on.',
    );
    expect((await fetchChatThread({ session: SESSION, to: null }, { http: backend.http }))?.messages).toEqual([]);
    expect((await fetchChatThread({ session: 'session-0002', to: '123' }, { http: backend.http }))?.messages).toEqual([]);
    backend.setCookies({ meridian_persona: 'trader' });
    expect((await fetchChatThread({ session: SESSION, to: '123' }, { http: backend.http }))?.messages).toEqual([]);
    await sendChatMessage({ session: SESSION, to: null, text: 'kyc?', clientId: 'k' }, { http: backend.http });
    expect((await fetchChatThread({ session: SESSION, to: null }, { http: backend.http }))?.messages[1]?.text).toMatch(
      /^Hi ann, you can complete identity verification/,
    );
  });

  it('refuses an empty or too long message and a bad session or group, with its code', async () => {
    expect(await sendChatMessage({ session: SESSION, to: null, text: '   ', clientId: 'e' }, { http: backend.http })).toEqual({
      ok: false,
      code: CHAT_EMPTY_TEXT,
      message: 'message is empty',
    });
    expect(
      await sendChatMessage({ session: SESSION, to: null, text: 'x'.repeat(CHAT_MAX_LENGTH + 1), clientId: 'l' }, { http: backend.http }),
    ).toMatchObject({
      ok: false,
      code: CHAT_TEXT_TOO_LONG,
    });
    expect(await sendChatMessage({ session: 'short', to: null, text: 'x', clientId: 's' }, { http: backend.http })).toMatchObject({
      ok: false,
      code: CHAT_BAD_SESSION,
    });
    expect(await sendChatMessage({ session: SESSION, to: '../x', text: 'x', clientId: 't' }, { http: backend.http })).toMatchObject({
      ok: false,
      code: CHAT_BAD_SESSION,
    });
    expect(await fetchChatThread({ session: 'short', to: null }, { http: backend.http })).toBeNull();
  });
});

describe.each([
  {
    name: 'chat/messages',
    path: CHAT_MESSAGES_PATH,
    run: (timeoutMs: number) => fetchChatThread({ session: SESSION, to: null }, { timeoutMs, http: backend.http }),
    fallback: null,
  },
  {
    name: 'chat/send',
    path: CHAT_SEND_PATH,
    run: (timeoutMs: number) =>
      sendChatMessage({ session: SESSION, to: null, text: 'x', clientId: 'f' }, { timeoutMs, http: backend.http }),
    fallback: { ok: false, code: null, message: '' },
  },
])('$name', (c) => {
  it.each(FAULTS)('falls back on the %s fault, logs, never throws', async (fault) => {
    backend.setFaults({ [c.path]: fault });
    expect(await c.run(SHORT_TIMEOUT_MS)).toEqual(c.fallback);
    expect(backend.logger.errors.length).toBeGreaterThan(0);
  });
});
