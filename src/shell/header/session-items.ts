import type { NavItem } from '../../generated/schema-types';

/** Header items only a session's Decision has, whose parts load on demand (session-parts.ts, the bell). */
const SESSION_ITEMS: ReadonlySet<string> = new Set(['profile_menu', 'logout_menu', 'reminder_menu']);

/** Whether a Decision's header shows any of the on-demand session parts. */
export function showsSessionParts(header: readonly Pick<NavItem, 'id'>[]): boolean {
  return header.some((i) => SESSION_ITEMS.has(i.id));
}

/** The profile card and logout menu (no React here: the boot's first half may start the download). */
export const importSessionParts = () => import('./session-parts');
