import { create } from 'zustand';
import { parseStoredPosition, serializePosition, type ChatRect } from './chat-position.utils';

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

export interface ChatStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ChatLogger {
  warn: (...args: unknown[]) => void;
}

interface Env {
  storage: () => ChatStorage | null;
  logger: ChatLogger;
}

function browserStorage(): ChatStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const env: Env = { storage: browserStorage, logger: console };

/** Tests swap the storage and the logger, then call `reloadChatState()`. */
export function configureChatEnv(patch: Partial<Env>): void {
  Object.assign(env, patch);
}

function read(key: string): string | null {
  try {
    return env.storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const storage = env.storage();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage that throws (private mode, quota): the window still works for this page view.
  }
}

/** Any stored value means open; a readable `to` picks the streamer group. */
function readOpen(): { open: boolean; to: string | null } {
  const raw = read(CHAT_OPEN_KEY);
  if (raw === null) return { open: false, to: null };
  try {
    const value = JSON.parse(raw) as unknown;
    const to = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).to : undefined;
    return { open: true, to: isChatTarget(to) ? to : null };
  } catch {
    return { open: true, to: null };
  }
}

/** The stored box, or null (default). An unparsable one is logged (compliance §4.3, §8). */
function readRect(): ChatRect | null {
  const stored = parseStoredPosition(read(CHAT_POSITION_KEY));
  if (stored.status === 'invalid') env.logger.warn(`[chat] unparsable stored chat position ${JSON.stringify(stored.raw.slice(0, 200))}; using the default`);
  return stored.status === 'ok' ? stored.rect : null;
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

function initial(): Pick<ChatState, 'open' | 'to' | 'rect' | 'focusRequest'> {
  return { ...readOpen(), rect: readRect(), focusRequest: 0 };
}

export const useChatStore = create<ChatState>((set) => ({
  ...initial(),
  openChat: (to, opts = {}) => {
    write(CHAT_OPEN_KEY, JSON.stringify({ to }));
    set((s) => ({ open: true, to, focusRequest: opts.focus ? s.focusRequest + 1 : s.focusRequest }));
  },
  close: () => {
    write(CHAT_OPEN_KEY, null);
    set({ open: false, to: null });
  },
  place: (rect) => {
    write(CHAT_POSITION_KEY, serializePosition(rect));
    set({ rect });
  },
}));

/**
 * Reads storage again, as a new page load would (tests; the position warning is logged again).
 * focusRequest only ever grows, so a request already acted on is never taken for a new one.
 */
export function reloadChatState(): void {
  const { open, to, rect } = initial();
  useChatStore.setState({ open, to, rect });
}
