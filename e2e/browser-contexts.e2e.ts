import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupChromium, siteURL } from './browser';

/**
 * The browser helper's promise about page lifetimes (e2e/browser.ts): a context made inside a test
 * is closed when that test ends, one made in a hook lives to the end of the file, and
 * `keepContexts` keeps them all. Each check looks at the context from the next test, where a
 * leak (a page left polling) or an early close (a reused page gone) would show.
 */
function watched(context: BrowserContext): { context: BrowserContext; closed: () => boolean } {
  let closed = false;
  context.on('close', () => {
    closed = true;
  });
  return { context, closed: () => closed };
}

/** Whether the context still opens pages and runs script in them. */
async function works(context: BrowserContext): Promise<boolean> {
  const page = await context.newPage();
  const sum = await page.evaluate(() => 1 + 1);
  await page.close();
  return sum === 2;
}

describe('by default', () => {
  const chromium = setupChromium();
  let fromHook: ReturnType<typeof watched>;
  let fromTest: ReturnType<typeof watched>;

  beforeAll(async () => {
    fromHook = watched(await chromium.newContext());
  });

  it('a context made in a test works in that test', async () => {
    fromTest = watched(await chromium.newContext());
    expect(await works(fromTest.context)).toBe(true);
  });

  it('is closed when that test has ended', () => {
    expect(fromTest.closed()).toBe(true);
  });

  let handlerEnded: Promise<string>;

  it('a test may end while a route handler is still fetching', async () => {
    const context = await chromium.newContext();
    const closed = new Promise<void>((r) => context.on('close', () => r()));
    let enter = (): void => undefined;
    const entered = new Promise<void>((r) => (enter = r));
    let end: (how: string) => void = () => undefined;
    handlerEnded = new Promise<string>((r) => (end = r));
    await context.route('**/api/**', async (route) => {
      enter();
      // Fetches only once the test has ended and its context closed. The handler's own failure is
      // left unhandled, as a test's handler would leave it; only the closing may quiet it.
      await closed;
      const fetched = route.fetch();
      fetched.then(
        () => end('fetched'),
        () => end('refused'),
      );
      await route.fulfill({ response: await fetched });
    });
    const page = await context.newPage();
    void page.goto(`${siteURL()}/api/web/v1/site/settings`).catch(() => undefined);
    await entered;
  });

  it('and its failure after the close reaches no one (no unhandled rejection fails the file)', async () => {
    expect(await handlerEnded).toBe('refused');
  });

  it('one made in a hook lives on through the tests', async () => {
    expect(fromHook.closed()).toBe(false);
    expect(await works(fromHook.context)).toBe(true);
  });
});

describe('with keepContexts', () => {
  const chromium = setupChromium({ keepContexts: true });
  let fromTest: ReturnType<typeof watched>;

  it('a context made in a test', async () => {
    fromTest = watched(await chromium.newContext());
    expect(await works(fromTest.context)).toBe(true);
  });

  it('is still open in the next test', async () => {
    expect(fromTest.closed()).toBe(false);
    expect(await works(fromTest.context)).toBe(true);
  });
});
