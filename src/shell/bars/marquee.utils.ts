/** Marquee speed of the spec (shell §9): duration = width / 200 × 3 seconds. */
export function marqueeDurationS(widthPx: number): number {
  return widthPx > 0 ? (widthPx / 200) * 3 : 0;
}

/** Space between the two copies of a looping marquee, in px. */
export const MARQUEE_GAP = 48;

/** True when the text is wider than its box (a pixel of rounding is not overflow). */
export function overflows(textWidth: number, boxWidth: number): boolean {
  return boxWidth > 0 && textWidth - boxWidth > 1;
}
