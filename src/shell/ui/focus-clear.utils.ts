/**
 * Where focus must not hide (WCAG 2.2, 2.4.11 Focus Not Obscured): a floating window or toolbar
 * stays where it is, and the page scrolls the focused element clear of it. This is the arithmetic;
 * `use-focus-clear.ts` applies it in the browser.
 */

/** The box of an element on screen, in viewport pixels. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Pixels kept between the focused element and the content it was under. */
export const CLEAR_GAP = 8;

/** True when the two boxes share an area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** How the page's document scroller stands: the viewport's height, its scroll and the page's height. */
export interface View {
  height: number;
  scrollTop: number;
  scrollHeight: number;
}

/**
 * The vertical scroll that brings `target` clear of `cover` inside the viewport (positive: the page
 * moves up), and the room to add at the page's end first when the page is too short for it; `delta`
 * 0 when the target is already clear or nothing can clear it. Two ways are weighed, the target just
 * above the cover or just below it, each only if the target then fits in the viewport; a way up the
 * page needs that much page above. The shorter scroll wins. Room at the end is what lets the page's
 * last links come up from under a window docked at the bottom.
 */
export function clearScroll(target: Box, cover: Box, view: View): { delta: number; extra: number } {
  if (!overlaps(target, cover)) return { delta: 0, extra: 0 };
  const height = target.bottom - target.top;
  const ways: number[] = [];
  // Above the cover: the target's bottom goes to the cover's top less the gap.
  if (cover.top - CLEAR_GAP - height >= 0 && cover.top - CLEAR_GAP <= view.height) ways.push(target.bottom - (cover.top - CLEAR_GAP));
  // Below the cover: the target's top goes to the cover's bottom plus the gap.
  if (cover.bottom + CLEAR_GAP >= 0 && cover.bottom + CLEAR_GAP + height <= view.height) ways.push(target.top - (cover.bottom + CLEAR_GAP));
  const possible = ways.filter((d) => d >= 0 || -d <= view.scrollTop);
  if (!possible.length) return { delta: 0, extra: 0 };
  const delta = possible.reduce((best, d) => (Math.abs(d) < Math.abs(best) ? d : best));
  const below = view.scrollHeight - view.height - view.scrollTop;
  return { delta, extra: delta > 0 ? Math.max(0, Math.ceil(delta - below)) : 0 };
}
