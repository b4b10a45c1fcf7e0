import { describe, expect, it } from 'vitest';
import { CHAT_SESSION_KEY, chatSessionId } from './chat-session';

function storage(seed: Record<string, string>, fail: { get?: boolean; set?: boolean } = {}) {
  const map = new Map(Object.entries(seed));
  return {
    map,
    getItem: (k: string) => {
      if (fail.get) throw new DOMException('refused', 'SecurityError');
      return map.get(k) ?? null;
    },
    setItem: (k: string, v: string) => {
      if (fail.set) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, v);
    },
  };
}

describe('chat session id and storage faults', () => {
  it('keeps a valid stored id', () => {
    expect(chatSessionId(storage({ [CHAT_SESSION_KEY]: 'abcdefgh1234' }))).toBe('abcdefgh1234');
  });

  it.each(['', 'short', '<script>', 'x'.repeat(65), '{"id":1}'])('replaces a corrupted id (%j) and leaves other keys alone', (garbage) => {
    const s = storage({ [CHAT_SESSION_KEY]: garbage, meridian_chat_position: '{"left":1}' });
    const id = chatSessionId(s);
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(s.map.get(CHAT_SESSION_KEY)).toBe(id);
    expect(s.map.get('meridian_chat_position')).toBe('{"left":1}');
  });

  it('private mode (reads and writes throw): a fresh id for this page view, nothing thrown', () => {
    expect(chatSessionId(storage({}, { get: true, set: true }))).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('quota (writes throw): a fresh id, nothing thrown', () => {
    expect(chatSessionId(storage({}, { set: true }))).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
