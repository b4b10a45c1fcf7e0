import { readFileSync } from 'node:fs';

/** look.css as the page gets it, read by the tests that check its tokens. */
export const lookCss = readFileSync(new URL('../../shell/ui/look.css', import.meta.url), 'utf8');

/** The custom properties one rule block of look.css sets. */
export function lookTokens(selector: string): Record<string, string> {
  const at = lookCss.indexOf(`${selector} {`);
  if (at < 0) throw new Error(`look.css has no ${selector} block`);
  const body = lookCss.slice(at, lookCss.indexOf('}', at));
  return Object.fromEntries([...body.matchAll(/(--m-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]));
}

/**
 * The tokens <html data-mode data-rise> ends up with: the blocks in cascade order, each `var(--x)`
 * resolved (look.css's references have no fallbacks).
 */
export function resolvedLook(mode: 'light' | 'dark', rise: 'green-up' | 'red-up'): Record<string, string> {
  const raw = {
    ...lookTokens(':root'),
    ...(mode === 'dark' ? lookTokens(":root[data-mode='dark']") : {}),
    ...(rise === 'red-up' ? lookTokens(":root[data-rise='red-up']") : {}),
  };
  const resolve = (value: string, depth = 0): string => {
    if (depth > 8) throw new Error(`look.css: var() cycle at ${value}`);
    return value.replace(/var\((--m-[\w-]+)\)/g, (_, name: string) => {
      const next = raw[name];
      if (next === undefined) throw new Error(`look.css: ${name} is not set`);
      return resolve(next, depth + 1);
    });
  };
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, resolve(v)]));
}

/** An sRGB colour with alpha, channels 0–255, alpha 0–1. */
export type Rgba = [number, number, number, number];

/** #rgb, #rrggbb, rgb() and rgba(): the forms the colour tokens use. */
export function parseColour(value: string): Rgba {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(v);
  if (hex) {
    const h =
      hex[1]!.length === 3
        ? hex[1]!
            .split('')
            .map((c) => c + c)
            .join('')
        : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const fn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(v);
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3]), fn[4] === undefined ? 1 : Number(fn[4])];
  throw new Error(`not a colour this test reads: ${value}`);
}

/** `top` painted over `under` (alpha compositing); the result is opaque when `under` is. */
export function over(top: Rgba, under: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(a + under[3] * (1 - a)) as Rgba;
}

/** WCAG 2.x relative luminance of an opaque colour. */
function luminance(c: Rgba): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
}

/** WCAG 2.x contrast ratio of `fg` (composited over `bg` if translucent) on the opaque `bg`. */
export function contrast(fg: string | Rgba, bg: string | Rgba): number {
  const back = typeof bg === 'string' ? parseColour(bg) : bg;
  if (back[3] !== 1) throw new Error('contrast needs an opaque background');
  const front = over(typeof fg === 'string' ? parseColour(fg) : fg, back);
  const [hi, lo] = [luminance(front), luminance(back)].sort((a, b) => b - a) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
