/**
 * What the chat needs of its geometry while the window is closed or its code loads (compliance
 * §4.3, §9): the stored box, read and written by the store, and the loading frame's place. The
 * window's own moves (dock, move, resize, enlarge) are in chat-position.utils.ts, which loads with
 * the window (docs/performance-method.md, issue 41). The box is four numbers in viewport pixels
 * (left, top, width, height), always physical (left is the left edge in RTL too).
 */

export interface ChatRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** Stacking: above the header (1100), below MUI drawers, menus and modal dialogs (1200+). */
export const CHAT_Z = 1150;

/** Default size (compliance §9: 360 by 700 px). */
export const DEFAULT_SIZE = { width: 360, height: 700 } as const;
/** Smallest box the composer and a few messages still fit in. */
export const MIN_SIZE = { width: 300, height: 360 } as const;
/** Gap kept between a placed (default, docked) window and the viewport edge. */
export const EDGE_GAP = 16;

export type StoredPosition = { status: 'absent' } | { status: 'ok'; rect: ChatRect } | { status: 'invalid'; raw: string };

const FIELDS = ['left', 'top', 'width', 'height'] as const;

/**
 * The stored box: JSON with four finite numbers, width and height positive. Anything else is
 * 'invalid' (the caller logs it and uses the default).
 */
export function parseStoredPosition(raw: string | null): StoredPosition {
  if (raw === null || raw === '') return { status: 'absent' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: 'invalid', raw };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { status: 'invalid', raw };
  const record = value as Record<string, unknown>;
  const rect = {} as ChatRect;
  for (const f of FIELDS) {
    const n = record[f];
    if (typeof n !== 'number' || !Number.isFinite(n)) return { status: 'invalid', raw };
    rect[f] = n;
  }
  if (rect.width <= 0 || rect.height <= 0) return { status: 'invalid', raw };
  return { status: 'ok', rect };
}

export function serializePosition(rect: ChatRect): string {
  return JSON.stringify({
    left: Math.round(rect.left),
    top: Math.round(rect.top),
    width: Math.round(rect.width),
    height: Math.round(rect.height),
  });
}

/** `n` within [min, max]; min wins when the range is empty. */
export const clampNumber = (n: number, min: number, max: number): number => Math.min(Math.max(n, min), Math.max(min, max));

/**
 * The box fitted into the viewport: no larger than the viewport (nor smaller than MIN_SIZE where
 * the viewport allows), then moved so every edge is on screen.
 */
export function clampRect(rect: ChatRect, viewport: Viewport): ChatRect {
  const width = clampNumber(rect.width, Math.min(MIN_SIZE.width, viewport.width), viewport.width);
  const height = clampNumber(rect.height, Math.min(MIN_SIZE.height, viewport.height), viewport.height);
  return {
    left: Math.round(clampNumber(rect.left, 0, viewport.width - width)),
    top: Math.round(clampNumber(rect.top, 0, viewport.height - height)),
    width: Math.round(width),
    height: Math.round(height),
  };
}

/** 360 × 700 at the inline-end bottom corner (right in LTR, left in RTL), shrunk to fit. */
export function defaultRect(viewport: Viewport, dir: 'ltr' | 'rtl'): ChatRect {
  const width = Math.min(DEFAULT_SIZE.width, viewport.width - 2 * EDGE_GAP);
  const height = Math.min(DEFAULT_SIZE.height, viewport.height - 2 * EDGE_GAP);
  const left = dir === 'rtl' ? EDGE_GAP : viewport.width - width - EDGE_GAP;
  return clampRect({ left, top: viewport.height - height - EDGE_GAP, width, height }, viewport);
}
