import { memo, startTransition, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../generated/schema-types';
import { useDecision } from '../../decision/decision-store';
import { ItemLink } from '../ui/shell-link';
import { HeaderMenu } from './header-menu';
import { ItemSlot } from './item-slot';
import { useMenuText } from '../ui/use-menu-text';
import { useNavFit } from './use-nav-fit';
import { prefetchMenuText } from '../../lib/menu-text';
import './main-nav.css';
import { dataKey } from '../../lib/i18n-keys';

const collectOf = (item: NavItem): Record<string, string> =>
  item.event ? { 'data-collect-event': item.event, 'data-collect-params': JSON.stringify(item.collect ?? {}) } : {};

/**
 * A mega-menu's items: title and one-line description, links with the language prefix. The items
 * are plain elements styled from the list's class, so opening a menu computes no style per item
 * (input to next paint, issue 10). An item without a link may be a feature's control (ItemSlot).
 */
export const MenuItems = memo(function MenuItems({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const slot = useContext(ItemSlot);
  // The items' text comes with the menu text (docs/performance-method.md, the 185 KB ceiling; issue 42). Should a menu open before it
  // is here, its links are there (Tab moves into the panel, a click goes where it should), each showing a grey bar where its title
  // and description will be and named "Loading…" meanwhile: never a link without a name, never keys nor another language.
  const ready = useMenuText(items.flatMap((c) => (c.desc ? [c.title, c.desc] : [c.title])));
  const text = (key: string) => t(dataKey(key));
  const loading = ready ? undefined : t('app.shell.loading');
  return (
    <ul className={items.length > 8 ? 'm-menu-items m-menu-items--two' : 'm-menu-items'} aria-busy={!ready || undefined}>
      {items.map((c) => {
        const own = !c.href && !c.children ? ready ? slot?.(c) : <span className="menu-item menu-item--pending" /> : null;
        return (
          <li key={c.id}>
            {own ?? (
              <ItemLink item={c} className={ready ? 'menu-item' : 'menu-item menu-item--pending'} data-item={c.id} aria-label={loading}>
                <span className="menu-item-title">
                  {ready && text(c.title)}
                  {ready && c.badge && <span className="menu-item-badge">{t(dataKey(c.badge))}</span>}
                </span>
                {c.desc && <span className="menu-item-desc">{ready && text(c.desc)}</span>}
              </ItemLink>
            )}
          </li>
        );
      })}
    </ul>
  );
});

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
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  // The placeholder has the market panel's width and height, so the menu does not resize when it comes.
  return ready ? children : <div className="m-nav__panel-pending" aria-hidden="true" data-testid="panel-pending" />;
}

/** The items that did not fit the row, in the "More" menu: a mega-menu as a titled group, a link as itself. */
function OverflowItems({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  return (
    <div className="m-nav__overflow" data-testid="nav-overflow">
      {items.map((item) =>
        item.children?.length ? (
          <section key={item.id} className="m-nav__overflow-group">
            <h2 className="m-nav__overflow-title">{t(dataKey(item.title))}</h2>
            <MenuItems items={item.children} />
          </section>
        ) : (
          <div key={item.id} className="m-nav__overflow-group">
            <MenuItems items={[item]} />
          </div>
        ),
      )}
    </div>
  );
}

/**
 * The top-level navigation of the Decision: plain links and mega-menus; `panelFor` may add a
 * market panel beside a mega-menu's items (trade, futures …). Which items exist is the
 * Decision's; how many fit the row is layout: the rest go into a "More" menu, never cut.
 */
export function MainNav({ panelFor, onIntent }: { panelFor?: (item: NavItem) => ReactNode; onIntent?: () => void }) {
  const { t } = useTranslation();
  const intent = () => {
    prefetchMenuText();
    onIntent?.();
  };
  const items = useDecision((d) => d.header.filter((i) => i.group === 'main'));
  const list = useRef<HTMLUListElement>(null);
  const fit = useNavFit(list, items.length);
  const out = fit < items.length;
  return (
    <nav
      aria-label={t('app.shell.mainNav')}
      data-testid="main-nav"
      className="m-nav"
      // The header's first intent fetches what an open menu shows (docs/performance-method.md, the 185 KB ceiling).
      onPointerEnter={intent}
      onFocus={intent}
    >
      <ul ref={list} className="m-nav__list">
        {items.map((item, i) => {
          const panel = panelFor?.(item);
          return (
            <li key={item.id} className={i >= fit ? 'm-nav__out' : undefined} inert={i >= fit} aria-hidden={i >= fit || undefined}>
              {item.children?.length ? (
                <HeaderMenu
                  id={item.id}
                  label={t(dataKey(item.title))}
                  collect={collectOf(item)}
                  panelClass={panel ? 'm-nav__mega' : undefined}
                >
                  <div className="m-nav__menu">
                    <div className="m-nav__items">
                      <MenuItems items={item.children} />
                    </div>
                    {panel && <AfterFirstPaint>{panel}</AfterFirstPaint>}
                  </div>
                </HeaderMenu>
              ) : (
                <ItemLink item={item} className="m-nav__link" data-item={item.id}>
                  {t(dataKey(item.title))}
                </ItemLink>
              )}
            </li>
          );
        })}
        <li className={out ? undefined : 'm-nav__out'} inert={!out} aria-hidden={!out || undefined} data-testid="nav-more">
          <HeaderMenu id="nav_overflow" label={t('nav.more.title')} panelClass="m-nav__overflow-panel">
            {out && <OverflowItems items={items.slice(fit)} />}
          </HeaderMenu>
        </li>
      </ul>
    </nav>
  );
}
