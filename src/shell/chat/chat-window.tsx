import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Rnd } from 'react-rnd';
import {
  CHAT_Z,
  CHAT_Z_HEADER_FOCUS,
  clampRect,
  defaultRect,
  dockRect,
  isLarge,
  KEY_STEP,
  MIN_SIZE,
  moveRect,
  resizeRect,
  toggleSize,
  type ChatRect,
} from './chat-position.utils';
import { chatRoomSource, type ChatRoomProps, type ChatRoomSource } from './chat-room-source';
import { CHAT_INITIAL_FOCUS, chatFocusRing } from './chat-focus';
import { useHeaderFocus } from './use-header-focus';
import { useFocusClear } from '../ui/use-focus-clear';
import { FOCUSED_FLOAT_LAYER, useFocusWithin } from '../ui/use-focus-within';
import { useViewport } from './use-viewport';
import { lazyNamed } from '../ui/lazy-named';

const EmbeddedChatRoom = lazyNamed(() => import('./embedded-chat-room'), 'EmbeddedChatRoom', { ns: ['chat'] });
const RemoteChatRoom = lazyNamed(() => import('./remote-chat-room'), 'RemoteChatRoom', { ns: ['chat'] });

const DRAG_HANDLE = 'meridian-chat-drag';
/** The last focus request the window acted on (it outlives one mounting of the window). */
const focusHandled = { value: 0 };
const MOVE_BUTTON = 'meridian-chat-move';
/** The focus into a window a person opened: its message box once the room is in, the window meanwhile. */
function focusInto(dialog: HTMLElement | null): void {
  (dialog?.querySelector<HTMLElement>(`[${CHAT_INITIAL_FOCUS}]`) ?? dialog)?.focus();
}

export interface ChatWindowProps extends ChatRoomProps {
  /** The stored box; null for the default place and size. */
  stored: ChatRect | null;
  onPlace: (rect: ChatRect) => void;
  onClose: () => void;
  /** Moves when a person opened the chat: the window then takes focus. */
  focusRequest: number;
  /** The window appeared without taking the focus (a reload, a URL flag): the host announces it. */
  onOpenedQuietly?: () => void;
  /** Defaults to the build's source (remote in production, embedded in the demo). */
  source?: ChatRoomSource;
  /** Replaces the room (tests). */
  room?: ReactNode;
}

function Icon({ d }: { d: string }) {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: 18, height: 18 }}>
      <path fill="currentColor" d={d} />
    </Box>
  );
}

const ICONS = {
  move: 'M10 9h4V6h3l-5-5-5 5h3v3zm-1 1H6V7l-5 5 5 5v-3h3v-4zm14 2-5-5v3h-3v4h3v3l5-5zm-9 3h-4v3H7l5 5 5-5h-3v-3z',
  dockLeft: 'M3 3h2v18H3zM21 11H10.83l3.58-3.59L13 6l-6 6 6 6 1.41-1.41L10.83 13H21z',
  dockRight: 'M19 3h2v18h-2zM3 13h10.17l-3.58 3.59L11 18l6-6-6-6-1.41 1.41L13.17 11H3z',
  enlarge: 'M7 14H5v5h5v-2H7v-3zm-2-4h2V7h3V5H5v5zm12 7h-3v2h5v-5h-2v3zM14 5v2h3v3h2V5h-5z',
  shrink: 'M5 16h3v3h2v-5H5v2zm3-8H5v2h5V5H8v3zm6 11h2v-3h3v-2h-5v5zm2-11V5h-2v5h5V8h-3z',
  close: 'M18.3 5.7 12 12l6.3 6.3-1.4 1.4-6.3-6.3-6.3 6.3-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z',
};

function ToolButton({ label, icon, onClick, testId }: { label: string; icon: string; onClick: () => void; testId: string }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick} data-testid={testId} sx={{ color: 'inherit' }}>
        <Icon d={icon} />
      </IconButton>
    </Tooltip>
  );
}

