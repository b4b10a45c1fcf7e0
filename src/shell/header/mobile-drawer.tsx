import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../generated/schema-types';
import { iconButtonClass } from '../ui/controls';
import { lazyNamed } from '../ui/lazy-named';
import { loadMenuText } from '../../lib/menu-text';
import type { AuthOpener } from './auth-button';
import './mobile-drawer.css';

// The drawer's sheet (MUI Drawer and accordions) loads when the menu button is first pointed at,
// focused or pressed, before the click that opens it (docs/performance-method.md).
// With the menu text (docs/performance-method.md, the 185 KB ceiling), which its groups show.
const loadPanel = () => Promise.all([import('./mobile-drawer-panel'), loadMenuText().catch(() => {})]).then(([panel]) => panel);
const preloadPanel = (): void => {
  void loadPanel();
};
const MobileDrawerPanel = lazyNamed(loadPanel, 'MobileDrawerPanel');

/** The side drawer below 992 px: its menu button, and the sheet once it was first opened. */
export function MobileDrawer({
  prefs,
  onAuth,
  deposit,
  balance,
}: {
  prefs?: ReactNode;
  onAuth?: AuthOpener;
  deposit?: (item: NavItem) => ReactNode;
  balance?: ReactNode;
}) {
  const th = useTranslation('header').t;
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={th('menu')}
        aria-expanded={open}
        data-testid="drawer-open"
        onPointerEnter={preloadPanel}
        onPointerDown={preloadPanel}
        onFocus={preloadPanel}
        className={iconButtonClass({}, 'm-drawer-open')}
      >
        ☰
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileDrawerPanel open={open} onClose={() => setOpen(false)} prefs={prefs} onAuth={onAuth} deposit={deposit} balance={balance} />
        </Suspense>
      )}
    </>
  );
}
