import type { Locator, Page } from 'playwright-core';

/** What a keyboard focus indicator can change on a control or on the box drawn around it. */
const PROPS = ['outline', 'box-shadow', 'border-top', 'border-bottom', 'background-color', 'text-decoration-line'];
/** Each element that takes the keyboard focus (those with tabindex -1 are left out below). */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

export interface FocusVisibility {
  /** The controls Tab reached inside the scope, in order, by name (aria-label, text, test id, tag). */
  visited: string[];
  /** Those whose focused rendering equals their unfocused rendering: no visible focus (WCAG 2.4.7). */
  unchanged: string[];
}

interface ReadArgs {
  mode: 'mark' | 'focused';
  selector: string;
  props: string[];
  ancestors: number;
}
type Rendering = { id: string; name: string; style: string };

/**
 * In the page. `mark`: blurs the focus, marks each focusable element in the scope (data-fv) and
 * returns each one's unfocused rendering; `focused`: the focused element's, or null outside the scope.
 * A rendering is the props of the element and of its nearest ancestors in the scope (a text field's
 * ring is often on its wrapper); an outline or border that draws nothing (style none, width 0) reads
 * as 'none', so a colour that changes on an invisible outline does not count as a change.
 */
function read(root: Element, a: ReadArgs): Rendering[] | Rendering | null {
  const drawn = (cs: CSSStyleDeclaration, prop: string): string => {
    if (prop === 'outline' || prop.startsWith('border-')) {
      const style = cs.getPropertyValue(`${prop}-style`);
      if (style === 'none' || style === 'hidden' || parseFloat(cs.getPropertyValue(`${prop}-width`)) === 0) return 'none';
      return `${style} ${cs.getPropertyValue(`${prop}-width`)} ${cs.getPropertyValue(`${prop}-color`)}${
        prop === 'outline' ? ` ${cs.getPropertyValue('outline-offset')}` : ''
      }`;
    }
    return cs.getPropertyValue(prop);
  };
  const rendering = (el: HTMLElement): Rendering => {
    const chain: Element[] = [el];
    for (let p = el.parentElement; p && chain.length <= a.ancestors && root.contains(p); p = p.parentElement) chain.push(p);
    return {
      id: el.getAttribute('data-fv') ?? '',
      name: el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('data-testid') || el.tagName.toLowerCase(),
      style: JSON.stringify(chain.map((n) => a.props.map((k) => drawn(getComputedStyle(n), k)))),
    };
  };
  if (a.mode === 'mark') {
    (document.activeElement as HTMLElement | null)?.blur();
    const els = [...root.querySelectorAll<HTMLElement>(a.selector)].filter((el) => el.tabIndex >= 0);
    els.forEach((el, i) => el.setAttribute('data-fv', String(i)));
    return els.map(rendering);
  }
  const el = document.activeElement as HTMLElement | null;
  return el && root.contains(el) && el.hasAttribute('data-fv') ? rendering(el) : null;
}

/**
 * Tabs through up to `max` focusable elements inside `scope` and compares each one's computed
 * outline, box shadow, borders, background and text decoration, and those of its `ancestors` nearest
 * ancestors inside the scope, focused against unfocused. Starts at the scope's first focusable
 * element, reached with Shift+Tab then Tab so the browser treats it as keyboard focus
 * (:focus-visible); stops when the focus leaves the scope or comes back to an element already seen.
 */
export async function focusVisibility(
  page: Page,
  scope: Locator,
  opts: { max?: number; ancestors?: number; settleMs?: number } = {},
): Promise<FocusVisibility> {
  const { max = 20, ancestors = 2, settleMs = 150 } = opts;
  const args = { selector: FOCUSABLE, props: PROPS, ancestors };
  const unfocused = new Map(((await scope.evaluate(read, { ...args, mode: 'mark' as const })) as Rendering[]).map((r) => [r.id, r.style]));
  const visited: string[] = [];
  const unchanged: string[] = [];
  if (unfocused.size === 0) return { visited, unchanged };
  await scope.locator('[data-fv="0"]').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const seen = new Set<string>();
  for (let n = 0; n < max; n++) {
    await page.waitForTimeout(settleMs); // past a short transition
    const now = (await scope.evaluate(read, { ...args, mode: 'focused' as const })) as Rendering | null;
    if (!now || seen.has(now.id)) break;
    seen.add(now.id);
    visited.push(now.name);
    if (now.style === unfocused.get(now.id)) unchanged.push(now.name);
    await page.keyboard.press('Tab');
  }
  await scope.evaluate((root) => root.querySelectorAll('[data-fv]').forEach((el) => el.removeAttribute('data-fv')));
  return { visited, unchanged };
}
