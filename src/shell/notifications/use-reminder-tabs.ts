import { useState } from 'react';
import { groupOfType, REMINDER_TABS, type ReminderGroup } from './notice-route.utils';

export interface ReminderTabState {
  /** The active group; undefined when every group is switched off. */
  group: ReminderGroup | undefined;
  /** The active tab: the notice type to fetch. */
  type: string | undefined;
  selectType: (type: string) => void;
  selectGroup: (group: ReminderGroup) => void;
}

/** Active group and tab among the groups switched on; a tab of a group switched off falls back to the first. */
export function useReminderTabs(groups: readonly ReminderGroup[]): ReminderTabState {
  const [chosen, setChosen] = useState<string>();
  const chosenGroup = chosen === undefined ? undefined : groupOfType(chosen);
  const first = groups[0];
  const type = chosenGroup && groups.includes(chosenGroup) ? chosen : first && REMINDER_TABS[first][0];
  return {
    group: type === undefined ? undefined : groupOfType(type),
    type,
    selectType: setChosen,
    selectGroup: (group) => setChosen(REMINDER_TABS[group][0]),
  };
}
