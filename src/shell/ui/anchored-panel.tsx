import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { anchoredPosition, type Align } from './anchored-panel.utils';
import { useShellLook } from './shell-look';

/**
 * A header panel (menus, the bell), in a portal under its button (a scrolling nav row cannot clip it):
 * fixed-positioned below the button, aligned with its start or end edge (mirrored right to left),
 * kept inside the viewport, and placed again on scroll and resize. Takes the place of MUI's Popper
 * (Popper.js), which the home page would otherwise load for this alone (docs/performance-method.md).
 */
export function AnchoredPanel({
  open,
  anchor,
  align,
  zIndex,
  children,
}: {
  open: boolean;
  anchor: RefObject<HTMLElement | null>;
  align: Align;
  zIndex: number;
  children: ReactNode;
}) {
  const rtl = useShellLook().dir === 'rtl';
  const box = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    if (!open) {
      setPlace(null);
      return undefined;
    }
    const update = (): void => {
      const a = anchor.current;
      const b = box.current;
      if (!a || !b) return;
      const next = anchoredPosition(a.getBoundingClientRect(), b.offsetWidth, document.documentElement.clientWidth, align, rtl);
      setPlace((p) => (p && p.top === next.top && p.left === next.left ? p : next));
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    // Content that arrives later (a lazily loaded panel) changes the width an end-aligned panel needs.
    const sized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (box.current) sized?.observe(box.current);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
      sized?.disconnect();
    };
  }, [open, anchor, align, rtl]);

  if (!open) return null;
  return createPortal(
    // Until it is placed (the same layout pass, before paint) the panel is measured where it cannot be seen.
    <div
      ref={box}
      style={{ position: 'fixed', top: place?.top ?? 0, left: place?.left ?? 0, zIndex, visibility: place ? undefined : 'hidden' }}
    >
      {children}
    </div>,
    document.body,
  );
}
