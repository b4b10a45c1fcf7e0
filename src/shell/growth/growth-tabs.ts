import type { NavItem } from '../../generated/schema-types';

/** The growth item whose page is `path` (no language prefix; a trailing slash is the same page). */
export function currentTab(items: readonly NavItem[], path: string): NavItem | undefined {
  const here = path.replace(/\/+$/, '') || '/';
  return items.find((item) => item.href !== undefined && item.href.split('?')[0]!.replace(/\/+$/, '') === here);
}

/**
 * The item as the tab bar links it from the `current` tab: with the channel parameter its
 * `channelFrom` names for that tab (shell §2: clicks add a channel parameter for specific page
 * pairs), else as it is.
 */
export function tabTarget(item: NavItem, current: NavItem | undefined): NavItem {
  const channel = current && item.href && Object.hasOwn(item.channelFrom ?? {}, current.id) ? item.channelFrom![current.id] : undefined;
  if (!channel) return item;
  const [path, query] = item.href!.split('?', 2) as [string, string | undefined];
  const params = new URLSearchParams(query);
  params.set('channel', channel);
  return { ...item, href: `${path}?${params}` };
}
