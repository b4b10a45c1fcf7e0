import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../../lib/router/router';
import { useShallow } from 'zustand/react/shallow';
import { useDecision } from '../../decision/decision-store';
import { chatIntent, withoutChatIntent } from './chat-intent.utils';
import { CHAT_Z, clampRect, defaultRect, type ChatRect } from './chat-position.utils';
import type { ChatRoomSource } from './chat-room-source';
import { useChatStore } from './chat-store';
import { useViewport } from './use-viewport';
import { lazyNamed } from '../ui/lazy-named';

// The window (react-rnd and the room) loads only when the chat opens.
const ChatWindow = lazyNamed(() => import('./chat-window'), 'ChatWindow');

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
    void navigate({ pathname: location.pathname, search: withoutChatIntent(params), hash: location.hash }, { replace: true, state: location.state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- acts once per URL
  }, [available, location.search]);
}

const CHAT_ICON = 'M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2zm-2 12H6v-2h12v2zm0-3H6V9h12v2zm0-3H6V6h12v2z';

/**
 * The customer-service chat (compliance §4.3): nothing unless `Decision.widgets.chat`; then a
 * launcher while closed, and the window while open. Hiding unmounts the window; opening mounts it
 * again. Mounted once by the shell layout.
 */
export function ChatHost({ source }: { source?: ChatRoomSource }) {
  const { t } = useTranslation('chat');
  const available = useDecision((d) => d.widgets.chat);
  const lang = useDecision((d) => d.locale.lang);
  const dir = useDecision((d) => d.locale.dir);
  const floatBar = useDecision((d) => d.bars.includes('compliance_float'));
  const { open, to, rect, focusRequest, openChat, close, place } = useChatStore(useShallow((s) => s));
  const launcher = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useChatIntent(available);

  useEffect(() => {
    if (!open && returnFocus.current) {
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

  if (!open) {
    return (
      <Fab variant="extended" color="primary" ref={launcher} onClick={() => openChat(null, { focus: true })} data-testid="chat-launcher"
        sx={{ position: 'fixed', insetInlineEnd: 24, bottom: floatBar ? 80 : 24, zIndex: CHAT_Z, gap: 1, textTransform: 'none', fontWeight: 600 }}>
        <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: 20, height: 20 }}>
          <path fill="currentColor" d={CHAT_ICON} />
        </Box>
        {t('launcher')}
      </Fab>
    );
  }
  return (
    <Suspense fallback={<ChatWindowLoading stored={rect} dir={dir} />}>
      <ChatWindow stored={rect} to={to} lang={lang} dir={dir} focusRequest={focusRequest} onClose={onClose} onPlace={place} source={source} />
    </Suspense>
  );
}

/** While the window's code loads: an empty frame where the window will be, saying so. */
export function ChatWindowLoading({ stored, dir }: { stored: ChatRect | null; dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation('chat');
  const viewport = useViewport();
  const r = clampRect(stored ?? defaultRect(viewport, dir), viewport);
  return (
    <Paper elevation={12} role="status" data-testid="chat-window-loading"
      style={{ left: r.left, top: r.top, width: r.width, height: r.height }}
      sx={{ position: 'fixed', zIndex: CHAT_Z, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, borderRadius: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{t('loading')}</Typography>
    </Paper>
  );
}
