import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatThread, type ChatMessage } from '../../api/chat-messages';
import { CHAT_MAX_LENGTH, useSendChatMessage } from '../../api/chat-send';
import type { ChatRoomProps } from './chat-room-source';
import { CHAT_INITIAL_FOCUS, chatFocusRing } from './chat-focus';
import { chatSessionId } from './chat-session';
import { languageTag } from '../../rules-model/language-tag';

interface Pending {
  clientId: string;
  text: string;
  status: 'sending' | 'failed';
}

let pendingCounter = 0;
const newClientId = (): string => `c${Date.now().toString(36)}${(++pendingCounter).toString(36)}`;

function timeFormat(lang: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(languageTag(lang), { hour: '2-digit', minute: '2-digit' });
  } catch {
    return new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' });
  }
}

/** The demo's chat room: the conversation with a support agent, served by the embedded backend. */
export function EmbeddedChatRoom({ to, lang, session: sessionProp }: ChatRoomProps & { session?: string }) {
  const session = useMemo(() => sessionProp ?? chatSessionId(), [sessionProp]);
  const query = useMemo(() => ({ session, to }), [session, to]);
  const thread = useChatThread(query);
  const send = useSendChatMessage(query);
  const [pending, setPending] = useState<Pending[]>([]);

  const deliver = (p: Pending) => {
    setPending((list) => [...list.filter((x) => x.clientId !== p.clientId), { ...p, status: 'sending' }]);
    void send.mutateAsync({ text: p.text, clientId: p.clientId }).then((result) => {
      setPending((list) =>
        result.ok
          ? list.filter((x) => x.clientId !== p.clientId)
          : list.map((x) => (x.clientId === p.clientId ? { ...x, status: 'failed' } : x)),
      );
    });
  };

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <MessageList
        lang={lang}
        messages={thread.data?.messages}
        agentName={thread.data?.agentName ?? ''}
        pending={pending}
        state={thread.data ? (thread.isError ? 'offline' : 'ready') : thread.isError ? 'error' : 'loading'}
        onRetry={() => void thread.refetch()}
        onResend={deliver}
      />
      <Composer onSend={(text) => deliver({ clientId: newClientId(), text, status: 'sending' })} />
    </Box>
  );
}

type ListState = 'loading' | 'error' | 'offline' | 'ready';

function MessageList({
  lang,
  messages,
  agentName,
  pending,
  state,
  onRetry,
  onResend,
}: {
  lang: string;
  messages: ChatMessage[] | undefined;
  agentName: string;
  pending: Pending[];
  state: ListState;
  onRetry: () => void;
  onResend: (p: Pending) => void;
}) {
  const { t } = useTranslation('chat');
  const list = useRef<HTMLDivElement>(null);
  const format = useMemo(() => timeFormat(lang), [lang]);
  const shown = messages ?? [];
  // A message the server already lists is no longer pending (a poll can beat the send's answer).
  const delivered = new Set(shown.map((m) => m.client_id).filter(Boolean));
  const waiting = pending.filter((p) => !delivered.has(p.clientId));
  const count = shown.length + waiting.length;

  // Follow the conversation: a new message scrolls the list to the bottom.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  if (state === 'loading') {
    return (
      <Box
        role="status"
        data-testid="chat-loading"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}
      >
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{t('room.loading')}</Typography>
      </Box>
    );
  }
  if (state === 'error') {
    return (
      <Box
        role="alert"
        data-testid="chat-error"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.5,
          p: 3,
          textAlign: 'center',
        }}
      >
        <Typography variant="body2">{t('room.error')}</Typography>
        <Button size="small" variant="outlined" onClick={onRetry}>
          {t('room.retry')}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      {state === 'offline' && (
        <Typography role="status" variant="caption" sx={{ px: 2, py: 0.5, bgcolor: 'warning.light', color: 'warning.contrastText' }}>
          {t('room.offline')}
        </Typography>
      )}
      <Box
        ref={list}
        role="log"
        aria-label={t('room.messages')}
        data-testid="chat-messages"
        tabIndex={0}
        sx={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          px: 2,
          py: 1.5,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.25,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {count === 0 && (
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="chat-empty"
            sx={{ m: 'auto', textAlign: 'center', maxWidth: 260 }}
          >
            {t('room.empty')}
          </Typography>
        )}
        {shown.map((m) => (
          <Bubble
            key={m.id}
            mine={m.from === 'user'}
            who={m.from === 'user' ? t('room.you') : agentName ? t('room.agent', { name: agentName }) : t('room.agentUnnamed')}
            time={format.format(m.at)}
            text={m.text}
            from={m.from}
          />
        ))}
        {waiting.map((p) => (
          <Bubble
            key={p.clientId}
            mine
            who={t('room.you')}
            text={p.text}
            from="user"
            time={p.status === 'sending' ? t('room.sending') : ''}
            failed={
              p.status === 'failed' ? (
                <>
                  {t('room.failed')}{' '}
                  <Button size="small" onClick={() => onResend(p)} sx={{ minWidth: 0, p: 0, textTransform: 'none' }}>
                    {t('room.resend')}
                  </Button>
                </>
              ) : undefined
            }
          />
        ))}
      </Box>
    </Box>
  );
}

