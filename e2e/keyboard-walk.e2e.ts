import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { setupBrowser } from './browser';

/**
 * Issue 23, the keyboard walk: on the desktop home, Tab from the top of the page through the
 * header reaches every visible header control in visual order, and every control that opens a
 * panel opens it from the keyboard, lets Tab into it, and Esc closes it with focus back on it.
 */
const b = setupBrowser();
const trader = { meridian_persona: 'trader', ...findPersona('trader')!.facts.cookies };

interface Control {
  kw: number;
  label: string;
  opens: boolean;
}

/**
 * Marks the visible links and buttons of the header landmark with data-kw, numbered in visual
 * order: rows top to bottom (a row is the boxes that overlap vertically), then left to right, or
 * right to left on a right-to-left page.
 */
function markControls(page: Page): Promise<Control[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const els = [
      ...header.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role=button], [role=link], [tabindex]'),
    ].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true }) && !(el as HTMLButtonElement).disabled;
    });
    const boxes = els.map((el) => ({ el, r: el.getBoundingClientRect() })).sort((a, b) => a.r.top - b.r.top);
    const rows: (typeof boxes)[] = [];
    for (const box of boxes) {
      const row = rows.at(-1);
      if (row && box.r.top < Math.max(...row.map((x) => x.r.bottom)) - 2) row.push(box);
      else rows.push([box]);
    }
    const ordered = rows.flatMap((row) => row.sort((a, b) => (rtl ? b.r.right - a.r.right : a.r.left - b.r.left)));
    document.querySelectorAll('[data-kw]').forEach((el) => el.removeAttribute('data-kw'));
    return ordered.map(({ el }, kw) => {
      el.setAttribute('data-kw', String(kw));
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
      const id = el.getAttribute('data-menu') ?? el.getAttribute('data-item') ?? el.getAttribute('data-testid');
      return {
        kw,
        label: id ? `${id} "${name}"` : `${el.tagName.toLowerCase()} "${name}"`,
        opens: el.hasAttribute('aria-expanded') || el.hasAttribute('aria-haspopup'),
      };
    });
  });
}

/** Where focus is: a marked header control's number, or a short description of anything else. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const kw = el?.getAttribute('data-kw');
    const desc =
      !el || el === document.body
        ? 'body'
        : `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    return { kw: kw === null || kw === undefined ? null : Number(kw), inHeader: !!el?.closest('header'), desc };
  });

/** The home page with the demo toolbar already in (it arrives at the first key press and would shift the walk). */
async function openHome(path: string, cookies?: Record<string, string>): Promise<Page> {
  const { page } = await b.open(path, { width: 1440, cookies });
  await page.locator(cookies ? 'header [data-menu=funds_menu]' : 'header [data-item=login]').waitFor();
  await page.keyboard.press('Shift');
  await page.getByTestId('demo-toolbar').waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

/** Tabs from the top until focus has passed through the header and left it; returns the header controls in the order reached. */
async function tabWalk(page: Page): Promise<{ order: number[]; stray: string[] }> {
  const order: number[] = [];
  const stray: string[] = [];
  let entered = false;
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f.inHeader) entered = true;
    else if (entered) break;
    if (f.kw !== null && !order.includes(f.kw)) order.push(f.kw);
    else if (f.inHeader && f.kw === null) stray.push(`focus reached ${f.desc}, which is not a visible header control`);
  }
  expect(entered, 'Tab never reached the header').toBe(true);
  return { order, stray: [...new Set(stray)] };
}

const label = (controls: Control[], kw: number) => controls[kw]!.label;

async function checkOrder(path: string, cookies?: Record<string, string>) {
  const page = await openHome(path, cookies);
  const controls = await markControls(page);
  const { order, stray } = await tabWalk(page);
  console.log(`[${path}${cookies ? ' logged in' : ''}] Tab order: ${order.map((kw) => label(controls, kw)).join(' → ')}`);
  const missed = controls.filter((c) => !order.includes(c.kw)).map((c) => c.label);
  expect.soft(missed, 'visible header controls Tab never reached').toEqual([]);
  const visual = controls.map((c) => c.kw).filter((kw) => order.includes(kw));
  expect
    .soft(
      order.map((kw) => label(controls, kw)),
      'Tab order differs from the visual order',
    )
    .toEqual(visual.map((kw) => label(controls, kw)));
  expect.soft(stray, 'focus on header elements that are not visible controls').toEqual([]);
}

/** Opens the control with `key`; returns the panel it opened, or null. */
async function openWith(page: Page, control: Locator, key: 'Enter' | ' '): Promise<Locator | null> {
  const dialogsBefore = await page.locator('[role=dialog]:visible').count();
  await control.focus();
  await page.keyboard.press(key);
  const expands = (await control.getAttribute('aria-expanded')) !== null;
  try {
    if (expands) {
      await expect.poll(() => control.getAttribute('aria-expanded'), { timeout: 3000 }).toBe('true');
      const panel = page.locator(`[id="${await control.getAttribute('aria-controls')}"]`);
      await panel.waitFor({ state: 'visible', timeout: 3000 });
      return panel;
    }
    await expect.poll(() => page.locator('[role=dialog]:visible').count(), { timeout: 3000 }).toBeGreaterThan(dialogsBefore);
    return page.locator('[role=dialog]:visible').last();
  } catch {
    return null;
  }
}

