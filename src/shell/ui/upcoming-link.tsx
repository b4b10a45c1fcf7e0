import type { ReactNode } from 'react';
import { useDecision } from '../../decision/decision-store';
import { useShellState } from '../../decision/shell-state';
import type { NavItem } from '../../generated/schema-types';
import { linkClass } from './controls';
import './upcoming-link.css';

/** The dialog a special link asks the rules for (rules/dialogs-prompts.yaml eu-upcoming). */
export const UPCOMING_DIALOG = 'eu_upcoming';

/**
 * A special link (`upcoming: true`): where the Decision keeps `eu_special_links` it is a button that
 * asks for the 'Stay tuned!' dialog instead of navigating; elsewhere it is the plain link `fallback` renders.
 * `className` and the data attributes go on the button.
 */
export function UpcomingLink({
  item,
  fallback,
  children,
  className,
  inherit = false,
  ...data
}: {
  item: NavItem;
  fallback: ReactNode;
  children: ReactNode;
  className?: string;
  /** The colour of the text around it (MUI's `color="inherit"`) instead of the link colour. */
  inherit?: boolean;
} & Record<`data-${string}`, string | undefined>) {
  const active = useDecision((d) => !d.hidden.includes('eu_special_links'));
  const request = useShellState((s) => s.request);
  if (!active) return <>{fallback}</>;
  const collect = item.event ? { 'data-collect-event': item.event, 'data-collect-params': JSON.stringify(item.collect ?? {}) } : {};
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-upcoming=""
      onClick={() => request(UPCOMING_DIALOG)}
      {...collect}
      {...data}
      className={linkClass(inherit ? 'inherit' : undefined, className ? `m-upcoming ${className}` : 'm-upcoming')}
    >
      {children}
    </button>
  );
}
