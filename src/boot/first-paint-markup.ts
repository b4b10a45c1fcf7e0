import { escapeHtml } from '../lib/inline-escape';

/**
 * The static first paint's markup (docs/performance-method.md, LCP): the bars' reserved slots as BarSlots
 * (src/shell/bars/bar-slots.tsx) renders them, the header's box with the logo (site-header.tsx) and
 * the home page's h1 (home-page.tsx), in the classes React renders them with. The build's inline
 * script (tooling/static-shell-script.ts) and the boot (first-paint-draw.ts) both draw it;
 * e2e/static-shell.e2e.ts checks it against React's first render for every site and device.
 */
export const STATIC_SHELL_ATTR = 'data-static-shell';

/** The header's box with the logo and the home page's h1. */
export function pageMarkup(name: string): string {
  const n = escapeHtml(name);
  return (
    `<header class="m-header"><a href="/" class="m-btn m-header__logo">${n}</a></header>` +
    `<main id="content" tabindex="-1" class="m-shell__main"><div class="m-home"><section class="m-home__hero"><h1 class="m-home__title">${n}</h1></section></div></main>`
  );
}

/** Each bar's slot, of its reserved height, in the Decision's order. */
export function barsMarkup(bars: readonly (readonly [string, number])[]): string {
  return bars
    .map(
      ([id, h]) => `<div data-bar="${escapeHtml(id)}" class="m-bar-slot" style="min-height: ${h}px;${h ? ` height: ${h}px;` : ''}"></div>`,
    )
    .join('');
}

/** The whole static shell; `by` says who drew it (empty: the build's inline script). */
export function shellMarkup(name: string, bars: readonly (readonly [string, number])[], by = ''): string {
  return `<div class="m-shell" ${STATIC_SHELL_ATTR}="${escapeHtml(by)}">${barsMarkup(bars)}${pageMarkup(name)}</div>`;
}
