import type { Decision } from '../generated/schema-types';
import { shellMarkup } from './first-paint-markup';

/**
 * The boot's first paint (docs/performance-method.md, LCP): once the first Decision exists, and before the
 * React half of the app has arrived, the home page draws its bars' slots, the header's box and the
 * h1 where React's first render will put them (React's first commit replaces them; nothing moves).
 * It covers the loads the build's inline script cannot: a returning visitor whose inputs changed,
 * a language prefix, a query. It draws only on the home page, when nothing is drawn yet (the inline
 * script may have), when the Decision does not send the visitor elsewhere, and never for a held
 * session (first-paint-gate.ts), whose answers would change the bars.
 */
export function drawFirstPaint(
  root: HTMLElement,
  page: { path: string; held: boolean },
  decision: Pick<Decision, 'site' | 'bars' | 'redirect' | 'locale'>,
  heights: (ids: readonly string[]) => [string, number][],
): boolean {
  if (page.held || page.path !== '/' || decision.redirect || decision.locale.redirect || root.firstChild) return false;
  root.innerHTML = shellMarkup(decision.site.name, heights(decision.bars), 'boot');
  return true;
}

/**
 * Resolves once the browser has had a chance to show what was just drawn (a frame, then a task),
 * so React's first render, a long task on a slow phone, does not swallow the first paint; at the
 * latest after `maxMs` (a hidden tab draws no frames).
 */
export function afterNextPaint(win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> = window, maxMs = 100): Promise<void> {
  return new Promise((resolve) => {
    win.setTimeout(resolve, maxMs);
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
  });
}
