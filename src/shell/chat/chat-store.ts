import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { localStore, parseJson, type SafeStorage } from '../../lib/storage';
import { parseStoredPosition, serializePosition, type ChatRect } from './chat-rect';

/**
 * The chat window's UI state (compliance §4.3): whether it is open (remembered in localStorage so
 * it reopens on the next page load; closing forgets it), which conversation (customer service, or
 * a streamer's support group from `shortlink=group&to=`), and the stored box. Whether the chat may
 * show at all is not here: that is `Decision.widgets.chat`.
 */

/** `{"to":null}` (customer service) or `{"to":"<id>"}` (a streamer's support group). */
export const CHAT_OPEN_KEY = 'meridian_chat_open';
/** `{"left":…,"top":…,"width":…,"height":…}` in viewport pixels. */
export const CHAT_POSITION_KEY = 'meridian_chat_position';

/** The encrypted group id of a shortlink: URL-safe base64 or hex, at most 128 characters. */
const TARGET = /^[A-Za-z0-9_=-]{1,128}$/;

export function isChatTarget(value: unknown): value is string {
  return typeof value === 'string' && TARGET.test(value);
}

export interface ChatLogger {
  warn: (...args: unknown[]) => void;
}

/** What the store reads and writes; tests pass their own to `createChatStore`. */
export interface ChatDeps {
  storage: SafeStorage;
  logger: ChatLogger;
}

type Persisted = Pick<ChatState, 'open' | 'to' | 'rect'>;

/** Any stored value means open; a readable `to` picks the streamer group. */
function readOpen(raw: string | null): { open: boolean; to: string | null } {
  if (raw === null) return { open: false, to: null };
  const value = parseJson(raw);
  const to = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).to : undefined;
  return { open: true, to: isChatTarget(to) ? to : null };
}

/**
 * The stored state, in the two keys visitors already have and their own formats: the open flag,
 * removed on close, and the box. An unparsable box is logged once per load and the default used
 * (compliance §4.3, §8).
 */
function readStored({ storage, logger }: ChatDeps): Persisted {
  const stored = parseStoredPosition(storage.getItem(CHAT_POSITION_KEY));
  if (stored.status === 'invalid')
    logger.warn(`[chat] unparsable stored chat position ${JSON.stringify(stored.raw.slice(0, 200))}; using the default`);
  return { ...readOpen(storage.getItem(CHAT_OPEN_KEY)), rect: stored.status === 'ok' ? stored.rect : null };
}

export interface ChatState {
  open: boolean;
  to: string | null;
  /** The stored box; null means the default place and size. */
  rect: ChatRect | null;
  /** Moves each time a person opens the chat, so the window takes focus then (not on a reload). */
  focusRequest: number;
  openChat: (to: string | null, opts?: { focus?: boolean }) => void;
  close: () => void;
  place: (rect: ChatRect) => void;
}

/** A chat store, and how to read its storage again (reloadChatState). */
export type ChatStore = UseBoundStore<StoreApi<ChatState>> & { reload: () => void };

/**
 * The chat state, read from the keys above when created and written back as it changes. A key is
 * written only when its part of the state changed, so another tab's box is not overwritten by
 * opening the chat.
 */
export function createChatStore(deps: ChatDeps = { storage: localStore, logger: console }): ChatStore {
  const { storage } = deps;
  let last = readStored(deps);
  const store = create<ChatState>()((set) => ({
    ...last,
    focusRequest: 0,
    openChat: (to, opts = {}) => set((s) => ({ open: true, to, focusRequest: opts.focus ? s.focusRequest + 1 : s.focusRequest })),
    close: () => set({ open: false, to: null }),
    place: (rect) => set({ rect }),
  }));
  store.subscribe(({ open, to, rect }) => {
    if (open !== last.open || to !== last.to) {
      if (open) storage.setItem(CHAT_OPEN_KEY, JSON.stringify({ to }));
      else storage.removeItem(CHAT_OPEN_KEY);
    }
    if (rect && rect !== last.rect) storage.setItem(CHAT_POSITION_KEY, serializePosition(rect));
    last = { open, to, rect };
  });
  const reload = () => {
    last = readStored(deps);
    store.setState(last);
  };
  return Object.assign(store, { reload });
}

export const useChatStore = createChatStore();

/**
 * Reads storage again, as a new page load would (tests; the position warning is logged again).
 * focusRequest only ever grows, so a request already acted on is never taken for a new one.
 */
export function reloadChatState(store: ChatStore = useChatStore): void {
  store.reload();
}