/** Closed: aria-expanded false (when it has one) and the panel gone or hidden. */
async function closed(control: Locator, panel: Locator): Promise<boolean> {
  try {
    if ((await control.getAttribute('aria-expanded')) !== null)
      await expect.poll(() => control.getAttribute('aria-expanded'), { timeout: 3000 }).toBe('false');
    await panel.waitFor({ state: 'hidden', timeout: 3000 });
    return true;
  } catch {
    return false;
  }
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
const focusInside = (panel: Locator) => panel.evaluate((p) => p.contains(document.activeElement)).catch(() => false);
/** Waits up to 3 s for the panel's first focusable element (some panels load their content when opened); false if it has none. */
const hasTabbable = (panel: Locator) =>
  panel
    .locator(TABBABLE)
    .first()
    .waitFor({ state: 'visible', timeout: 3000 })
    .then(
      () => true,
      () => false,
    );
const anyOpen = (page: Page) => page.locator('header [aria-expanded=true], [data-panel], [role=dialog]:visible').count();

/**
 * Each step is checked on its own: when Tab does not get into the panel, the panel is opened
 * again and focus put into it by script, so the Esc check that follows is not a knock-on failure.
 */
async function checkPanels(path: string, cookies?: Record<string, string>) {
  const page = await openHome(path, cookies);
  const controls = await markControls(page);
  const openers = controls.filter((c) => c.opens);
  expect(openers.length).toBeGreaterThan(3);
  const problems: string[] = [];
  const report = (problem: string) => {
    problems.push(problem);
    console.log(`[${path}${cookies ? ' logged in' : ''}] ${problem}`);
  };
  const reset = async () => {
    if (await anyOpen(page)) {
      await page.reload({ waitUntil: 'networkidle' });
      await markControls(page);
    }
  };
  for (const { kw, label } of openers) {
    const control = page.locator(`[data-kw="${kw}"]`);
    let panel = await openWith(page, control, 'Enter');
    if (!panel) {
      report(`${label}: Enter did not open a panel`);
      await reset();
      continue;
    }
    const tabbable = await hasTabbable(panel);
    const menuButton = (await control.getAttribute('aria-haspopup')) === 'menu';
    // The menu-button pattern moves focus into the menu on opening (and Tab then leaves it); elsewhere Tab must go in.
    if (menuButton && (await focusInside(panel))) {
      // in already
    } else if (!tabbable) {
      await page.keyboard.press('Tab');
      report(`${label}: the panel has no focusable element, so Tab cannot go inside it (focus went to ${(await focused(page)).desc})`);
    } else {
      await page.keyboard.press('Tab');
      if (!(await focusInside(panel)))
        report(`${label}: Tab after opening put focus on ${(await focused(page)).desc}, not inside the panel`);
    }
    if (!(await focusInside(panel)) || !(await panel.isVisible())) {
      await reset();
      panel = await openWith(page, control, 'Enter');
      if (!panel) {
        report(`${label}: could not be opened again for the Esc check`);
        await reset();
        continue;
      }
      if (tabbable) await panel.locator(TABBABLE).first().focus();
    }
    const from = (await focusInside(panel)) ? 'inside the panel' : 'the control';
    await page.keyboard.press('Escape');
    if (!(await closed(control, panel))) report(`${label}: Esc (focus ${from}) did not close the panel`);
    else {
      const back = await expect
        .poll(async () => (await focused(page)).kw, { timeout: 2000 })
        .toBe(kw)
        .then(
          () => true,
          () => false,
        );
      if (!back) report(`${label}: after Esc (focus ${from}) focus is on ${(await focused(page)).desc}, not back on the control`);
    }
    await reset();
    const spaced = await openWith(page, control, ' ');
    if (!spaced) report(`${label}: Space did not open the panel`);
    else {
      await page.keyboard.press('Escape');
      if (!(await closed(control, spaced))) report(`${label}: Esc did not close the panel opened with Space`);
    }
    await reset();
  }
  expect(problems, `${problems.length} panel problem(s):\n${problems.join('\n')}\n`).toEqual([]);
}

describe('keyboard walk through the desktop header', () => {
  it('logged out: Tab reaches every visible header control, in visual order', () => checkOrder('/?site=main'));
  it('logged in: Tab reaches every visible header control, in visual order', () => checkOrder('/?site=main', trader));
  it('Arabic, logged out: Tab order follows the mirrored visual order (right to left)', () => checkOrder('/ar?site=main'));
  // Every opener is tried with both keys, and a failed step waits out its timeout: give them room.
  it(
    'logged out: each panel opens with Enter and Space, Tab goes inside, Esc closes it and focus returns',
    () => checkPanels('/?site=main'),
    240_000,
  );
  it(
    'logged in: each panel opens with Enter and Space, Tab goes inside, Esc closes it and focus returns',
    () => checkPanels('/?site=main', trader),
    240_000,
  );
});
