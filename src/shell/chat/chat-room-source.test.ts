import { describe, expect, it } from 'vitest';
import { CHAT_ROOM_REMOTE_URL, chatRoomSource, loadRemoteChatRoom } from './chat-room-source';

describe('chat room source', () => {
  it('production loads the micro front end from the static host; the demo embeds its own room', () => {
    expect(chatRoomSource(false)).toEqual({ kind: 'remote', url: CHAT_ROOM_REMOTE_URL });
    expect(new URL(CHAT_ROOM_REMOTE_URL).host).toBe('static.meridian.example');
    expect(chatRoomSource(true)).toEqual({ kind: 'embedded' });
  });

  it('loads a module with mount(), refuses one without', async () => {
    const mount = () => () => undefined;
    const asked: string[] = [];
    await expect(
      loadRemoteChatRoom('https://x/a.js', async (u) => {
        asked.push(u);
        return { mount };
      }),
    ).resolves.toEqual({ mount });
    expect(asked).toEqual(['https://x/a.js']);
    await expect(loadRemoteChatRoom('https://x/b.js', async () => ({ default: 1 }))).rejects.toThrow('has no mount()');
    await expect(
      loadRemoteChatRoom('https://x/c.js', async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
  });
});
