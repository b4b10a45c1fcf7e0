import { useEffect, type RefObject } from 'react';
import { clearScroll } from './focus-clear.utils';

/** The room a floating element added at the page's end, one per document, shared by every user of the hook. */
const ROOM_ATTR = 'data-focus-room';
/** Hooks enabled now: the room stays while any of them is. */
let users = 0;

/**
 * Elements the page's scroll does not move, or that another rule keeps clear: inside a fixed layer
 * (menus, dialogs and panels in portals sit above the chat and the toolbar) or inside the page header
 * (the chat drops below the header while focus is there, use-header-focus.ts).
 */
function outOfScope(target: Element): boolean {
  if (target.closest('header')) return true;
  for (let el: Element | null = target; el && el !== document.body; el = el.parentElement)
    if (getComputedStyle(el).position === 'fixed') return true;
  return false;
}

function room(doc: Document): HTMLElement {
  let el = doc.querySelector<HTMLElement>(`[${ROOM_ATTR}]`);
  if (!el) {
    el = doc.createElement('div');
    el.setAttribute(ROOM_ATTR, '');
    el.setAttribute('aria-hidden', 'true');
    el.style.height = '0px';
    doc.body.append(el);
  }
  return el;
}

/**
 * While `enabled`, the element in `cover` (a floating window, a fixed toolbar) never hides the keyboard
 * focus (WCAG 2.2, 2.4.11): when an element of the page outside it takes focus under it, the page
 * scrolls that element clear of it, adding room at the page's end when the page is too short (that
 * room goes when the last user of the hook goes). It acts a frame after the focus, once the browser's own
 * scroll-into-view is done; it never moves the cover, which stays where the visitor put it. A
 * cover dragged over the very top of the page can still hide the first elements: nothing is above
 * them to scroll.
 */
export function useFocusClear(cover: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const doc = document;
    let frame = 0;
    users += 1;
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target;
      if (!(target instanceof Element)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const own = cover.current;
        if (!own || own.contains(target) || !target.isConnected || doc.activeElement !== target) return;
        const scroller = doc.scrollingElement ?? doc.documentElement;
        const { delta, extra } = clearScroll(target.getBoundingClientRect(), own.getBoundingClientRect(), {
          height: window.innerHeight,
          scrollTop: scroller.scrollTop,
          scrollHeight: scroller.scrollHeight,
        });
        // The overlap is two rectangles; the scope check walks the ancestors' computed styles, so it goes second.
        if (!delta || outOfScope(target)) return;
        if (extra) {
          const space = room(doc);
          space.style.height = `${Number.parseFloat(space.style.height) + extra}px`;
        }
        window.scrollBy({ top: delta, behavior: 'instant' });
      });
    };
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      doc.removeEventListener('focusin', onFocusIn);
      users -= 1;
      if (!users) doc.querySelector(`[${ROOM_ATTR}]`)?.remove();
    };
  }, [cover, enabled]);
}
