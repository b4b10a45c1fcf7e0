import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, assert, describe, expect, it } from 'vitest';
import { STATES, type Kit } from './a11y-states';
import { formatViolations, runAxe, splitByImpact, type AxeViolation } from './axe';
import { setupBrowser, type OpenOptions } from './browser';
import { focusCheck, obscuredCheck, type FocusCheck } from './focus-gate';
import { quiet } from './quiet';

/**
 * The accessibility gate (issue 23): axe-core's WCAG 2.0–2.2 A/AA rules on every state of
 * a11y-states.ts. Serious and critical violations fail the state; moderate and minor are printed.
 * Then the focus check (issue 42, e2e/focus-gate.ts): every visible focusable element of the state
 * (of its open modal, if any) must look different focused; one that does not fails the state, by
 * name. Kinds of element that showed their focus once are not checked again in later states.
 * One browser for the file; one page at a time (menu states share one loaded page, across tests:
 * so a page outlives its test, and `kit.open` closes the last one).
 */
const b = setupBrowser({ keepContexts: true });
const REPORT = new URL('./screenshots/a11y-axe.json', import.meta.url);
const results: Record<string, { axe: AxeViolation[]; focus?: FocusCheck; obscured?: string[] }> = {};
/** Element kinds whose focus showed (e2e/focus-gate.ts): not checked again. */
const focusShown = new Set<string>();

/** Requests in flight per page, so a state is audited only once its lazy parts have arrived. */
const inflight = new WeakMap<Page, { n: number; since: number }>();
function track(page: Page): void {
  const s = { n: 0, since: Date.now() };
  inflight.set(page, s);
  page.on('request', () => {
    s.n += 1;
  });
  const done = () => {
    s.n = Math.max(0, s.n - 1);
    s.since = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

let current: { key: string; page: Page } | undefined;
const kit: Kit = {
  async open(path: string, opts: OpenOptions = {}) {
    await current?.page.context().close();
    const { page } = await b.open(path, opts);
    track(page);
    current = { key: JSON.stringify([path, opts]), page };
    return page;
  },
  async shared(path: string, opts: OpenOptions = {}) {
    const key = JSON.stringify([path, opts]);
    if (current?.key === key && (await closeEverything(current.page))) return current.page;
    return kit.open(path, opts);
  },
};

/** Esc until no header menu, panel or dialog is open; false if the page would not come back. */
async function closeEverything(page: Page): Promise<boolean> {
  const anyOpen = () => page.evaluate(() => !!document.querySelector('[aria-expanded=true], [data-panel], [role=dialog]:not([hidden])'));
  for (let i = 0; i < 3 && (await anyOpen()); i++) {
    await page.keyboard.press('Escape');
    await quiet(page);
  }
  return !(await anyOpen());
}

/**
 * Waits for the page to be still: the demo toolbar in (it comes at the first input or 5 s after
 * load, so it is brought in now rather than mid-run), no request for 300 ms, finite animations done.
 */
async function settle(page: Page, toolbar: boolean, network = true): Promise<void> {
  if (toolbar) {
    await page.keyboard.press('Shift');
    await page.getByTestId('demo-toolbar').waitFor();
  }
  const net = inflight.get(page)!;
  if (network) await expect.poll(() => net.n === 0 && Date.now() - net.since >= 300, { timeout: 15_000, interval: 100 }).toBe(true);
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    null,
    { timeout: 5000 },
  );
}

afterAll(async () => {
  await current?.page
    .context()
    .close()
    .catch(() => undefined);
  mkdirSync(new URL('.', REPORT), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(results, null, 1)}\n`);
});

describe('axe: WCAG 2.x A and AA (serious and critical fail the state); visible focus', () => {
  it.each(STATES)(
    '$name',
    async (state) => {
      const page = await state.setup(kit);
      // A state in motion keeps a request open on purpose: it is audited without waiting for the network.
      await settle(page, state.toolbar !== false, !state.motion);
      const violations = await runAxe(page);
      const entry: (typeof results)[string] = { axe: violations };
      results[state.name] = entry;
      const { blocking, reported } = splitByImpact(violations);
      if (reported.length) console.log(`[${state.name}] moderate/minor (not failing):\n${formatViolations(reported)}`);
      if (blocking.length)
        assert.fail(`${state.name}: ${blocking.length} serious/critical axe violation(s)\n${formatViolations(blocking)}`);
      // After axe: the check moves the focus, which can open a panel. A state in motion is audited for what it shows.
      if (state.motion) return;
      const focus = await focusCheck(page, { known: focusShown });
      entry.focus = focus;
      if (focus.invisible.length)
        assert.fail(
          `${state.name}: ${focus.invisible.length} element(s) with no visible focus (WCAG 2.4.7)\n  ${focus.invisible.join('\n  ')}`,
        );
      const obscured = await obscuredCheck(page);
      entry.obscured = obscured;
      if (obscured.length)
        assert.fail(
          `${state.name}: ${obscured.length} focused element(s) hidden by other content (WCAG 2.4.11)\n  ${obscured.join('\n  ')}`,
        );
    },
    // A hang guard: the first states check many kinds of element.
    180_000,
  );
});
