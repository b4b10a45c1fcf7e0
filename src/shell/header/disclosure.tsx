import { useEffect, useId, useRef, type ReactNode } from 'react';
import { AnchoredPanel } from '../ui/anchored-panel';
import { ChevronDownIcon } from '../ui/icons';
import { portalTabHandlers } from '../ui/portal-tab';
import { useHeaderMenu } from './menu-state';
import '../ui/controls.css';
import './disclosure.css';

const HOVER_CLOSE_MS = 150;
/** A click this soon after hover opened the menu confirms it rather than closing it. */
export const HOVER_CLICK_GRACE_MS = 400;
/**
 * The WAI-ARIA disclosure-navigation pattern: a button with aria-expanded controls a panel.
 * Click or Enter toggles (clicking the open one closes it), hover opens on pointer devices,
 * Esc closes and returns focus to the button, and only one header menu is open at a time. The
 * panel renders in a portal so a scrolling nav row cannot clip it.
 */
export function Disclosure({
  id,
  label,
  ariaLabel,
  children,
  panelClass,
  align = 'start',
  collect,
}: {
  id: string;
  label: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  collect?: Record<string, string>;
  /** A class for the panel beside its own (a wider mega-menu). */
  panelClass?: string;
  /** The button's name when `label` is an icon. */
  ariaLabel?: string;
}) {
  const open = useHeaderMenu((s) => s.open === id);
  const { toggle, show, close } = useHeaderMenu.getState();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const leave = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hoverOpenedAt = useRef(0);
  const inside = (node: EventTarget | null) => !!node && (button.current?.contains(node as Node) || panel.current?.contains(node as Node));

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close(id);
      button.current?.focus();
    };
    const onDown = (e: PointerEvent) => {
      if (!inside(e.target)) close(id);
    };
    const onFocus = (e: FocusEvent) => {
      if (!inside(e.target)) close(id);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, id, close]);

  const hover = (e: React.PointerEvent, enter: boolean) => {
    if (e.pointerType !== 'mouse') return;
    clearTimeout(leave.current);
    if (enter && useHeaderMenu.getState().open !== id) {
      hoverOpenedAt.current = Date.now();
      show(id);
    } else if (!enter) leave.current = setTimeout(() => close(id), HOVER_CLOSE_MS);
  };
  const click = () => {
    if (open && Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return;
    toggle(id);
  };
  // The panel lives in a portal: carry Tab focus into it and back out in document order.
  const { onButtonKey, onPanelKey } = portalTabHandlers(button, panel, open, () => close(id));

  return (
    <>
      <button
        type="button"
        ref={button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        title={ariaLabel}
        onClick={click}
        onKeyDown={onButtonKey}
        data-menu={id}
        {...collect}
        onPointerEnter={(e) => hover(e, true)}
        onPointerLeave={(e) => hover(e, false)}
        className="m-plain-btn m-menu-trigger m-disclosure"
      >
        {label}
        <ChevronDownIcon className="m-disclosure__chevron" />
      </button>
      <AnchoredPanel open={open} anchor={button} align={align} zIndex={1250}>
        <div
          ref={panel}
          id={panelId}
          data-panel={id}
          onKeyDown={onPanelKey}
          onPointerEnter={(e) => hover(e, true)}
          onPointerLeave={(e) => hover(e, false)}
          className={panelClass ? `m-disclosure__panel ${panelClass}` : 'm-disclosure__panel'}
        >
          {children}
        </div>
      </AnchoredPanel>
    </>
  );
}
