import type { Locator, Page } from 'playwright-core';

/** What a keyboard focus indicator can change on a control or on the box drawn around it. */
const PROPS = [
  'outline-style',
  'outline-width',
  'outline-color',
  'outline-offset',
  'box-shadow',
  'border-top-color',
  'border-top-width',
  'border-bottom-color',
  'border-bottom-width',
  'background-color',
  'text-decoration-line',
] as const;

/** Marks each element that takes the keyboard focus inside the scope (data-fv) and names it. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

export interface FocusVisibility {
  /** The controls Tab reached inside the scope, in order, by accessible name (aria-label, text, test id). */
  visited: string[];
  /** Those whose focused rendering equals their unfocused rendering: no visible focus (WCAG 2.4.7). */
  unchanged: string[];
}

/**
 * Tabs through up to `max` focusable elements inside `scope` and compares each one's computed
 * outline, box shadow, border and background, and those of its `ancestors` nearest ancestors inside
 * the scope (a text field's ring is often drawn on its wrapper), focused against unfocused.
 * Starts at the scope's first focusable element, reached with Shift+Tab then Tab so the browser
 * treats it as keyboard focus (:focus-visible); stops when the focus leaves the scope or comes back.
 */
export async function focusVisibility(page: Page, scope: Locator, opts: { max?: number; ancestors?: number; settleMs?: number } = {}) {
  const { max = 20, ancestors = 2, settleMs = 150 } = opts;
  const args = { selector: FOCUSABLE, props: [...PROPS], ancestors };
  // Unfocused: every candidate, with the focus outside the scope.
  const unfocused = await scope.evaluate((root, a) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const out: Record<string, string> = {};
    const els = [...root.querySelectorAll<HTMLElement>(a.selector)].filter((el) => el.tabIndex >= 0);
    els.forEach((el, i) => {
      el.setAttribute('data-fv', String(i));
      const chain = [el];
      for (let p = el.parentElement; p && chain.length <= a.ancestors && root.contains(p); p = p.parentElement) chain.push(p);
      out[String(i)] = JSON.stringify(chain.map((n) => a.props.map((k) => getComputedStyle(n).getPropertyValue(k))));
    });
    return out;
  }, args);
  const visited: string[] = [];
  const unchanged: string[] = [];
  const first = scope.locator('[data-fv="0"]');
  if ((await first.count()) === 0) return { visited, unchanged } satisfies FocusVisibility;
  await first.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const seen = new Set<string>();
  for (let n = 0; n < max; n++) {
    await page.waitForTimeout(settleMs);
    const now = await scope.evaluate((root, a) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !root.contains(el) || !el.hasAttribute('data-fv')) return null;
      const chain = [el];
      for (let p = el.parentElement; p && chain.length <= a.ancestors && root.contains(p); p = p.parentElement) chain.push(p);
      const name = el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('data-testid') || el.tagName.toLowerCase();
      return {
        id: el.getAttribute('data-fv')!,
        name,
        style: JSON.stringify(chain.map((x) => a.props.map((k) => getComputedStyle(x).getPropertyValue(k)))),
      };
    }, args);
    if (!now || seen.has(now.id)) break;
    seen.add(now.id);
    visited.push(now.name);
    if (now.style === unfocused[now.id]) unchanged.push(now.name);
    await page.keyboard.press('Tab');
  }
  await scope.evaluate((root) => root.querySelectorAll('[data-fv]').forEach((el) => el.removeAttribute('data-fv')));
  return { visited, unchanged } satisfies FocusVisibility;
}
