import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import '../ui/controls.css';
import './prefs-disclosure.css';
import { ChevronDownIcon } from '../ui/icons';

/** 'popover' floats under the button (desktop header); 'inline' opens in the flow (mobile drawer, nested entries). */
export type PrefsVariant = 'popover' | 'inline';

/** Lets the header keep one menu open at a time (shell §4); each menu runs on its own without it. */
export interface MenuControl {
  variant?: PrefsVariant;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export interface PanelApi {
  /** Closes the panel; focus goes back to the button unless `returnFocus` is false. */
  close: (returnFocus?: boolean) => void;
}

interface Props extends MenuControl {
  label: ReactNode;
  /** Accessible name when `label` shows no text (an icon alone). */
  ariaLabel?: string;
  /**
   * What the button is for, said after its visible text (the title, so the name still starts with
   * what is seen, WCAG 2.5.3); the name itself where the text is hidden (the globe alone below 1600 px).
   * Inline (the phone drawer and the preferences panel) the visible text is the title's words and
   * the value, which name the button by themselves: no title there.
   */
  title?: string;
  /** 'menu' for the menu-button pattern (ArrowDown/ArrowUp open it); otherwise a disclosure. */
  haspopup?: 'menu';
  /** Names the panel (a labelled group); leave out when the panel holds a labelled menu. */
  panelLabel?: string;
  testId?: string;
  /** Called when the button is pointed at or focused: a panel whose code is fetched on use can start now. */
  onIntent?: () => void;
  children: (api: PanelApi) => ReactNode;
}

function Chevron({ open }: { open: boolean }) {
  return <ChevronDownIcon className={open ? 'm-prefs__chevron m-prefs__chevron--open' : 'm-prefs__chevron'} />;
}

/**
 * WAI-ARIA disclosure / menu button: a button with aria-expanded and aria-controls; Esc closes the
 * panel and returns focus to the button; a press outside a floating panel closes it.
 */
export function PrefsDisclosure({
  label,
  ariaLabel,
  title,
  haspopup,
  panelLabel,
  testId,
  onIntent,
  variant = 'popover',
  open: openProp,
  onOpenChange,
  children,
}: Props) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const panelId = `${useId()}-panel`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const inline = variant === 'inline';

  const setOpen = (next: boolean): void => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const close = (returnFocus = true): void => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const latestClose = useRef(close);
  latestClose.current = close;

  useEffect(() => {
    if (!open || inline) return undefined;
    const onPointerDown = (e: PointerEvent): void => {
      if (!rootRef.current?.contains(e.target as Node)) latestClose.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, inline]);

  const onKeyDown = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || !open) return;
    // Nested panels (entries inside the settings menu) close one level per Esc.
    e.stopPropagation();
    e.preventDefault();
    close(true);
  };
  const onButtonKeyDown = (e: KeyboardEvent): void => {
    if (haspopup === 'menu' && !open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div ref={rootRef} onKeyDown={onKeyDown} data-testid={testId} className={inline ? 'm-prefs m-prefs--inline' : 'm-prefs'}>
      <button
        type="button"
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup={haspopup}
        aria-label={ariaLabel}
        title={inline ? undefined : title}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        className="m-plain-btn m-menu-trigger m-prefs__button"
      >
        <span className="m-prefs__label">{label}</span>
        <Chevron open={open} />
      </button>
      <div id={panelId} hidden={!open} role={panelLabel ? 'group' : undefined} aria-label={panelLabel} className="m-prefs__panel">
        {open && children({ close })}
      </div>
    </div>
  );
}
