import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { AnchoredPanel } from './anchored-panel';
import { ChevronDownIcon } from './icons/chevron-down';
import { portalTabHandlers } from './portal-tab';
import './controls.css';
import './disclosure.css';

const HOVER_CLOSE_MS = 150;
/** A click this soon after hover opened the menu confirms it rather than closing it. */
export const HOVER_CLICK_GRACE_MS = 400;

/**
 * Where the panel opens. 'anchored': a header menu, in a portal under the button (a scrolling nav
 * row cannot clip it); hover opens it on pointer devices and focus moving elsewhere closes it.
 * 'popover': floats under the button in the flow (the preference menus of the desktop header).
 * 'inline': opens in the flow (the phone drawer, entries nested in a menu).
 */
export type DisclosureVariant = 'anchored' | 'popover' | 'inline';
/** The preference menus' two places. */
export type PrefsVariant = Exclude<DisclosureVariant, 'anchored'>;

/** Lets an owner keep one menu open at a time (shell §4); each menu runs on its own without it. */
export interface MenuControl {
  variant?: PrefsVariant;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export interface PanelApi {
  /** Closes the panel; focus goes back to the button unless `returnFocus` is false. */
  close: (returnFocus?: boolean) => void;
}

export interface DisclosureProps {
  label: ReactNode;
  /** Accessible name when `label` shows no text (an icon alone). */
  ariaLabel?: string;
  /**
   * The button's title. Preference menus: what the button is for, said after its visible text (so the
   * name still starts with what is seen, WCAG 2.5.3); never inline, where the visible text names the button.
   */
  title?: string;
  /** 'menu' for the menu-button pattern (ArrowDown/ArrowUp open it); otherwise a disclosure. */
  haspopup?: 'menu';
  /** Names the panel (a labelled group); leave out when the panel holds a labelled menu. */
  panelLabel?: string;
  testId?: string;
  /** Called when the button is pointed at or focused: a panel whose code is fetched on use can start now. */
  onIntent?: () => void;
  variant?: DisclosureVariant;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** 'anchored': the panel's side under the button. */
  align?: 'start' | 'end';
  /** 'anchored': a class for the panel beside its own (a wider mega-menu). */
  panelClass?: string;
  /** 'anchored': the menu's name in `data-menu` on the button and `data-panel` on the panel. */
  menuId?: string;
  /** 'anchored': analytics attributes for the button. */
  collect?: Record<string, string>;
  /** The panel's content; a function is called only while the panel is open. */
  children: ReactNode | ((api: PanelApi) => ReactNode);
}

/**
 * The one WAI-ARIA disclosure (and menu button) of the shell: a button with aria-expanded and
 * aria-controls shows a panel; a click toggles it, Esc closes it and returns focus to the button, a
 * press outside a floating panel closes it. Open state is its own, or its owner's (`open` and
 * `onOpenChange`: the header keeps one menu open at a time).
 */
export function Disclosure(props: DisclosureProps) {
  const { variant = 'popover', open: openProp, onOpenChange } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const button = useRef<HTMLButtonElement>(null);
  const setOpen = (next: boolean): void => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const close = (returnFocus = true): void => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const state = { open, setOpen, close, button };
  return variant === 'anchored' ? (
    <AnchoredDisclosure {...props} {...state} />
  ) : (
    <FlowDisclosure {...props} {...state} inline={variant === 'inline'} />
  );
}

interface State {
  open: boolean;
  setOpen: (open: boolean) => void;
  close: (returnFocus?: boolean) => void;
  button: RefObject<HTMLButtonElement | null>;
}

/** Calls `close` (kept fresh) while `on`, for `type` events outside what `inside` accepts. */
function useDismiss(on: boolean, inside: (node: Node) => boolean, close: () => void, types: readonly ('pointerdown' | 'focusin')[]): void {
  const latest = useRef({ inside, close });
  latest.current = { inside, close };
  useEffect(() => {
    if (!on) return undefined;
    const away = (e: Event): void => {
      if (!latest.current.inside(e.target as Node)) latest.current.close();
    };
    for (const type of types) document.addEventListener(type, away);
    return () => {
      for (const type of types) document.removeEventListener(type, away);
    };
  }, [on, types]);
}

const ANCHORED_DISMISS = ['pointerdown', 'focusin'] as const;
const FLOW_DISMISS = ['pointerdown'] as const;

/** A header menu: the button, and its panel in a portal; hover opens it on pointer devices. */
function AnchoredDisclosure({
  label,
  ariaLabel,
  title,
  menuId,
  collect,
  panelClass,
  align = 'start',
  children,
  open,
  setOpen,
  close,
  button,
}: DisclosureProps & State) {
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const leave = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hoverOpenedAt = useRef(0);
  const openNow = useRef(open);
  openNow.current = open;
  const inside = (node: Node | null) => !!node && (!!button.current?.contains(node) || !!panel.current?.contains(node));
  useDismiss(open, inside, () => close(false), ANCHORED_DISMISS);
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    if (!open) return undefined;
    // Esc anywhere closes the open header menu (its panel is in a portal, outside this tree).
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') latestClose.current(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const hover = (e: PointerEvent, enter: boolean) => {
    if (e.pointerType !== 'mouse') return;
    clearTimeout(leave.current);
    if (enter && !openNow.current) {
      // The events' own times (when the visitor moved and clicked), not when this code runs: a slow
      // render of the opening menu must not eat the grace and turn the confirming click into a close.
      hoverOpenedAt.current = e.timeStamp;
      setOpen(true);
    } else if (!enter) leave.current = setTimeout(() => close(false), HOVER_CLOSE_MS);
  };
  const click = (e: MouseEvent) => {
    if (open && e.timeStamp - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return;
    setOpen(!open);
  };
  // The panel lives in a portal: carry Tab focus into it and back out in document order.
  const { onButtonKey, onPanelKey } = portalTabHandlers(button, panel, open, () => close(false));

  return (
    <>
      <button
        type="button"
        ref={button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        title={title}
        onClick={click}
        onKeyDown={onButtonKey}
        data-menu={menuId}
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
          data-panel={menuId}
          onKeyDown={onPanelKey}
          onPointerEnter={(e) => hover(e, true)}
          onPointerLeave={(e) => hover(e, false)}
          className={panelClass ? `m-disclosure__panel ${panelClass}` : 'm-disclosure__panel'}
        >
          {typeof children === 'function' ? children({ close }) : children}
        </div>
      </AnchoredPanel>
    </>
  );
}

/** A preference menu: the button and its panel in the flow, floating under it or inline. */
function FlowDisclosure({
  label,
  ariaLabel,
  title,
  haspopup,
  panelLabel,
  testId,
  onIntent,
  inline,
  children,
  open,
  setOpen,
  close,
  button,
}: DisclosureProps & State & { inline: boolean }) {
  const panelId = `${useId()}-panel`;
  const root = useRef<HTMLDivElement>(null);
  useDismiss(
    open && !inline,
    (node) => !!root.current?.contains(node),
    () => close(false),
    FLOW_DISMISS,
  );

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
    <div ref={root} onKeyDown={onKeyDown} data-testid={testId} className={inline ? 'm-prefs m-prefs--inline' : 'm-prefs'}>
      <button
        type="button"
        ref={button}
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
        <ChevronDownIcon className={open ? 'm-prefs__chevron m-prefs__chevron--open' : 'm-prefs__chevron'} />
      </button>
      <div id={panelId} hidden={!open} role={panelLabel ? 'group' : undefined} aria-label={panelLabel} className="m-prefs__panel">
        {open && (typeof children === 'function' ? children({ close }) : children)}
      </div>
    </div>
  );
}
