import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NoticeRecord } from '../../api/herald-notice-record';
import { REMINDER_PATH, type ReminderGroup } from './notice-route.utils';
import { ReminderList } from './reminder-list';
import { ReminderTabs } from './reminder-tabs';
import type { ReminderTabState } from './use-reminder-tabs';
import { LocaleLink } from '../ui/locale-link';

/** Shell §9: popover 352 px wide, reminder list area 313 px high. */
export const BELL_POPOVER_WIDTH = 352;
export const BELL_LIST_HEIGHT = 313;

interface BellPanelProps {
  id: string;
  groups: readonly ReminderGroup[];
  tabs: ReminderTabState;
  rows: readonly NoticeRecord[] | undefined;
  loading: boolean;
  onFollow: () => void;
}

/** The bell's popover content: title, 'View all', tabs and one tab's messages. */
export function BellPanel({ id, groups, tabs, rows, loading, onFollow }: BellPanelProps) {
  const { t } = useTranslation(['translation', 'notifications']);
  const panelId = `${id}-list`;
  return (
    <Paper
      id={id}
      component="section"
      aria-label={t('notifications:bell.title')}
      elevation={8}
      sx={{ width: BELL_POPOVER_WIDTH, maxWidth: '100vw', mt: 1 }}
      data-testid="notification-panel"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 0.5 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
          {t('notifications:bell.title')}
        </Typography>
        <Link
          component={LocaleLink}
          to={REMINDER_PATH}
          onClick={onFollow}
          underline="hover"
          sx={{ fontSize: 13 }}
          data-testid="notification-view-all"
        >
          {t('notifications:bell.view_all')}
        </Link>
      </Box>
      <ReminderTabs groups={groups} tabs={tabs} panelId={panelId} />
      <Box id={panelId} role="tabpanel" sx={{ height: BELL_LIST_HEIGHT, overflowY: 'auto' }}>
        <ReminderList rows={rows} loading={loading} dense fallbackHref={REMINDER_PATH} onFollow={onFollow} />
      </Box>
    </Paper>
  );
}
