import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellLook } from '../ui/shell-look';
import '../ui/controls.css';
import './demo-live-switch.css';

/**
 * The test network's demo/live trading switch (shell spec §1): demo is here, live is the main site.
 * A toggle group as MUI's ToggleButtonGroup: one tab stop, arrow keys (mirrored right to left),
 * Home and End move between the two.
 */
export function DemoLiveSwitch({ liveHref }: { liveHref: string }) {
  const { t } = useTranslation('header');
  const rtl = useShellLook().dir === 'rtl';
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.shiftKey || e.ctrlKey || e.metaKey) return;
    const items = [...(group.current?.querySelectorAll<HTMLElement>('.m-toggle') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 }[e.key];
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? items.length - 1
          : step === undefined
            ? undefined
            : (at + step + items.length) % items.length;
    if (next === undefined) return;
    e.preventDefault();
    items.forEach((el, i) => {
      el.tabIndex = i === next ? 0 : -1;
    });
    items[next]?.focus();
  };
  return (
    <div ref={group} role="group" aria-label={t('demoTrading')} data-testid="demo-live-switch" className="m-toggles" onKeyDown={onKeyDown}>
      <button type="button" value="demo" aria-pressed="true" tabIndex={0} className="m-plain-btn m-toggle m-toggle--selected">
        {t('demoTrading')}
      </button>
      <a href={liveHref} tabIndex={-1} className="m-plain-btn m-toggle">
        {t('liveTrading')}
      </a>
    </div>
  );
}
