import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NoticeRecord } from '../../api/herald-notice-record';
import { noticeRoute, REMINDER_CONFIG_PATH } from './notice-route.utils';
import { formatNoticeTime, noticeIsoTime } from './notice-time.utils';
import { LocaleLink } from '../ui/locale-link';

interface ListProps {
  rows: readonly NoticeRecord[] | undefined;
  loading: boolean;
  /** Compact rows (the bell's popover): content clamped to two lines. */
  dense?: boolean;
  /** Target of a message whose type and extras name none; without it such a message is plain text. */
  fallbackHref?: string;
  /** Called after a message or the settings button is followed (the bell closes). */
  onFollow?: () => void;
}

/** Empty reminder list (shell §8): the no-data text and a go-to-settings button. */
export function ReminderEmpty({ onFollow }: { onFollow?: () => void }) {
  const { t } = useTranslation(['translation', 'notifications']);
  return (
    <Box sx={{ py: 5, px: 2, textAlign: 'center' }} data-testid="reminder-empty">
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('notifications:reminder.nodata')}</Typography>
      <Button component={LocaleLink} to={REMINDER_CONFIG_PATH} variant="outlined" size="small" onClick={onFollow}>
        {t('notifications:reminder.go_settings')}
      </Button>
    </Box>
  );
}

function MessageText({ notice, dense, lang }: { notice: NoticeRecord; dense: boolean; lang: string }) {
  const iso = noticeIsoTime(notice.send_timest);
  const clamp = dense ? { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : {};
  return (
    <Box sx={{ minWidth: 0, width: '100%' }}>
      {/* Server text is rendered as text only: React escapes it, no HTML is interpreted. Its
          direction is its own (dir="auto"): an English message on an Arabic page keeps its full stop at the end. */}
      <Typography dir="auto" sx={{ fontWeight: 600, fontSize: dense ? 14 : 16 }} noWrap={dense}>
        {notice.title}
      </Typography>
      <Typography dir="auto" sx={{ color: 'text.secondary', fontSize: dense ? 13 : 14, mt: 0.25, ...clamp }}>
        {notice.content}
      </Typography>
      {iso && (
        <Typography component="time" dateTime={iso} sx={{ color: 'text.secondary', fontSize: 12, mt: 0.5, display: 'block' }}>
          {formatNoticeTime(notice.send_timest, lang)}
        </Typography>
      )}
    </Box>
  );
}

/** Reminder messages of one tab: loading skeleton, empty state or the list. */
export function ReminderList({ rows, loading, dense = false, fallbackHref, onFollow }: ListProps) {
  const { t, i18n } = useTranslation(['translation', 'notifications']);
  if (loading) {
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label={t('notifications:reminder.loading')}
        data-testid="reminder-loading"
        sx={{ px: 2, py: 1 }}
      >
        {[0, 1, 2].map((i) => (
          <Box key={i} sx={{ py: 1 }}>
            <Skeleton width="60%" />
            <Skeleton />
            <Skeleton width="30%" />
          </Box>
        ))}
      </Box>
    );
  }
  if (!rows || rows.length === 0) return <ReminderEmpty onFollow={onFollow} />;
  return (
    <List dense={dense} disablePadding aria-label={t('notifications:reminder.list')} data-testid="reminder-list">
      {rows.map((notice) => {
        const route = noticeRoute(notice) ?? fallbackHref;
        const text = <MessageText notice={notice} dense={dense} lang={i18n.language} />;
        return (
          <ListItem key={notice.msg_id} disablePadding divider data-msg={notice.msg_id}>
            {route ? (
              <ListItemButton component={LocaleLink} to={route} onClick={onFollow} sx={{ alignItems: 'flex-start' }}>
                {text}
              </ListItemButton>
            ) : (
              <Box sx={{ px: 2, py: 1, width: '100%' }}>{text}</Box>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
