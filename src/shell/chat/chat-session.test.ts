import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test-support/memory-storage';
import { CHAT_SESSION_KEY, chatSessionId } from './chat-session';

describe('chatSessionId', () => {
  it('makes one id and keeps it', () => {
    const storage = memoryStorage();
    const id = chatSessionId(storage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(storage.data.get(CHAT_SESSION_KEY)).toBe(id);
    expect(chatSessionId(storage)).toBe(id);
  });

  it('replaces a malformed stored id, and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(CHAT_SESSION_KEY, 'bad id!');
    expect(chatSessionId(storage)).not.toBe('bad id!');
    expect(chatSessionId(null)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
