import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { REMINDER_TABS, type ReminderGroup } from './notice-route.utils';
import type { ReminderTabState } from './use-reminder-tabs';

const small = { minHeight: 32, minWidth: 0, px: 1.25, py: 0.5, fontSize: 13, textTransform: 'none' } as const;

/** The group tabs and, under them, the notice-type tabs of the active group. */
export function ReminderTabs({ groups, tabs, panelId }: { groups: readonly ReminderGroup[]; tabs: ReminderTabState; panelId: string }) {
  const { t } = useTranslation();
  if (!tabs.group || !tabs.type) return null;
  return (
    <>
      <Tabs value={tabs.group} onChange={(_, g: ReminderGroup) => tabs.selectGroup(g)} aria-label={t('notifications:reminder.groups_label')} sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider' }}>
        {groups.map((g) => (
          <Tab key={g} value={g} label={t(`notifications:groups.${g}`)} sx={{ ...small, minHeight: 40, fontWeight: 600 }} data-group={g} />
        ))}
      </Tabs>
      <Tabs value={tabs.type} onChange={(_, type: string) => tabs.selectType(type)} variant="scrollable" scrollButtons={false} aria-label={t('notifications:reminder.types_label')} sx={{ minHeight: 32 }}>
        {REMINDER_TABS[tabs.group].map((type) => (
          <Tab key={type} value={type} label={t(`notifications:types.${type}`)} aria-controls={panelId} sx={small} data-type={type} />
        ))}
      </Tabs>
    </>
  );
}
