import type { ReactNode } from 'react';
import type { NavItem } from '../../generated/schema-types';
import { LocaleLink } from './locale-link';
import { linkClass } from './controls';
import { UpcomingLink } from './upcoming-link';

export interface ItemLinkProps {
  item: NavItem;
  children: ReactNode;
  className?: string;
  /** `'inherit'`: the colour of the text around it instead of the link colour (MUI's Link colour). */
  color?: 'inherit';
  /** The link to the page being shown (a tab bar's current tab). */
  'aria-current'?: 'page';
  /** The link's name when its text is not there yet (a menu waiting for its text). */
  'aria-label'?: string;
  [data: `data-${string}`]: string | undefined;
}

/**
 * A link to a Decision item: internal paths get the language prefix and client routing; external
 * ones open as links; analytics attributes ride along. A plain anchor with the link look
 * (controls.css): the nav and the footer paint with the page.
 */
export function ItemLink({ item, children, className, color, ...data }: ItemLinkProps) {
  if (item.upcoming) {
    const fallback = (
      <ItemLink item={{ ...item, upcoming: false }} className={className} color={color} {...data}>
        {children}
      </ItemLink>
    );
    return (
      <UpcomingLink item={item} fallback={fallback} className={className} inherit={color === 'inherit'} {...data}>
        {children}
      </UpcomingLink>
    );
  }
  const collect = item.event ? { 'data-collect-event': item.event, 'data-collect-params': JSON.stringify(item.collect ?? {}) } : {};
  if (!item.href)
    return (
      <span className={className} {...collect} {...data}>
        {children}
      </span>
    );
  const look = linkClass(color, className);
  if (item.external)
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={look} {...collect} {...data}>
        {children}
      </a>
    );
  return (
    <LocaleLink to={item.href} className={look} {...collect} {...data}>
      {children}
    </LocaleLink>
  );
}
