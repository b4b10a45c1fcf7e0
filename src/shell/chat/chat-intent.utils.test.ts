import { describe, expect, it } from 'vitest';
import { chatIntent, withoutChatIntent } from './chat-intent.utils';

const q = (s: string) => new URLSearchParams(s);

describe('chatIntent', () => {
  it.each(['?chatroom=1', '?chatroom=', '?chatroom=true', '?a=b&chatroom=yes'])('%s opens customer service', (s) => {
    expect(chatIntent(q(s))).toEqual({ to: null });
  });

  it.each([
    '',
    '?chatroom=0',
    '?chatroom=false',
    '?shortlink=group',
    '?shortlink=group&to=',
    '?shortlink=group&to=../x',
    '?shortlink=other&to=123',
    '?to=123',
  ])('%s asks nothing', (s) => {
    expect(chatIntent(q(s))).toBeNull();
  });

  it('shortlink=group&to= opens the streamer group, and wins over chatroom=', () => {
    expect(chatIntent(q('?shortlink=group&to=123'))).toEqual({ to: '123' });
    expect(chatIntent(q('?chatroom=1&shortlink=group&to=aB_9-x='))).toEqual({ to: 'aB_9-x=' });
  });
});

describe('withoutChatIntent', () => {
  it('drops the chat flags and keeps everything else', () => {
    expect(withoutChatIntent(q('?chatroom=1'))).toBe('');
    expect(withoutChatIntent(q('?site=main&chatroom=1&ref=A'))).toBe('?site=main&ref=A');
    expect(withoutChatIntent(q('?shortlink=group&to=123&x=1'))).toBe('?x=1');
    expect(withoutChatIntent(q('?shortlink=other&to=123'))).toBe('?shortlink=other&to=123');
  });
});
