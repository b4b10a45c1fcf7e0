/**
 * Geometry of the chat window (compliance §4.3, §9): the window's moves, sizes and docking, with
 * what chat-rect.ts holds for the closed chat (the stored box, its clamp and default place). Only
 * the window, which loads when the chat opens, imports this module.
 */

export * from './chat-rect';
import { clampNumber, clampRect, DEFAULT_SIZE, EDGE_GAP, MIN_SIZE, type ChatRect, type Viewport } from './chat-rect';

/** While focus is in the header the window drops below it, so the focused element is never covered. */
export const CHAT_Z_HEADER_FOCUS = 1050;
/** Size of the 'Enlarge' toggle (before clamping to the viewport). */
export const LARGE_WIDTH = 560;
/** One arrow-key press on the title bar moves (or, with Shift, resizes) the window by this much. */
export const KEY_STEP = 10;

/** Docked against the left or right edge, keeping its size and height on screen. */
export function dockRect(rect: ChatRect, side: 'left' | 'right', viewport: Viewport): ChatRect {
  const fitted = clampRect(rect, viewport);
  const left = side === 'left' ? Math.min(EDGE_GAP, viewport.width - fitted.width) : viewport.width - fitted.width - EDGE_GAP;
  return clampRect({ ...fitted, left }, viewport);
}

/** Moved by (dx, dy), stopping at the viewport edges. */
export function moveRect(rect: ChatRect, dx: number, dy: number, viewport: Viewport): ChatRect {
  return clampRect({ ...rect, left: rect.left + dx, top: rect.top + dy }, viewport);
}

/** Resized by (dw, dh) from the bottom-right corner, within MIN_SIZE and the viewport. */
export function resizeRect(rect: ChatRect, dw: number, dh: number, viewport: Viewport): ChatRect {
  const width = clampNumber(rect.width + dw, Math.min(MIN_SIZE.width, viewport.width), viewport.width - rect.left);
  const height = clampNumber(rect.height + dh, Math.min(MIN_SIZE.height, viewport.height), viewport.height - rect.top);
  return clampRect({ ...rect, width, height }, viewport);
}

/** Whether the box is (about) the enlarged size, so the toggle offers the default size back. */
export function isLarge(rect: ChatRect, viewport: Viewport): boolean {
  return rect.width >= Math.min(LARGE_WIDTH, viewport.width - 2 * EDGE_GAP) && rect.height >= viewport.height - 2 * EDGE_GAP - 1;
}

/**
 * The 'Enlarge' toggle: from any size to LARGE_WIDTH × the viewport's height (keeping the side
 * of the screen the window is on), and back to the default size at the same corner.
 */
export function toggleSize(rect: ChatRect, viewport: Viewport): ChatRect {
  const large = isLarge(rect, viewport);
  const width = large ? Math.min(DEFAULT_SIZE.width, viewport.width - 2 * EDGE_GAP) : Math.min(LARGE_WIDTH, viewport.width - 2 * EDGE_GAP);
  const height = large ? Math.min(DEFAULT_SIZE.height, viewport.height - 2 * EDGE_GAP) : viewport.height - 2 * EDGE_GAP;
  const onRight = rect.left + rect.width / 2 > viewport.width / 2;
  const left = onRight ? rect.left + rect.width - width : rect.left;
  const top = large ? rect.top + rect.height - height : EDGE_GAP;
  return clampRect({ left, top, width, height }, viewport);
}
