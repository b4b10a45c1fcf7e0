/**
 * How many of a row's items fit, in order, in `available` pixels. When all fit, all show; else
 * the first ones that fit beside the "More" button (`more` wide) show and the rest go into it.
 * Half a pixel of slack absorbs sub-pixel rounding.
 */
export function fitCount(widths: readonly number[], more: number, available: number, gap: number): number {
  const total = widths.reduce((sum, w, i) => sum + w + (i ? gap : 0), 0);
  if (total <= available + 0.5) return widths.length;
  let used = more;
  let n = 0;
  for (const w of widths) {
    if (used + gap + w > available + 0.5) break;
    used += gap + w;
    n += 1;
  }
  return n;
}
