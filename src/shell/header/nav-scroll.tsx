import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../ui/controls';
import './nav-scroll.css';

export const NAV_SCROLL_STEP = 200;
const INITIAL_CHECK_MS = 100;

/** How far a row can scroll towards its start and its end, whatever the text direction. */
export function scrollRoom(el: { scrollLeft: number; scrollWidth: number; clientWidth: number }, rtl: boolean): { back: boolean; forward: boolean } {
  const max = el.scrollWidth - el.clientWidth;
  const pos = rtl ? -el.scrollLeft : el.scrollLeft; // Chromium/Firefox: RTL scrollLeft runs 0 → -max
  return { back: pos > 1, forward: pos < max - 1 };
}

/** A horizontally scrolling nav row with back/forward arrows shown only when it overflows (shell spec §2, §9). */
export function NavScroll({ children, rtl }: { children: ReactNode; rtl: boolean }) {
  const { t } = useTranslation('header');
  const row = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ back: false, forward: false });
  const check = useCallback(() => { if (row.current) setRoom(scrollRoom(row.current, rtl)); }, [rtl]);
  useEffect(() => {
    const timer = setTimeout(check, INITIAL_CHECK_MS);
    window.addEventListener('resize', check);
    return () => { clearTimeout(timer); window.removeEventListener('resize', check); };
  }, [check]);
  const scroll = (dir: 1 | -1) => row.current?.scrollBy({ left: dir * NAV_SCROLL_STEP * (rtl ? -1 : 1), behavior: 'smooth' });
  const arrow = (dir: 1 | -1, show: boolean) => show && (
    <button type="button" onClick={() => scroll(dir)} aria-label={t(dir === 1 ? 'scrollForward' : 'scrollBack')} className={iconButtonClass({ size: 'small' }, 'm-nav-scroll__arrow')} data-testid={dir === 1 ? 'nav-forward' : 'nav-back'}>
      <span aria-hidden className={rtl ? 'm-nav-scroll__mirror' : undefined}>{dir === 1 ? '›' : '‹'}</span>
    </button>
  );
  return (
    <div className="m-nav-scroll">
      {arrow(-1, room.back)}
      <div ref={row} onScroll={check} className="m-nav-scroll__row">
        {children}
      </div>
      {arrow(1, room.forward)}
    </div>
  );
}
