import Box from '@mui/material/Box';
import { memo, startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../generated/schema-types';
import { useDecision } from '../../decision/decision-store';
import { ItemLink } from '../ui/shell-link';
import { Disclosure } from './disclosure';
import { NavScroll } from './nav-scroll';

const collectOf = (item: NavItem): Record<string, string> => (item.event ? { 'data-collect-event': item.event, 'data-collect-params': JSON.stringify(item.collect ?? {}) } : {});

/**
 * Styles of every item, set once on the list: the items themselves are plain elements, so opening
 * a menu does not compute a style per item (input to next paint, issue 10).
 */
const MENU_ITEMS_SX = {
  listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5,
  '& .menu-item': { display: 'block', px: 1.5, py: 1, borderRadius: 1, minHeight: 24, color: 'text.primary', textDecoration: 'none' },
  '& .menu-item:hover, & .menu-item:focus-visible': { bgcolor: 'action.hover', textDecoration: 'none' },
  '& .menu-item-title': { display: 'block', fontSize: 14, fontWeight: 600, lineHeight: 1.5 },
  '& .menu-item-badge': { ml: 1, px: 0.5, fontSize: 10, borderRadius: 0.5, bgcolor: 'warning.main', color: 'warning.contrastText' },
  '& .menu-item-desc': { display: 'block', fontSize: 12, lineHeight: 1.5, color: 'text.secondary' },
} as const;
const TWO_COLUMNS_SX = { ...MENU_ITEMS_SX, gridTemplateColumns: '1fr 1fr' } as const;

/** A mega-menu's items: title and one-line description, links with the language prefix. */
export const MenuItems = memo(function MenuItems({ items, prefix }: { items: readonly NavItem[]; prefix: string }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={items.length > 8 ? TWO_COLUMNS_SX : MENU_ITEMS_SX}>
      {items.map((c) => (
        <li key={c.id}>
          <ItemLink item={c} prefix={prefix} className="menu-item" data-item={c.id}>
            <span className="menu-item-title">{t(c.title)}{c.badge && <span className="menu-item-badge">{t(c.badge)}</span>}</span>
            {c.desc && <span className="menu-item-desc">{t(c.desc)}</span>}
          </ItemLink>
        </li>
      ))}
    </Box>
  );
});

/** Width and height the market panel takes, kept while it is still to come so the menu does not resize. */
const PANEL_PLACEHOLDER_SX = { width: 400, minHeight: 640 } as const;

/**
 * Renders `children` only after the menu's first frame was painted: a mega-menu opens with its
 * items at once (input to next paint), and a heavy market panel beside them fills in just after,
 * as an interruptible transition, in a box of its own size.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer set inside the frame callback runs once that frame has been painted.
    const frame = requestAnimationFrame(() => { timer = setTimeout(() => startTransition(() => setReady(true))); });
    return () => { cancelAnimationFrame(frame); clearTimeout(timer); };
  }, []);
  return ready ? children : <Box sx={PANEL_PLACEHOLDER_SX} aria-hidden="true" data-testid="panel-pending" />;
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
          {items.map((item) => {
            const panel = panelFor?.(item);
            return (
            <li key={item.id}>
              {item.children?.length ? (
                <Disclosure id={item.id} label={t(item.title)} collect={collectOf(item)} panelSx={panel ? { minWidth: 720 } : undefined}>
                  <Box sx={{ display: 'flex', gap: 2 }}>
                    <Box sx={{ flex: '0 0 auto', minWidth: 240 }}><MenuItems items={item.children} prefix={prefix} /></Box>
                    {panel && <AfterFirstPaint>{panel}</AfterFirstPaint>}
                  </Box>
                </Disclosure>
              ) : (
                <ItemLink item={item} prefix={prefix} color="text.primary" data-item={item.id}
                  sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 40, px: 1, fontSize: 14, fontWeight: 500, whiteSpace: 'nowrap' }}>{t(item.title)}</ItemLink>
              )}
            </li>
            );
          })}
        </Box>
      </NavScroll>
    </Box>
  );
}
