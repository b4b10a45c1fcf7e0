// A session the shell has never seen (a uid cookie set by another app on the cookie domain, or
// storage cleared while logged in) has no remembered answers, so the first paint would be a
// visitor's shell and the user's bars would push the page down when the answers land (CLS).
// On the home page the boot asks for the answers itself and paints once they are in (main.ts,
// src/boot/first-answers.ts); elsewhere, or when they take longer, the page stays unpainted
// (visibility, not display: layout still runs) until the answers settle, HOLD_MS after the boot
// asked at the latest. Every other load paints at once.

/** The longest a first paint is held back; past it the page shows and a late bar may still shift it. */
export const HOLD_MS = 1200;

let release: (() => void) | undefined;

/** Hides `root` until `releaseFirstPaint()` or `holdMs`; returns whether it held. */
export function holdFirstPaint(root: HTMLElement, hold: boolean, holdMs = HOLD_MS): boolean {
  if (!hold) return false;
  root.style.visibility = 'hidden';
  const timer = setTimeout(() => release?.(), holdMs);
  release = () => {
    clearTimeout(timer);
    root.style.visibility = '';
    release = undefined;
  };
  return true;
}

/** Whether a first paint is held back now (false once released, and on every load that did not hold). */
export function firstPaintHeld(): boolean {
  return release !== undefined;
}

/** Shows the page if it was held (called once the backend's answers have settled). */
export function releaseFirstPaint(): void {
  release?.();
}
