/** Market list geometry and timing (shell §9). */
export const ROW_HEIGHT = 58;
/** A row is drawn this tall inside its 58 px slot; the rest is the gap to the next row. */
export const ROW_DRAWN_HEIGHT = 49;
export const LIST_HEIGHT = 530;
/** Rows drawn beyond the visible window, on each side, so a fling between two debounced updates shows no gap. */
export const EXTRA_ROWS = 9;
export const SCROLL_DEBOUNCE_MS = 200;
/** 'View All' shows once the list has scrolled this far. */
export const VIEW_ALL_AFTER_PX = 450;

/** Half-open range [start, end) of row indexes to draw for a scroll position. */
export function windowRange(scrollTop: number, count: number, viewport = LIST_HEIGHT): { start: number; end: number } {
  const first = Math.max(0, Math.floor(Math.max(0, scrollTop) / ROW_HEIGHT));
  const visible = Math.ceil(viewport / ROW_HEIGHT);
  const start = Math.max(0, Math.min(first, count) - EXTRA_ROWS);
  const end = Math.min(count, first + visible + EXTRA_ROWS);
  return { start, end: Math.max(start, end) };
}

/** The scrollTop that brings row `index` fully into view, or `scrollTop` itself when it already is. */
export function scrollTopToShow(index: number, scrollTop: number, viewport = LIST_HEIGHT): number {
  const top = index * ROW_HEIGHT;
  const bottom = top + ROW_DRAWN_HEIGHT;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewport) return bottom - viewport;
  return scrollTop;
}
