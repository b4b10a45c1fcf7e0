import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { useQueries } from '@tanstack/react-query';
import { Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeRecordQueryOptions } from '../../api/herald-notice-record';
import { useDecision } from '../../decision/decision-store';
import { AnchoredPanel } from '../ui/anchored-panel';
import { REMINDER_TABS, type ReminderGroup } from './notice-route.utils';
import { enabledGroups } from './reminder-config.utils';
import { useNoticeSeen } from './use-notice-seen';
import { useReminderConfig } from './use-reminder-config';
import { useReminderTabs, type ReminderTabState } from './use-reminder-tabs';
import { lazyNamed } from '../ui/lazy-named';

// The panel (tabs, list) loads when the bell first opens (docs/performance.md).
const BellPanel = lazyNamed(() => import('./bell-panel'), 'BellPanel');

const BELL_PATH = 'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z';

/**
 * The header's notification bell (shell §4): a disclosure button with an unread badge and a
 * popover of reminder messages. Nothing loads until the first hover, focus or click; then each tab
 * fetches its own type. Renders nothing when the Decision hides `notification`.
 */
export function NotificationBell() {
  const visible = useDecision((d) => !d.hidden.includes('notification'));
  return visible ? <BellDisclosure /> : null;
}

function BellDisclosure() {
  const { t } = useTranslation();
  const [config] = useReminderConfig();
  const groups = enabledGroups(config);
  const tabs = useReminderTabs(groups);
  const [visited, setVisited] = useState<readonly string[]>([]);
  const [open, setOpen] = useState(false);
  const [seen, markSeen] = useNoticeSeen();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  // Armed once anything was visited; the active tab is always fetched from then on.
  const types = visited.length > 0 && tabs.type && !visited.includes(tabs.type) ? [...visited, tabs.type] : visited;
  const results = useQueries({ queries: types.map((type) => noticeRecordQueryOptions({ type })) });
  const active = tabs.type === undefined ? undefined : results[types.indexOf(tabs.type)];
  const loaded = results.flatMap((r) => r.data ?? []);
  const unread = loaded.filter((n) => n.send_timest > seen).length;

  const visit = (type: string | undefined) => {
    if (type !== undefined) setVisited((v) => (v.includes(type) ? v : [...v, type]));
  };
  const arm = () => {
    if (visited.length === 0) visit(tabs.type);
  };
  const trackedTabs: ReminderTabState = {
    ...tabs,
    selectType: (type) => { tabs.selectType(type); visit(type); },
    selectGroup: (group: ReminderGroup) => { tabs.selectGroup(group); visit(REMINDER_TABS[group][0]); },
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    markSeen(Math.max(0, ...loaded.map((n) => n.send_timest)));
    if (returnFocus) buttonRef.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    close(true);
  };

  return (
    <ClickAwayListener onClickAway={() => open && close(false)}>
      <Box sx={{ position: 'relative', display: 'inline-flex' }} onKeyDown={onKeyDown}>
        <IconButton
          ref={buttonRef}
          aria-label={unread > 0 ? t('notifications:bell.unread', { count: unread }) : t('notifications:bell.label')}
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onMouseEnter={arm}
          onFocus={arm}
          onClick={() => { arm(); if (open) close(false); else setOpen(true); }}
          data-testid="notification-bell"
        >
          <Badge badgeContent={unread} max={99} color="error" invisible={unread === 0} data-testid="notification-badge">
            <SvgIcon><path d={BELL_PATH} /></SvgIcon>
          </Badge>
        </IconButton>
        <AnchoredPanel open={open} anchor={buttonRef} align="end" zIndex={1300}>
          <Suspense fallback={null}>
            <BellPanel
              id={id}
              groups={groups}
              tabs={trackedTabs}
              rows={active?.isError ? [] : active?.data}
              loading={active?.isPending ?? false}
              onFollow={() => close(false)}
            />
          </Suspense>
        </AnchoredPanel>
      </Box>
    </ClickAwayListener>
  );
}
