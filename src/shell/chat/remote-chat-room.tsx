import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRemoteChatRoom, type ChatRoomModule, type ChatRoomProps } from './chat-room-source';

/**
 * Production: the chat team's micro front end, mounted into a box of ours and unmounted with the
 * window. A load failure is logged and shown with a retry.
 */
export function RemoteChatRoom({ url, importer, ...props }: ChatRoomProps & { url: string; importer?: (url: string) => Promise<unknown> }) {
  const { t } = useTranslation(['chat', 'translation']);
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'mounted' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const { to, lang, dir } = props;

  useEffect(() => {
    let unmount: (() => void) | undefined;
    let live = true;
    setState('loading');
    loadRemoteChatRoom(url, importer).then(
      (module: ChatRoomModule) => {
        if (!live || !host.current) return;
        unmount = module.mount(host.current, { to, lang, dir });
        setState('mounted');
      },
      (e: unknown) => {
        console.warn('[chat] could not load the chat room', e);
        if (live) setState('error');
      },
    );
    return () => {
      live = false;
      unmount?.();
    };
  }, [url, importer, to, lang, dir, attempt]);

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
      <Box ref={host} data-testid="chat-remote-host" sx={{ flex: 1, minHeight: 0 }} />
      {state === 'loading' && (
        <Box role="status" sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{t('translation:app.chat.loading')}</Typography>
        </Box>
      )}
      {state === 'error' && (
        <Box
          role="alert"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            p: 2,
            textAlign: 'center',
          }}
        >
          <Typography variant="body2">{t('room.remoteError')}</Typography>
          <Button size="small" variant="outlined" onClick={() => setAttempt((n) => n + 1)}>
            {t('room.retry')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
