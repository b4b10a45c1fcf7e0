import { Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../../lib/router/router';
import { useShallow } from 'zustand/react/shallow';
import { useDecision } from '../../decision/decision-store';
import { chatIntent, withoutChatIntent } from './chat-intent.utils';
import { CHAT_Z, clampRect, defaultRect, type ChatRect } from './chat-rect';
import { CHAT_INITIAL_FOCUS } from './chat-focus';
import type { ChatRoomSource } from './chat-room-source';
import { useChatStore } from './chat-store';
import { useViewport } from './use-viewport';
import { lazyNamed } from '../ui/lazy-named';
import { Spinner } from '../ui/spinner';
import './chat-host.css';
import { ChatIcon } from '../ui/icons/chat';
import { linkClass } from '../ui/controls';

// The window (react-rnd and the room) loads only when the chat opens.
// The window's text (namespace chat) loads with it; the launcher's two keys are in translation (docs/performance-method.md, the 185 KB ceiling).
const ChatWindow = lazyNamed(() => import('./chat-window'), 'ChatWindow', { ns: ['chat'] });

/**
 * Opens the chat when the URL asks (`chatroom=`, `shortlink=group&to=`) and the Decision allows,
 * then drops the flags from the URL: from there on the stored open state decides, so closing the
 * window keeps it closed after a reload. Opening by a link click (not a page load) focuses it.
 */
export function useChatIntent(available: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const openChat = useChatStore((s) => s.openChat);
  useEffect(() => {
    if (!available) return;
    const params = new URLSearchParams(location.search);
    const intent = chatIntent(params);
    if (!intent) return;
    openChat(intent.to, { focus: location.key !== 'default' });
    navigate(
      { pathname: location.pathname, search: withoutChatIntent(params), hash: location.hash },
      { replace: true, state: location.state },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- acts once per URL
  }, [available, location.search]);
}

/** The chat's landmark: the skip link's target, around the launcher or the window. */
export const CHAT_REGION_ID = 'meridian-chat';

/**
 * Moves the keyboard focus to the chat: the open window's message box (or the window itself while
 * its room loads), else the launcher, else the landmark.
 */
export function focusChat(): void {
  const region = document.getElementById(CHAT_REGION_ID);
  if (!region) return;
  const target =
    region.querySelector<HTMLElement>(`[${CHAT_INITIAL_FOCUS}]`) ??
    region.querySelector<HTMLElement>('[role="dialog"]') ??
    region.querySelector<HTMLElement>('[data-testid="chat-launcher"]') ??
    region;
  target.focus();
}

/** A skip link to the chat, beside the page's own skip link; nothing where the chat is not offered. */
export function ChatSkipLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const available = useDecision((d) => d.widgets.chat);
  if (!available) return null;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    focusChat();
  };
  return (
    <a href={`#${CHAT_REGION_ID}`} className={linkClass(undefined, className)} onClick={onClick} data-testid="chat-skip-link">
      {t('app.chat.skip')}
    </a>
  );
}

/**
 * The customer-service chat (compliance §4.3): nothing unless `Decision.widgets.chat`; then a
 * landmark holding a launcher while closed, and the window while open. Hiding unmounts the window;
 * opening mounts it again. A window that opens without taking the focus (a reload, a URL flag) is
 * announced in a polite live region instead. Mounted once by the shell layout.
 */
export function ChatHost({ source }: { source?: ChatRoomSource }) {
  const { t } = useTranslation();
  const available = useDecision((d) => d.widgets.chat);
  const lang = useDecision((d) => d.locale.lang);
  const dir = useDecision((d) => d.locale.dir);
  const floatBar = useDecision((d) => d.bars.includes('compliance_float'));
  const { open, to, rect, focusRequest, openChat, close, place } = useChatStore(useShallow((s) => s));
  const launcher = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  useChatIntent(available);

  useEffect(() => {
    if (open) return;
    setAnnouncement('');
    if (returnFocus.current) {
      returnFocus.current = false;
      launcher.current?.focus();
    }
  }, [open]);

  if (!available) return null;

  const onClose = () => {
    const active = document.activeElement;
    returnFocus.current = !!active?.closest('[data-testid="chat-layer"]');
    close();
  };

  return (
    <aside id={CHAT_REGION_ID} aria-label={t('app.chat.launcher')} tabIndex={-1} className="m-chat-region" data-testid="chat-region">
      <div role="status" aria-live="polite" className="m-chat-announce" data-testid="chat-announce">
        {announcement}
      </div>
      {open ? (
        <Suspense fallback={<ChatWindowLoading stored={rect} dir={dir} />}>
          <ChatWindow
            stored={rect}
            to={to}
            lang={lang}
            dir={dir}
            focusRequest={focusRequest}
            onOpenedQuietly={() => setAnnouncement(t('app.chat.opened'))}
            onClose={onClose}
            onPlace={place}
            source={source}
          />
        </Suspense>
      ) : (
        <button
          type="button"
          className={floatBar ? 'm-chat-launcher m-chat-launcher--above-bar' : 'm-chat-launcher'}
          style={{ zIndex: CHAT_Z }}
          ref={launcher}
          onClick={() => openChat(null, { focus: true })}
          data-testid="chat-launcher"
        >
          <ChatIcon className="m-chat-launcher__icon" />
          {t('app.chat.launcher')}
        </button>
      )}
    </aside>
  );
}

/** While the window's code loads: an empty frame where the window will be, saying so. */
export function ChatWindowLoading({ stored, dir }: { stored: ChatRect | null; dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation();
  const viewport = useViewport();
  const r = clampRect(stored ?? defaultRect(viewport, dir), viewport);
  return (
    <div
      role="status"
      data-testid="chat-window-loading"
      className="m-chat-loading"
      style={{ left: r.left, top: r.top, width: r.width, height: r.height, zIndex: CHAT_Z }}
    >
      <Spinner size={20} />
      <p className="m-chat-loading__text">{t('app.chat.loading')}</p>
    </div>
  );
}
