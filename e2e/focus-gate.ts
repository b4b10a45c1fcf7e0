import type { Page } from 'playwright-core';

/**
 * The accessibility gate's focus check (issue 42, WCAG 2.4.7): on the page as it stands, every
 * visible element that takes the keyboard focus must look different focused. Pixels, not styles:
 * a ring drawn by the element, its ::before/::after, a wrapper, a sibling (MUI's notched outline)
 * or a ripple all count, because the check compares what the screen shows.
 *
 * How one element is checked: focus rests on a parked, invisible element of the scope; the area
 * around the element (its box and 12 px on each side) is captured (A); the element is focused as
 * the keyboard would focus it (`:focus-visible`) and captured again (B, retried for up to
 * `FRAMES` frames, for a style that arrives a moment later); focus goes back to the park and the
 * area is captured once more (C). Visible focus is B ≠ A and B ≠ C: a change that stays once the
 * focus has gone (a price ticking beside it, a panel the focus opened) is not taken for a ring.
 * Transitions are off while checking; Playwright's captures finish finite animations, reset
 * infinite ones and hide the text caret, so a caret alone is not a focus indicator here.
 */
export interface FocusCheck {
  /** The elements checked, by name. */
  checked: string[];
  /** Those that looked the same focused as unfocused: no visible focus. */
  invisible: string[];
  /** Elements skipped because an element of their kind (`kindOf`) was already checked. */
  skipped: number;
}

/** Captures per element before it is called invisible (one frame apart, about 0.3 s in all). */
const FRAMES = 12;
/** Pixels around the element's box that a ring may occupy. */
const MARGIN = 12;
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable=true]';

interface Candidate {
  id: number;
  name: string;
  kind: string;
}

/**
 * Marks the scope's visible keyboard-focusable elements (`data-fg`) and adds the park: the scope
 * is the open modal (dialog, drawer, MUI menu) when there is one, since focus cannot leave it,
 * else the document. A candidate's kind is its tag, role, classes, its parent's classes and the
 * page's colour scheme: a kind whose focus showed once shows again, so `known` kinds are skipped.
 */
function mark(selector: string): Candidate[] {
  document.querySelectorAll('[data-fg]').forEach((el) => el.removeAttribute('data-fg'));
  document.querySelector('[data-fg-park]')?.remove();
  const modals = [...document.querySelectorAll<HTMLElement>('[aria-modal=true], .MuiModal-root:not(.MuiModal-hidden)')].filter((m) =>
    m.checkVisibility(),
  );
  const scope: HTMLElement = modals.at(-1) ?? document.body;
  const park = document.createElement('span');
  park.setAttribute('data-fg-park', '');
  park.tabIndex = -1;
  park.style.cssText = 'position:fixed;left:-50px;top:0;width:1px;height:1px;overflow:hidden;outline:none';
  scope.append(park);
  const dark = getComputedStyle(document.documentElement).colorScheme.includes('dark') || document.documentElement.dataset.theme === 'dark';
  const classes = (el: Element | null) => (el ? [...el.classList].sort().join('.') : '');
  const found = [...scope.querySelectorAll<HTMLElement>(selector)].filter((el) => {
    if (el.tabIndex < 0 || el.closest('[inert], [aria-hidden=true]') || (el as HTMLButtonElement).disabled) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  });
  return found.map((el, id) => {
    el.setAttribute('data-fg', String(id));
    const label =
      el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 40) || el.getAttribute('data-testid') || el.getAttribute('name');
    return {
      id,
      name: `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${label ?? ''}"`,
      kind: [
        el.tagName,
        el.getAttribute('role'),
        el.getAttribute('type'),
        classes(el),
        classes(el.parentElement),
        dark ? 'dark' : 'light',
      ].join('|'),
    };
  });
}

/** Scrolls the element into view and parks the focus; returns the area to capture, or null if it cannot be seen. */
function prepare({ id, margin }: { id: number; margin: number }): { x: number; y: number; width: number; height: number } | null {
  const el = document.querySelector<HTMLElement>(`[data-fg="${id}"]`);
  const park = document.querySelector<HTMLElement>('[data-fg-park]');
  if (!el || !park || !el.isConnected) return null;
  el.scrollIntoView({ block: 'center', inline: 'center' });
  park.focus({ preventScroll: true });
  const r = el.getBoundingClientRect();
  const x = Math.max(0, r.left - margin);
  const y = Math.max(0, r.top - margin);
  const width = Math.min(innerWidth, r.right + margin) - x;
  const height = Math.min(innerHeight, r.bottom + margin) - y;
  return width >= 1 && height >= 1 ? { x, y, width, height } : null;
}

/** Focuses the element (true) or the park (false); says whether the element now shows keyboard focus. */
function focusOn({ id, on }: { id: number; on: boolean }): boolean {
  const el = document.querySelector<HTMLElement>(on ? `[data-fg="${id}"]` : '[data-fg-park]');
  el?.focus({ preventScroll: true });
  return !!el && el === document.activeElement && (!on || el.matches(':focus-visible'));
}

