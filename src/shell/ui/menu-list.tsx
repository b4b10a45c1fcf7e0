import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type LiHTMLAttributes,
  type ReactNode,
} from 'react';
import './menu-list.css';

const ITEM = '[role=menuitem],[role=menuitemradio],[role=menuitemcheckbox]';
const TYPE_AHEAD_MS = 500;

interface Roving {
  active: string | undefined;
  setActive: (key: string) => void;
}
const RovingContext = createContext<Roving>({ active: undefined, setActive: () => undefined });

/**
 * MUI's MenuList by hand (role=menu): one tab stop on the selected item (or the first), focused when
 * the list mounts with `autoFocusItem`; ArrowUp/ArrowDown (wrapping), Home and End move focus among
 * the items, and typed letters jump to the next item starting with them.
 */
export function MenuList({
  selected,
  autoFocusItem,
  onKeyDown,
  className,
  children,
  ...rest
}: {
  /** The `value` of the selected item: the list's tab stop. */
  selected?: string;
  autoFocusItem?: boolean;
  onKeyDown?: (e: KeyboardEvent<HTMLUListElement>) => void;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(selected);
  const typed = useRef({ text: '', at: 0 });
  const items = () =>
    [...(list.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])].filter((el) => el.getAttribute('aria-disabled') !== 'true');

  useLayoutEffect(() => {
    if (!autoFocusItem) return;
    const all = items();
    (all.find((el) => el.tabIndex === 0) ?? all[0])?.focus();
  }, [autoFocusItem]);

  const move = (e: KeyboardEvent<HTMLUListElement>): boolean => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: at < 0 ? all.length - 1 : (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    }[e.key];
    if (next !== undefined && all.length > 0) {
      all[next]!.focus();
      return true;
    }
    if (e.key.length !== 1 || e.key === ' ') return false;
    const key = e.key.toLowerCase();
    const now = performance.now();
    const t = typed.current;
    t.text = now - t.at > TYPE_AHEAD_MS ? key : t.text + key;
    t.at = now;
    // As MUI: a repeated letter cycles through the items starting with it; a word stays on a match.
    // Unit by unit, as t.text[0] is one unit: an astral letter (two units) is matched as a word.
    const repeating = t.text.split('').every((c) => c === t.text[0]);
    const prefix = repeating ? t.text[0]! : t.text;
    const starts = (el: HTMLElement) => (el.textContent ?? '').trim().toLowerCase().startsWith(prefix);
    if (!repeating && all[at] && starts(all[at])) return true;
    const found = [...all.slice(at + 1), ...all.slice(0, at + 1)].find(starts);
    found?.focus();
    return !!found;
  };
  const keyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (!(e.ctrlKey || e.metaKey || e.altKey) && move(e)) e.preventDefault();
    onKeyDown?.(e);
  };

  return (
    <RovingContext value={{ active: active ?? firstKey(children), setActive }}>
      <ul
        ref={list}
        role="menu"
        tabIndex={-1}
        className={className ? `m-menu-list ${className}` : 'm-menu-list'}
        onKeyDown={keyDown}
        {...rest}
      >
        {children}
      </ul>
    </RovingContext>
  );
}

function firstKey(children: ReactNode): string | undefined {
  const first = Array.isArray(children) ? children[0] : children;
  return (first as { props?: { value?: string } } | undefined)?.props?.value;
}

/**
 * MUI's MenuItem by hand: an `li` that Enter (on key down) and Space (on key up) press like a button;
 * a `menuitemradio`/`menuitemcheckbox` says whether it is checked.
 */
export function MenuItem({
  value,
  selected = false,
  role = 'menuitem',
  onClick,
  className,
  children,
  ...rest
}: {
  value: string;
  selected?: boolean;
  role?: 'menuitem' | 'menuitemradio' | 'menuitemcheckbox';
  onClick: () => void;
  className?: string;
  children: ReactNode;
} & Omit<LiHTMLAttributes<HTMLLIElement>, 'onClick' | 'role' | 'value'>) {
  const { active, setActive } = useContext(RovingContext);
  const checkable = role !== 'menuitem';
  return (
    <li
      role={role}
      aria-checked={checkable ? selected : undefined}
      tabIndex={active === value ? 0 : -1}
      className={`m-menu-item${selected ? ' m-menu-item--selected' : ''}${className ? ` ${className}` : ''}`}
      {...rest}
      onFocus={(e) => {
        setActive(value);
        rest.onFocus?.(e);
      }}
      onClick={onClick}
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget) return;
        if (e.key === ' ') e.preventDefault();
        if (e.key === 'Enter') {
          e.preventDefault();
          onClick();
        }
      }}
      onKeyUp={(e) => {
        if (e.key === ' ' && e.target === e.currentTarget && !e.defaultPrevented) onClick();
      }}
    >
      {children}
    </li>
  );
}