/** The visible corner handle (inline-end bottom corner), drawn for that corner in either direction. */
function ResizeGrip({ dir }: { dir: 'ltr' | 'rtl' }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 16 16"
      aria-hidden="true"
      data-testid="chat-resize-grip"
      style={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined, cursor: dir === 'rtl' ? 'nesw-resize' : 'nwse-resize' }}
      sx={{ width: 16, height: 16, display: 'block', color: 'text.secondary' }}
    >
      <path fill="currentColor" d="M14 6v2L8 14H6zm0 4v2l-2 2h-2z" />
    </Box>
  );
}

/**
 * The floating chat window (compliance §4.3): draggable by its title bar and resizable from
 * every edge (react-rnd), and movable without dragging (WCAG 2.2 Dragging Movements): dock
 * buttons, a size toggle, and arrow keys on the title bar (Shift + arrows resize). A non-modal
 * dialog: the page stays usable; Esc inside it closes it.
 */
export function ChatWindow({
  stored,
  onPlace,
  onClose,
  focusRequest,
  onOpenedQuietly,
  to,
  lang,
  dir,
  source = chatRoomSource(),
  room,
}: ChatWindowProps) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  const hintId = useId();
  const viewport = useViewport();
  const headerFocused = useHeaderFocus();
  const dialog = useRef<HTMLDivElement>(null);
  // The page's controls under the window scroll clear of it when focused (WCAG 2.4.11); the window stays put.
  useFocusClear(dialog);
  const own = useFocusWithin();
  const rect = clampRect(stored ?? defaultRect(viewport, dir), viewport);
  const large = isLarge(rect, viewport);

  const place = (next: ChatRect) => {
    const fitted = clampRect(next, viewport);
    if (
      stored &&
      fitted.left === stored.left &&
      fitted.top === stored.top &&
      fitted.width === stored.width &&
      fitted.height === stored.height
    )
      return;
    if (!stored && fitted.left === rect.left && fitted.top === rect.top && fitted.width === rect.width && fitted.height === rect.height)
      return;
    onPlace(fitted);
  };

  // Take focus once per request: not on a reload, nor when the window comes back after a page
  // where the chat was hidden (then it is only announced).
  useEffect(() => {
    if (focusRequest > focusHandled.value) {
      focusHandled.value = focusRequest;
      focusInto(dialog.current);
    } else onOpenedQuietly?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- acts once per request, not per callback
  }, [focusRequest]);

  const onTitleKey = (e: KeyboardEvent) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const delta = step[e.key];
    if (!delta) return;
    e.preventDefault();
    place(e.shiftKey ? resizeRect(rect, delta[0], delta[1], viewport) : moveRect(rect, delta[0], delta[1], viewport));
  };

  const gripCorner = dir === 'rtl' ? 'bottomLeft' : 'bottomRight';
  const roomProps: ChatRoomProps = { to, lang, dir };

  return (
    <Box
      data-testid="chat-layer"
      data-header-focus={headerFocused ? 'true' : undefined}
      data-own-focus={own.within ? 'true' : undefined}
      sx={{
        position: 'fixed',
        inset: 0,
        pointerEvents: 'none',
        zIndex: own.within ? FOCUSED_FLOAT_LAYER : headerFocused ? CHAT_Z_HEADER_FOCUS : CHAT_Z,
      }}
    >
      <Rnd
        bounds="parent"
        position={{ x: rect.left, y: rect.top }}
        size={{ width: rect.width, height: rect.height }}
        minWidth={Math.min(MIN_SIZE.width, viewport.width)}
        minHeight={Math.min(MIN_SIZE.height, viewport.height)}
        dragHandleClassName={DRAG_HANDLE}
        cancel={`button:not(.${MOVE_BUTTON}), a, input, textarea`}
        onDragStop={(_e, d) => place({ ...rect, left: d.x, top: d.y })}
        onResizeStop={(_e, _dir, el, _delta, pos) => place({ left: pos.x, top: pos.y, width: el.offsetWidth, height: el.offsetHeight })}
        resizeHandleStyles={{
          [gripCorner]: { width: 16, height: 16, bottom: 0, ...(dir === 'rtl' ? { left: 0 } : { right: 0 }), zIndex: 1 },
        }}
        resizeHandleComponent={{ [gripCorner]: <ResizeGrip dir={dir} /> }}
        style={{ pointerEvents: 'auto', display: 'flex' }}
        data-testid="chat-rnd"
      >
        <Paper
          ref={dialog}
          {...own.handlers}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          elevation={12}
          data-testid="chat-window"
          data-rect={`${rect.left},${rect.top},${rect.width},${rect.height}`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              onClose();
            }
          }}
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            outline: 'none',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            // Every control in the room (send, retry, resend); :where keeps this below the title bar's own ring.
            '& :where(button, a):focus-visible': chatFocusRing('primary.main'),
          }}
        >
          <Box
            className={DRAG_HANDLE}
            data-testid="chat-titlebar"
            onKeyDown={onTitleKey}
            sx={{
              position: 'relative',
              display: 'flex',
              alignItems: 'center',
              gap: 0.25,
              minHeight: 48,
              paddingInlineStart: 0.5,
              paddingInlineEnd: 0.5,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              cursor: 'move',
              userSelect: 'none',
              touchAction: 'none',
              '&:has(:focus-visible) .meridian-chat-hint': { display: 'block' },
              '& button:focus-visible': chatFocusRing('primary.contrastText'),
            }}
          >
            <Tooltip title={t('window.moveHint')}>
              <IconButton
                size="small"
                aria-label={t('window.move')}
                aria-describedby={hintId}
                aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight"
                data-testid="chat-move"
                className={MOVE_BUTTON}
                sx={{ color: 'inherit', cursor: 'move' }}
              >
                <Icon d={ICONS.move} />
              </IconButton>
            </Tooltip>
            <Typography id={titleId} component="h2" variant="subtitle1" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 600, px: 0.5 }}>
              {to ? t('titleGroup') : t('title')}
            </Typography>
            <ToolButton
              label={t('window.dockLeft')}
              icon={ICONS.dockLeft}
              testId="chat-dock-left"
              onClick={() => place(dockRect(rect, 'left', viewport))}
            />
            <ToolButton
              label={t('window.dockRight')}
              icon={ICONS.dockRight}
              testId="chat-dock-right"
              onClick={() => place(dockRect(rect, 'right', viewport))}
            />
            <ToolButton
              label={large ? t('window.defaultSize') : t('window.enlarge')}
              icon={large ? ICONS.shrink : ICONS.enlarge}
              testId="chat-size"
              onClick={() => place(toggleSize(rect, viewport))}
            />
            <ToolButton label={t('window.close')} icon={ICONS.close} testId="chat-close" onClick={onClose} />
            <Typography
              id={hintId}
              className="meridian-chat-hint"
              variant="caption"
              data-testid="chat-move-hint"
              sx={{
                display: 'none',
                position: 'absolute',
                top: '100%',
                insetInline: 8,
                mt: 0.5,
                px: 1,
                py: 0.5,
                borderRadius: 1,
                zIndex: 2,
                bgcolor: 'grey.900',
                color: 'common.white',
                boxShadow: 3,
              }}
            >
              {t('window.moveHint')}
            </Typography>
          </Box>
          <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
            <Suspense fallback={<RoomLoading />}>
              {room ??
                (source.kind === 'remote' ? <RemoteChatRoom url={source.url} {...roomProps} /> : <EmbeddedChatRoom {...roomProps} />)}
            </Suspense>
          </Box>
        </Paper>
      </Rnd>
    </Box>
  );
}

export function RoomLoading() {
  const { t } = useTranslation(['chat', 'translation']);
  return (
    <Box
      role="status"
      data-testid="chat-room-loading"
      sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}
    >
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{t('translation:app.chat.loading')}</Typography>
    </Box>
  );
}
