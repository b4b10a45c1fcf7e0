import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { REMINDER_TABS, type ReminderGroup } from './notice-route.utils';
import type { ReminderTabState } from './use-reminder-tabs';

const small = { minHeight: 32, minWidth: 0, px: 1.25, py: 0.5, fontSize: 13, textTransform: 'none' } as const;
/**
 * The notice types wrap onto a second line rather than scroll: a scrolling row cut the last label
 * mid-word ('Referra' in the bell, 'Refer' at 390 px). A moving underline cannot follow a wrapped
 * row, so the selected type is a filled pill instead. Its label is in the text colour: the primary blue
 * on the pill's tint was under 4.5:1 (4.4:1 light, 2.4:1 on the bell's raised panel in dark mode; issue 23).
 */
const wrapping = {
  minHeight: 32,
  '& .MuiTabs-list': { flexWrap: 'wrap', gap: 0.5, py: 0.5 },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root': { borderRadius: 4 },
  '& .MuiTab-root.Mui-selected': { bgcolor: 'action.selected', color: 'text.primary' },
} as const;

/** The group tabs and, under them, the notice-type tabs of the active group. */
export function ReminderTabs({ groups, tabs, panelId }: { groups: readonly ReminderGroup[]; tabs: ReminderTabState; panelId: string }) {
  const { t } = useTranslation(['translation', 'notifications']);
  if (!tabs.group || !tabs.type) return null;
  return (
    <>
      <Tabs
        value={tabs.group}
        onChange={(_, g: ReminderGroup) => tabs.selectGroup(g)}
        aria-label={t('notifications:reminder.groups_label')}
        sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider', '& .MuiTabs-list': { flexWrap: 'wrap' } }}
        data-testid="reminder-groups"
      >
        {groups.map((g) => (
          <Tab key={g} value={g} label={t(`notifications:groups.${g}`)} sx={{ ...small, minHeight: 40, fontWeight: 600 }} data-group={g} />
        ))}
      </Tabs>
      <Tabs
        value={tabs.type}
        onChange={(_, type: string) => tabs.selectType(type)}
        aria-label={t('notifications:reminder.types_label')}
        sx={wrapping}
        data-testid="reminder-types"
      >
        {REMINDER_TABS[tabs.group].map((type) => (
          <Tab key={type} value={type} label={t(`notifications:types.${type}`)} aria-controls={panelId} sx={small} data-type={type} />
        ))}
      </Tabs>
    </>
  );
}
