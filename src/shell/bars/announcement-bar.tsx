import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { withPrefix } from '../../app/locale-path';
import { useBulletin } from '../../api/fullsite-bulletin';
import { useDecision } from '../../decision/decision-store';
import { useShellState } from '../../decision/shell-state';
import { safeRelativePath } from '../../lib/safe-link';
import { closeAnnouncement, rememberLastAnnouncement } from './bar-storage';
import { CloseButton } from '../ui/close-button';
import { Marquee } from './marquee';

function MegaphoneIcon() {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: 18, height: 18, flexShrink: 0, color: 'primary.main' }}>
      <path fill="currentColor" d="M18 3v18l-6-4H8l1 4H6l-1-4H4a2 2 0 01-2-2V9a2 2 0 012-2h8l6-4zm2 6a3 3 0 010 6z" />
    </Box>
  );
}

/**
 * The global announcement (shell §4): server text shown as text, its link only when it is a
 * relative path. Closing stores the content id (the Decision then drops the bar until a new id
 * comes); every answer is remembered so the next first paint reserves the slot only if it will
 * show. Until the answer arrives the slot stays empty, at its reserved height.
 */
export function AnnouncementBar() {
  const { t } = useTranslation('footer');
  const prefix = useDecision((d) => d.locale.prefix);
  const stored = useShellState((s) => s.stored);
  const { data, isFetched } = useBulletin(true);
  const id = data ? String(data.content_id) : null;

  useEffect(() => {
    if (isFetched && rememberLastAnnouncement(id) && id === null) stored();
  }, [isFetched, id, stored]);

  if (!data || id === null) return <Box sx={{ height: '100%', bgcolor: 'action.hover' }} aria-hidden="true" />;
  const internal = safeRelativePath(data.link);
  const close = () => {
    closeAnnouncement(id);
    stored();
    document.getElementById('content')?.focus();
  };
  return (
    <Box component="section" aria-label={t('bars.announcement')} data-testid="announcement" data-content-id={id}
      sx={{ height: '100%', display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1.5, sm: 3 }, bgcolor: 'action.hover', fontSize: 13, color: 'text.primary' }}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1, justifyContent: { md: 'center' } }}>
        <MegaphoneIcon />
        <Marquee>
          {internal ? <Link component={RouterLink} to={withPrefix(prefix, internal)} color="inherit">{data.content}</Link> : data.content}
        </Marquee>
      </Box>
      <CloseButton small label={t('bars.closeAnnouncement')} onClick={close} />
    </Box>
  );
}
