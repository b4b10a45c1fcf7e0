import type { Page } from 'playwright-core';

/** In the page: how long (ms) its DOM has not changed and no finite animation has run, watching from the first call. */
function stillness(): number {
  const w = window as unknown as { __quietSince?: number; __quietObserver?: MutationObserver };
  if (!w.__quietObserver) {
    w.__quietSince = performance.now();
    w.__quietObserver = new MutationObserver(() => {
      w.__quietSince = performance.now();
    });
    w.__quietObserver.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }
  const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
  if (moving) w.__quietSince = performance.now();
  return performance.now() - w.__quietSince!;
}

/**
 * Waits until the page has been still for `stillMs`: no request started or finished, no change to
 * the DOM, no finite animation or transition running (issue 41: a condition instead of a fixed
 * sleep). A test that checks that something did not happen (no redirect, no second request, no
 * dialog) calls it first: once the page is still, what would have happened has. On a slow machine it
 * waits longer, where a fixed sleep would have checked too early and passed. Fails after `timeout`
 * if the page never settles (a loop of requests or re-renders is a defect of its own).
 */
export async function quiet(page: Page, { stillMs = 300, timeout = 15_000 }: { stillMs?: number; timeout?: number } = {}): Promise<void> {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  page.on('framenavigated', touch);
  try {
    const deadline = Date.now() + timeout;
    for (;;) {
      // A page that navigates meanwhile loses the observer: the new document gets one, and counts as a change.
      const pageStillFor = await page.evaluate(stillness).catch(async (e: Error) => {
        if (!/context was destroyed|navigat/i.test(e.message)) throw e;
        touch();
        await page.waitForLoadState('domcontentloaded');
        return 0;
      });
      if (pageStillFor >= stillMs && Date.now() - last >= stillMs) return;
      if (Date.now() > deadline) throw new Error(`the page did not settle for ${stillMs} ms within ${timeout} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    page.off('framenavigated', touch);
    page.off('request', touch);
    page.off('requestfinished', touch);
    page.off('requestfailed', touch);
  }
}
