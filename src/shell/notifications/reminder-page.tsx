import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoticeRecord } from '../../api/herald-notice-record';
import { REMINDER_CONFIG_PATH } from './notice-route.utils';
import { enabledGroups } from './reminder-config.utils';
import { ReminderList } from './reminder-list';
import { ReminderTabs } from './reminder-tabs';
import { useReminderConfig } from './use-reminder-config';
import { useReminderTabs } from './use-reminder-tabs';
import { LocaleLink } from '../ui/locale-link';
import { useDecision } from '../../decision/decision-store';

/** The message list page ({prefix}/reminder): group and type tabs over one page of messages. */
export function ReminderPage() {
  const { t } = useTranslation(['translation', 'notifications']);
  const [config] = useReminderConfig();
  const groups = enabledGroups(config);
  const tabs = useReminderTabs(groups);
  const lang = useDecision((d) => d.locale.lang);
  const query = useNoticeRecord({ type: tabs.type ?? '', lang }, tabs.type !== undefined);
  const panelId = `${useId()}-list`;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 3, py: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('notifications:page.title')}
        </Typography>
        <Button component={LocaleLink} to={REMINDER_CONFIG_PATH} size="small" data-testid="reminder-settings-link">
          {t('notifications:page.settings')}
        </Button>
      </Box>
      <Paper variant="outlined">
        <ReminderTabs groups={groups} tabs={tabs} panelId={panelId} />
        <Box id={panelId} role="tabpanel">
          <ReminderList rows={query.isError || !tabs.type ? [] : query.data} loading={tabs.type !== undefined && query.isPending} />
        </Box>
      </Paper>
    </Box>
  );
}
