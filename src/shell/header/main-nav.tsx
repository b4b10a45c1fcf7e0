import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../generated/schema-types';
import { useDecision } from '../../decision/decision-store';
import { ItemLink } from '../ui/shell-link';
import { Disclosure } from './disclosure';
import { NavScroll } from './nav-scroll';

const collectOf = (item: NavItem): Record<string, string> => (item.event ? { 'data-collect-event': item.event, 'data-collect-params': JSON.stringify(item.collect ?? {}) } : {});

/** A mega-menu's items: title and one-line description, links with the language prefix. */
export function MenuItems({ items, prefix }: { items: readonly NavItem[]; prefix: string }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5, gridTemplateColumns: items.length > 8 ? '1fr 1fr' : '1fr' }}>
      {items.map((c) => (
        <li key={c.id}>
          <ItemLink item={c} prefix={prefix} color="text.primary" data-item={c.id}
            sx={{ display: 'block', px: 1.5, py: 1, borderRadius: 1, minHeight: 24, '&:hover, &:focus-visible': { bgcolor: 'action.hover', textDecoration: 'none' } }}>
            <Typography component="span" sx={{ display: 'block', fontSize: 14, fontWeight: 600 }}>{t(c.title)}{c.badge && <Box component="span" sx={{ ml: 1, px: 0.5, fontSize: 10, borderRadius: 0.5, bgcolor: 'warning.main', color: 'warning.contrastText' }}>{t(c.badge)}</Box>}</Typography>
            {c.desc && <Typography component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>{t(c.desc)}</Typography>}
          </ItemLink>
        </li>
      ))}
    </Box>
  );
}

/**
 * The top-level navigation of the Decision: plain links and mega-menus; `panelFor` may add a
 * market panel beside a menu's items (trade, futures …).
 */
export function MainNav({ panelFor }: { panelFor?: (item: NavItem) => ReactNode }) {
  const { t } = useTranslation();
  const items = useDecision((d) => d.header.filter((i) => i.group === 'main'));
  const prefix = useDecision((d) => d.locale.prefix);
  const rtl = useDecision((d) => d.locale.dir === 'rtl');
  return (
    <Box component="nav" aria-label={t('app.shell.mainNav')} data-testid="main-nav" sx={{ display: 'flex', minWidth: 0, flex: 1 }}>
      <NavScroll rtl={rtl}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {items.map((item) => (
            <li key={item.id}>
              {item.children?.length ? (
                <Disclosure id={item.id} label={t(item.title)} collect={collectOf(item)} panelSx={panelFor?.(item) ? { minWidth: 720 } : undefined}>
                  <Box sx={{ display: 'flex', gap: 2 }}>
                    <Box sx={{ flex: '0 0 auto', minWidth: 240 }}><MenuItems items={item.children} prefix={prefix} /></Box>
                    {panelFor?.(item)}
                  </Box>
                </Disclosure>
              ) : (
                <ItemLink item={item} prefix={prefix} color="text.primary" data-item={item.id}
                  sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 40, px: 1, fontSize: 14, fontWeight: 500, whiteSpace: 'nowrap' }}>{t(item.title)}</ItemLink>
              )}
            </li>
          ))}
        </Box>
      </NavScroll>
    </Box>
  );
}
