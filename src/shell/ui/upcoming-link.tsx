import Link, { type LinkProps } from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useDecision } from '../../decision/decision-store';
import { useShellState } from '../../decision/shell-state';
import type { NavItem } from '../../generated/schema-types';

/** The dialog a special link asks the rules for (rules/dialogs-prompts.yaml eu-upcoming). */
export const UPCOMING_DIALOG = 'eu_upcoming';

/**
 * A special link (`upcoming: true`): where the Decision keeps `eu_special_links` it is a button that
 * asks for the 'Stay tuned!' dialog instead of navigating; elsewhere it is the plain link `fallback` renders.
 */
export function UpcomingLink({ item, fallback, children, ...rest }: { item: NavItem; fallback: ReactNode; children: ReactNode } & Omit<LinkProps, 'href'>) {
  const active = useDecision((d) => !d.hidden.includes('eu_special_links'));
  const request = useShellState((s) => s.request);
  if (!active) return <>{fallback}</>;
  const collect = item.event ? { 'data-collect-event': item.event, 'data-collect-params': JSON.stringify(item.collect ?? {}) } : {};
  return (
    <Link component="button" type="button" aria-haspopup="dialog" data-upcoming="" onClick={() => request(UPCOMING_DIALOG)}
      {...collect} {...rest} sx={[{ font: 'inherit', verticalAlign: 'baseline', textAlign: 'start', p: 0 }, ...(Array.isArray(rest.sx) ? rest.sx : [rest.sx])]}>
      {children}
    </Link>
  );
}
