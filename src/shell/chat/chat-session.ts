/**
 * The browser's chat session id for the embedded room: made once, kept in localStorage, so the
 * conversation survives reloads and two browsers never share one.
 */
import { localStore, type StringStorage } from '../../lib/storage';

export const CHAT_SESSION_KEY = 'meridian_chat_session';

const VALID = /^[A-Za-z0-9_-]{8,64}$/;

function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The stored id, or a new one (stored when storage allows; otherwise it lasts this page view). */
export function chatSessionId(storage: Pick<StringStorage, 'getItem' | 'setItem'> | null = localStore): string {
  try {
    const stored = storage?.getItem(CHAT_SESSION_KEY);
    if (stored && VALID.test(stored)) return stored;
  } catch {
    // fall through to a new id
  }
  const id = randomId();
  try {
    storage?.setItem(CHAT_SESSION_KEY, id);
  } catch {
    // not stored: this page view only
  }
  return id;
}
