import { useQueries } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeRecordQueryOptions } from '../../api/herald-notice-record';
import { useDecision } from '../../decision/decision-store';
import { AnchoredPanel } from '../ui/anchored-panel';
import { portalTabHandlers } from '../ui/portal-tab';
import { iconButtonClass } from '../ui/controls';
import { REMINDER_TABS, type ReminderGroup } from './notice-route.utils';
import { enabledGroups } from './reminder-config.utils';
import { useNoticeSeen } from './use-notice-seen';
import { useReminderConfig } from './use-reminder-config';
import { useReminderTabs, type ReminderTabState } from './use-reminder-tabs';
import { lazyNamed } from '../ui/lazy-named';
import { useNamespaces } from '../ui/use-namespaces';
import './notification-bell.css';
import { BellIcon } from '../ui/icons/bell';
import { useHttp } from '../../api/http-context';

// The panel (tabs, list) loads when the bell first opens (docs/performance-method.md).
const BellPanel = lazyNamed(() => import('./bell-panel'), 'BellPanel', { ns: ['notifications'] });

/**
 * The header's notification bell (shell §4): a disclosure button with an unread badge and a
 * popover of reminder messages. Nothing loads until the first hover, focus or click; then each tab
 * fetches its own type. Renders nothing when the Decision hides `notification`.
 */
export function NotificationBell() {
  useNamespaces(['notifications']);
  const visible = useDecision((d) => !d.hidden.includes('notification'));
  return visible ? <BellDisclosure /> : null;
}

function BellDisclosure() {
  const { t } = useTranslation(['translation', 'notifications']);
  const [config] = useReminderConfig();
  const groups = enabledGroups(config);
  const tabs = useReminderTabs(groups);
  const [visited, setVisited] = useState<readonly string[]>([]);
  const [open, setOpen] = useState(false);
  const [seen, markSeen] = useNoticeSeen();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();

  // Armed once anything was visited; the active tab is always fetched from then on.
  const types = visited.length > 0 && tabs.type && !visited.includes(tabs.type) ? [...visited, tabs.type] : visited;
  const http = useHttp();
  const lang = useDecision((d) => d.locale.lang);
  const results = useQueries({ queries: types.map((type) => noticeRecordQueryOptions({ type, lang }, http)) });
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
    selectType: (type) => {
      tabs.selectType(type);
      visit(type);
    },
    selectGroup: (group: ReminderGroup) => {
      tabs.selectGroup(group);
      visit(REMINDER_TABS[group][0]);
    },
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    markSeen(Math.max(0, ...loaded.map((n) => n.send_timest)));
    if (returnFocus) buttonRef.current?.focus();
  };
  // A press outside the bell and its panel (a portal) closes it, as MUI's ClickAwayListener did.
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (target && (rootRef.current?.contains(target) || panelRef.current?.contains(target))) return;
      closeRef.current(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  // The panel is in a portal: Tab goes from the open bell into it and out of it after its last control.
  const { onButtonKey, onPanelKey } = portalTabHandlers(buttonRef, panelRef, open, () => close(false));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    close(true);
  };

  return (
    <div ref={rootRef} className="m-bell" onKeyDown={onKeyDown}>
      <button
        type="button"
        ref={buttonRef}
        className={iconButtonClass()}
        aria-label={unread > 0 ? t('notifications:bell.unread', { count: unread }) : t('notifications:bell.label')}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onMouseEnter={arm}
        onFocus={arm}
        onClick={() => {
          arm();
          if (open) close(false);
          else setOpen(true);
        }}
        onKeyDown={onButtonKey}
        data-testid="notification-bell"
      >
        <span className="m-badge" data-testid="notification-badge">
          <BellIcon className="m-svg-icon" />
          <span className={unread === 0 ? 'm-badge__count m-badge__count--hidden' : 'm-badge__count'}>
            {unread > 99 ? '99+' : unread || ''}
          </span>
        </span>
      </button>
      <AnchoredPanel open={open} anchor={buttonRef} align="end" zIndex={1300}>
        <div ref={panelRef} onKeyDown={onPanelKey}>
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
        </div>
      </AnchoredPanel>
    </div>
  );
}
