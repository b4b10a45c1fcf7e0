// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES_PATH } from '../../api/chat-messages';
import { CHAT_SEND_PATH } from '../../api/chat-send';
import { ok } from '../../mocks/context';
import { anyOrigin } from '../../mocks/data/store';
import { setReplyDelay } from '../../mocks/handlers/chat-state';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../../test-support/render-shell';
import { EmbeddedChatRoom } from './embedded-chat-room';

const backend = setupTestBackend();
const SESSION = 'test-session-1';
const sends: URLSearchParams[] = [];

beforeEach(() => {
  sends.length = 0;
  setReplyDelay(0);
  backend.server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === CHAT_SEND_PATH) sends.push(new URLSearchParams(await request.clone().text()));
  });
});
afterEach(() => {
  cleanup();
  backend.server.events.removeAllListeners();
});

const renderRoom = (to: string | null = null) =>
  renderShell(<EmbeddedChatRoom to={to} lang="en" dir="ltr" session={SESSION} />, { http: backend.http });
const composer = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const texts = () => screen.queryAllByTestId('chat-message-text').map((el) => el.textContent);

describe('EmbeddedChatRoom states', () => {
  it('loading, then the empty conversation', async () => {
    await renderRoom();
    expect(screen.getByTestId('chat-loading').textContent).toBe('Loading messages…');
    expect(await screen.findByText('No messages yet. Ask us anything and a support agent will reply here.')).toBeTruthy();
    expect(screen.getByRole('log', { name: 'Messages' })).toBeTruthy();
  });

  it('an unavailable backend shows the error with a retry that recovers', async () => {
    const user = userEvent.setup();
    backend.setFaults({ [CHAT_MESSAGES_PATH]: '500' });
    await renderRoom();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The chat is unavailable right now.');
    expect(backend.logger.errors.length).toBeGreaterThan(0);
    backend.setFaults({});
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('chat-empty')).toBeTruthy();
  });

  it('a failed refresh keeps the messages and says the connection was lost', async () => {
    const { queryClient } = await renderRoom();
    await screen.findByTestId('chat-empty');
    backend.setFaults({ [CHAT_MESSAGES_PATH]: '500' });
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText('Connection lost. Trying again…')).toBeTruthy();
    expect(screen.getByTestId('chat-empty')).toBeTruthy();
  });

  it('renders server text as text, never as HTML', async () => {
    const evil = '<img src=x onerror="window.__chatXss=1"><script>window.__chatXss=2</script>';
    backend.server.use(
      http.get(anyOrigin(CHAT_MESSAGES_PATH), () =>
        ok({
          conversation: { id: 'c', agent_name: '<b>Eve</b>' },
          messages: [{ id: 1, from: 'agent', text: evil, at: 1_773_144_000_000 }],
        }),
      ),
    );
    await renderRoom();
    await waitFor(() => expect(texts()).toEqual([evil]));
    expect(screen.getByText(/<b>Eve<\/b> · Support agent/)).toBeTruthy();
    expect(screen.getByRole('log').querySelector('img, script, b')).toBeNull();
    expect((window as { __chatXss?: number }).__chatXss).toBeUndefined();
  });
});

describe('EmbeddedChatRoom composer', () => {
  it('the send button is off while the message is blank', async () => {
    const user = userEvent.setup();
    await renderRoom();
    await screen.findByTestId('chat-empty');
    expect(sendButton()).toHaveProperty('disabled', true);
    await user.clear(composer());
    await user.type(composer(), '   \n ');
    expect(sendButton()).toHaveProperty('disabled', true);
    await user.keyboard('{Enter}');
    await user.clear(composer());
    await user.type(composer(), 'hi');
    expect(sendButton()).toHaveProperty('disabled', false);
    expect(sends).toHaveLength(0);
  });

  it('Enter sends; the message shows, the composer empties, and the agent replies', async () => {
    const user = userEvent.setup();
    await renderRoom();
    await screen.findByTestId('chat-empty');
    await user.clear(composer());
    await user.type(composer(), 'Where is my deposit?');
    await user.keyboard('{Enter}');
    expect(composer()).toHaveProperty('value', '');
    await waitFor(() => expect(texts()).toContain('Where is my deposit?'));
    await waitFor(() => expect(texts()[1]).toMatch(/^Hi, deposits arrive/), { timeout: 4000 });
    expect(screen.getByText(/^Mia · Support agent/)).toBeTruthy();
    expect(screen.getAllByText(/^You/)).toHaveLength(1);
    expect(sends).toHaveLength(1);
    expect(sends[0]!.get('session')).toBe(SESSION);
    expect(sends[0]!.get('to')).toBeNull();
  });

  it('Shift+Enter does not send (it adds a line); the button sends', async () => {
    const user = userEvent.setup();
    await renderRoom('123');
    await screen.findByTestId('chat-empty');
    await user.clear(composer());
    await user.type(composer(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(sends).toHaveLength(0);
    expect(composer()).toHaveProperty('value', 'line one\nline two');
    await user.click(sendButton());
    await waitFor(() => expect(texts()).toContain('line one\nline two'));
    expect(sends[0]!.get('to')).toBe('123');
    await waitFor(() => expect(texts()[1]).toMatch(/streamer support team for group 123/), { timeout: 4000 });
    expect(screen.getByText(/^Leo · Support agent/)).toBeTruthy();
  });

  it('a failed send says so and can be sent again', async () => {
    const user = userEvent.setup();
    await renderRoom();
    await screen.findByTestId('chat-empty');
    backend.setFaults({ [CHAT_SEND_PATH]: '500' });
    await user.clear(composer());
    await user.type(composer(), 'hello');
    await user.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not sent.');
    backend.setFaults({});
    await user.click(within(alert).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(sends.map((s) => s.get('client_id'))).toEqual([sends[0]!.get('client_id'), sends[0]!.get('client_id')]);
    await waitFor(() => expect(texts().filter((t) => t === 'hello')).toHaveLength(1));
  });
});
