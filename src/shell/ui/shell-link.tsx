import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLink } from '../../lib/router/router';
import type { NavItem } from '../../generated/schema-types';
import { withPrefix } from '../../app/locale-path';
import { UpcomingLink } from './upcoming-link';

/** A link to a Decision item: internal paths get the language prefix and client routing; external ones open as links; analytics attributes ride along. */
export function ItemLink({ item, prefix, children, ...rest }: { item: NavItem; prefix: string } & Omit<LinkProps, 'href'>) {
  if (item.upcoming) return <UpcomingLink item={item} {...rest} fallback={<ItemLink item={{ ...item, upcoming: false }} prefix={prefix} {...rest}>{children}</ItemLink>}>{children}</UpcomingLink>;
  const collect = item.event ? { 'data-collect-event': item.event, 'data-collect-params': JSON.stringify(item.collect ?? {}) } : {};
  if (!item.href) return <Box component="span" sx={rest.sx} color={rest.color as string} className={rest.className} {...collect}>{children}</Box>;
  if (item.external) return <Link href={item.href} target="_blank" rel="noopener noreferrer" {...collect} {...rest}>{children}</Link>;
  return <Link component={RouterLink} to={withPrefix(prefix, item.href)} {...collect} {...rest}>{children}</Link>;
}
