import { isDemoBuild } from '../../lib/site-links';

/**
 * Where the chat room inside the window comes from (compliance §7: "micro front ends (chat room
 * and funds transfer) are loaded from a static host"). Production loads the chat team's micro
 * front end, an ES module on the static host; the demo build has no such host and embeds our own
 * room, served by the mock backend.
 */
export const CHAT_ROOM_REMOTE_URL = 'https://static.meridian.example/mfe/chatroom/v1/index.js';

export type ChatRoomSource = { kind: 'embedded' } | { kind: 'remote'; url: string };

export function chatRoomSource(demo: boolean = isDemoBuild()): ChatRoomSource {
  return demo ? { kind: 'embedded' } : { kind: 'remote', url: CHAT_ROOM_REMOTE_URL };
}

/** What the window hands to the room, whichever room it is. */
export interface ChatRoomProps {
  /** A streamer's support group (shortlink=group&to=…); null for customer service. */
  to: string | null;
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The micro front end's contract: `mount(element, props)` renders the room into `element` and
 * returns the function that unmounts it.
 */
export interface ChatRoomModule {
  mount: (element: HTMLElement, props: ChatRoomProps) => () => void;
}

export function isChatRoomModule(value: unknown): value is ChatRoomModule {
  return typeof value === 'object' && value !== null && typeof (value as { mount?: unknown }).mount === 'function';
}

/** Loads the remote module (the import is injectable so tests need no network). */
export async function loadRemoteChatRoom(
  url: string,
  importer: (url: string) => Promise<unknown> = (u) => import(/* @vite-ignore */ u),
): Promise<ChatRoomModule> {
  const module = await importer(url);
  if (!isChatRoomModule(module)) throw new Error(`chat room module at ${url} has no mount()`);
  return module;
}
