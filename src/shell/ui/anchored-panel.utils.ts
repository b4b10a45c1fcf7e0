export type Align = 'start' | 'end';

/** Space kept between a panel and the viewport's edges. */
export const EDGE_PX = 8;

/**
 * Where a panel `width` wide goes under the anchor: aligned with the anchor's start edge ('start')
 * or end edge ('end'), the edges swapped right to left, then moved inside the viewport when it would
 * stick out (a panel wider than the viewport starts at its left edge).
 */
export function anchoredPosition(
  anchor: { left: number; right: number; bottom: number },
  width: number,
  viewportWidth: number,
  align: Align,
  rtl: boolean,
): { top: number; left: number } {
  const leftEdge = (align === 'start') !== rtl;
  const wanted = leftEdge ? anchor.left : anchor.right - width;
  const max = viewportWidth - EDGE_PX - width;
  return { top: Math.round(anchor.bottom), left: Math.round(Math.max(EDGE_PX, Math.min(wanted, max))) };
}