const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

/**
 * Checks the page's visible focusable elements (or its open modal's) for visible focus, skipping
 * kinds in `known` and adding the kinds that passed to it.
 */
export async function focusCheck(page: Page, { known = new Set<string>() }: { known?: Set<string> } = {}): Promise<FocusCheck> {
  const result: FocusCheck = { checked: [], invisible: [], skipped: 0 };
  // Keyboard modality: a script's focus after a key press is keyboard focus (:focus-visible).
  await page.keyboard.press('Shift');
  const style = await page.addStyleTag({ content: NO_TRANSITIONS });
  try {
    const candidates = await page.evaluate(mark, FOCUSABLE);
    const capture = (clip: { x: number; y: number; width: number; height: number }) =>
      page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
    for (const c of candidates) {
      if (known.has(c.kind)) {
        result.skipped += 1;
        continue;
      }
      const clip = await page.evaluate(prepare, { id: c.id, margin: MARGIN });
      if (!clip) continue;
      const before = await capture(clip);
      if (!(await page.evaluate(focusOn, { id: c.id, on: true }))) {
        // The element refused the focus or is not drawn as keyboard-focused: a keyboard user never sees it focused.
        result.checked.push(c.name);
        result.invisible.push(`${c.name} (does not take keyboard focus visibly)`);
        continue;
      }
      let focused = await capture(clip);
      for (let f = 1; f < FRAMES && focused.equals(before); f++) {
        await page.evaluate(() => new Promise(requestAnimationFrame));
        focused = await capture(clip);
      }
      await page.evaluate(focusOn, { id: c.id, on: false });
      const after = await capture(clip);
      result.checked.push(c.name);
      if (focused.equals(before) || focused.equals(after)) result.invisible.push(c.name);
      else known.add(c.kind);
    }
  } finally {
    await page.evaluate(() => {
      document.querySelectorAll('[data-fg]').forEach((el) => el.removeAttribute('data-fg'));
      document.querySelector('[data-fg-park]')?.remove();
    });
    await style.evaluate((el) => (el as Element).remove());
  }
  return result;
}

/**
 * The gate's second focus check (issue 42, WCAG 2.4.11 Focus Not Obscured): focused as the keyboard
 * would focus it, every visible focusable element of the scope must not be hidden entirely by other
 * content of the page (the chat window, a fixed toolbar or bar). The elements are focused in document
 * order with the browser's own scroll (Tab scrolls a field into view at the nearest edge, so moving
 * down the page brings each one in at the bottom, where floating windows sit); after each focus the page
 * gets two frames to react (a window that moves the page clear of itself). "Hidden" means that none of
 * nine points spread over the part of the element inside the viewport hits the element: `elementFromPoint`
 * finds something else on top, or the element lies outside the viewport. Content with
 * `pointer-events: none` is not seen as covering. Every element is checked, whatever its kind: whether
 * an element is covered depends on where it is, not on what it is.
 */
export async function obscuredCheck(page: Page): Promise<string[]> {
  await page.evaluate(mark, FOCUSABLE);
  try {
    return await page.evaluate(async () => {
      const frame = () => new Promise(requestAnimationFrame);
      const start = { x: scrollX, y: scrollY };
      const describe = (el: Element) => {
        const label = el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 40) || el.getAttribute('data-testid') || '';
        return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${label}"`;
      };
      const coverOf = (el: Element): Element | null | 'visible' => {
        const r = el.getBoundingClientRect();
        const left = Math.max(r.left, 0);
        const right = Math.min(r.right, innerWidth);
        const top = Math.max(r.top, 0);
        const bottom = Math.min(r.bottom, innerHeight);
        if (right - left < 1 || bottom - top < 1) return null;
        let cover: Element | null = null;
        for (const fx of [0.1, 0.5, 0.9])
          for (const fy of [0.1, 0.5, 0.9]) {
            const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
            if (hit && (el.contains(hit) || hit.contains(el))) return 'visible';
            cover ??= hit;
          }
        return cover;
      };
      const hidden: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('[data-fg]')) {
        if (!el.isConnected) continue;
        el.focus();
        if (document.activeElement !== el) continue;
        let cover = coverOf(el);
        if (cover !== 'visible') {
          await frame();
          await frame();
          cover = coverOf(el);
        }
        if (cover === 'visible') continue;
        const by = cover ? (cover.closest('[data-testid]')?.getAttribute('data-testid') ?? describe(cover)) : 'outside the viewport';
        hidden.push(`${describe(el)} (under ${by})`);
      }
      document.querySelector<HTMLElement>('[data-fg-park]')?.focus({ preventScroll: true });
      scrollTo(start.x, start.y);
      return hidden;
    });
  } finally {
    await page.evaluate(() => {
      document.querySelectorAll('[data-fg]').forEach((el) => el.removeAttribute('data-fg'));
      document.querySelector('[data-fg-park]')?.remove();
    });
  }
}
