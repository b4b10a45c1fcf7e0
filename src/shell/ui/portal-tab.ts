import type { KeyboardEvent, RefObject } from 'react';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The visible elements Tab stops at under `root`, in document order. */
export function tabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => !el.hasAttribute('hidden') && el.offsetParent !== null);
}

/**
 * Tab order for a panel rendered in a portal (a header menu, the bell): the portal sits at the end
 * of the document, so the browser would take Tab from the button to whatever follows it in the
 * header and reach the panel only after the footer. These handlers carry Tab from the open panel's
 * button into its first control, Shift+Tab from its first control back to the button, and Tab from
 * its last control to what follows the button (`onLeave` closes the panel).
 */
export function portalTabHandlers(
  button: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  open: boolean,
  onLeave: () => void,
): {
  onButtonKey: (e: KeyboardEvent) => void;
  onPanelKey: (e: KeyboardEvent) => void;
} {
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || e.shiftKey || !open || !panel.current) return;
    const first = tabbables(panel.current)[0];
    if (first) {
      e.preventDefault();
      first.focus();
    }
  };
  const onPanelKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || !panel.current) return;
    const items = tabbables(panel.current);
    if (e.shiftKey && document.activeElement === items[0]) {
      e.preventDefault();
      button.current?.focus();
    } else if (!e.shiftKey && document.activeElement === items.at(-1)) {
      e.preventDefault();
      const all = tabbables(document).filter((el) => !panel.current!.contains(el));
      onLeave();
      all[all.indexOf(button.current!) + 1]?.focus();
    }
  };
  return { onButtonKey, onPanelKey };
}
