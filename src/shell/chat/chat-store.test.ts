import { beforeEach, describe, expect, it } from 'vitest';
import { safeStorage } from '../../lib/storage';
import { memoryStorage } from '../../test-support/memory-storage';
import { CHAT_OPEN_KEY, CHAT_POSITION_KEY, createChatStore, isChatTarget, reloadChatState as reload } from './chat-store';

const storage = memoryStorage();
const warnings: string[] = [];
const logger = { warn: (...a: unknown[]) => void warnings.push(a.map(String).join(' ')) };
let useChatStore = createChatStore({ storage: safeStorage(() => storage), logger });
const reloadChatState = () => reload(useChatStore);

beforeEach(() => {
  storage.data.clear();
  warnings.length = 0;
  useChatStore = createChatStore({ storage: safeStorage(() => storage), logger });
});

describe('chat store', () => {
  it('is closed with the default box when nothing is stored', () => {
    expect(useChatStore.getState()).toMatchObject({ open: false, to: null, rect: null });
  });

  it('remembers opening and forgets it on close', () => {
    useChatStore.getState().openChat(null);
    expect(storage.data.get(CHAT_OPEN_KEY)).toBe('{"to":null}');
    reloadChatState();
    expect(useChatStore.getState()).toMatchObject({ open: true, to: null });
    useChatStore.getState().close();
    expect(storage.data.has(CHAT_OPEN_KEY)).toBe(false);
    reloadChatState();
    expect(useChatStore.getState().open).toBe(false);
  });

  it('remembers the streamer group', () => {
    useChatStore.getState().openChat('123');
    reloadChatState();
    expect(useChatStore.getState()).toMatchObject({ open: true, to: '123' });
  });

  it('an unreadable open flag still means open, with customer service', () => {
    storage.setItem(CHAT_OPEN_KEY, '1');
    reloadChatState();
    expect(useChatStore.getState()).toMatchObject({ open: true, to: null });
    storage.setItem(CHAT_OPEN_KEY, '{"to":"<script>"}');
    reloadChatState();
    expect(useChatStore.getState()).toMatchObject({ open: true, to: null });
  });

  it('stores and restores the box', () => {
    useChatStore.getState().place({ left: 10, top: 20, width: 400, height: 500 });
    expect(JSON.parse(storage.data.get(CHAT_POSITION_KEY)!)).toEqual({ left: 10, top: 20, width: 400, height: 500 });
    reloadChatState();
    expect(useChatStore.getState().rect).toEqual({ left: 10, top: 20, width: 400, height: 500 });
    expect(warnings).toEqual([]);
  });

  it('logs an unparsable stored box once per load and uses the default', () => {
    storage.setItem(CHAT_POSITION_KEY, '{oops');
    reloadChatState();
    expect(useChatStore.getState().rect).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('unparsable stored chat position');
  });

  it('a focus request moves only when a person opened it', () => {
    const before = useChatStore.getState().focusRequest;
    useChatStore.getState().openChat(null);
    expect(useChatStore.getState().focusRequest).toBe(before);
    useChatStore.getState().openChat(null, { focus: true });
    expect(useChatStore.getState().focusRequest).toBe(before + 1);
  });

  it('keeps working when storage throws', () => {
    const denied = () => {
      throw new Error('denied');
    };
    useChatStore = createChatStore({ storage: safeStorage(() => ({ getItem: denied, setItem: denied, removeItem: denied })), logger });
    useChatStore.getState().openChat('9');
    expect(useChatStore.getState()).toMatchObject({ open: true, to: '9' });
    useChatStore.getState().close();
    expect(useChatStore.getState().open).toBe(false);
  });

  it('reads what visitors stored before persist, and writes the same formats', () => {
    storage.setItem(CHAT_OPEN_KEY, '{"to":"abc"}');
    storage.setItem(CHAT_POSITION_KEY, '{"left":1,"top":2,"width":300,"height":400}');
    useChatStore = createChatStore({ storage: safeStorage(() => storage), logger });
    expect(useChatStore.getState()).toMatchObject({ open: true, to: 'abc', rect: { left: 1, top: 2, width: 300, height: 400 } });
    useChatStore.getState().openChat(null, { focus: true });
    expect(storage.data.get(CHAT_OPEN_KEY)).toBe('{"to":null}');
    expect(storage.data.get(CHAT_POSITION_KEY)).toBe('{"left":1,"top":2,"width":300,"height":400}');
    expect([...storage.data.keys()].sort()).toEqual([CHAT_OPEN_KEY, CHAT_POSITION_KEY]);
  });

  it('writes a key only when its part changed: opening keeps the box another tab stored meanwhile', () => {
    useChatStore.getState().place({ left: 10, top: 20, width: 400, height: 500 });
    storage.setItem(CHAT_POSITION_KEY, '{"left":5,"top":5,"width":320,"height":400}');
    useChatStore.getState().openChat(null, { focus: true });
    useChatStore.getState().openChat(null, { focus: true });
    expect(storage.data.get(CHAT_POSITION_KEY)).toBe('{"left":5,"top":5,"width":320,"height":400}');
    storage.setItem(CHAT_OPEN_KEY, '{"to":"other-tab"}');
    useChatStore.getState().place({ left: 1, top: 1, width: 300, height: 400 });
    expect(storage.data.get(CHAT_OPEN_KEY)).toBe('{"to":"other-tab"}');
    expect(storage.data.get(CHAT_POSITION_KEY)).toBe('{"left":1,"top":1,"width":300,"height":400}');
  });

  it('accepts only URL-safe group ids', () => {
    expect(isChatTarget('aZ09_-=')).toBe(true);
    for (const bad of ['', '../x', 'a b', 'x'.repeat(129), 12]) expect(isChatTarget(bad)).toBe(false);
  });
});