function Bubble({
  mine,
  who,
  time,
  text,
  from,
  failed,
}: {
  mine: boolean;
  who: string;
  time: string;
  text: string;
  from: string;
  failed?: ReactNode;
}) {
  return (
    <Box
      data-from={from}
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
        {who}
        {time ? ` · ${time}` : ''}
      </Typography>
      {/* Server text is rendered as text (React escapes it), never as HTML. */}
      <Typography
        variant="body2"
        dir="auto"
        data-testid="chat-message-text"
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          textAlign: 'start',
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          opacity: failed ? 0.7 : 1,
        }}
      >
        {text}
      </Typography>
      {failed && (
        <Typography role="alert" variant="caption" color="error" sx={{ px: 0.5 }}>
          {failed}
        </Typography>
      )}
    </Box>
  );
}

/** Enter sends, Shift+Enter adds a line; the send button is off while the message is blank. */
function Composer({ onSend }: { onSend: (text: string) => void }) {
  const { t } = useTranslation('chat');
  const hintId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  // A window a person opened holds the focus while its room loads: the message box takes it over.
  useEffect(() => {
    const el = input.current;
    if (el && document.activeElement === el.closest('[role="dialog"]')) el.focus();
  }, []);
  const blank = text.trim() === '';
  const submit = () => {
    if (blank) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };
  return (
    <Box
      component="form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        submit();
      }}
      sx={{ borderTop: 1, borderColor: 'divider', px: 1.5, pt: 1, pb: 0.75 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <InputBase
          multiline
          maxRows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('room.placeholder')}
          inputProps={{
            'aria-label': t('room.composer'),
            'aria-describedby': hintId,
            maxLength: CHAT_MAX_LENGTH,
            'data-testid': 'chat-composer',
            [CHAT_INITIAL_FOCUS]: '',
          }}
          inputRef={input}
          sx={{
            flex: 1,
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: 'action.hover',
            fontSize: 14,
            '&:has(:focus-visible)': chatFocusRing('primary.main'),
          }}
        />
        <IconButton type="submit" color="primary" disabled={blank} aria-label={t('room.send')} sx={{ mb: 0.25 }}>
          <Box
            component="svg"
            viewBox="0 0 24 24"
            aria-hidden="true"
            sx={{ width: 22, height: 22, transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          >
            <path fill="currentColor" d="M2.01 21 23 12 2.01 3 2 10l15 2-15 2z" />
          </Box>
        </IconButton>
      </Box>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', px: 0.5, pt: 0.25, fontSize: 11 }}>
        {t('room.composerHint')}
      </Typography>
    </Box>
  );
}
