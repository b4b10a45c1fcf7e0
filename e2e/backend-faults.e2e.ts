import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLIENT_LIMITS, clientCases, type ClientCase } from '../src/test-support/api/fallbacks.cases';
import { pageGroups, type PageAction, type PageGroup } from '../src/test-support/api/fallbacks.pages';
import { FAULTS, type Fault } from '../src/mocks/faults';
import { shot, setupBrowser, setupChromium, siteURL } from './browser';
import { submitRegistration } from './registration';
import { quiet } from './quiet';

/**
 * Every call a page makes × the seven faults (docs/reliability.md): each page group of
 * src/test-support/api/fallbacks.pages.ts is opened once per fault with that fault on all of its calls. The
 * page must render (header, footer, no error boundary), show the call's fallback, raise no page
 * error, and log each failed request exactly once ('[api] …' console error per request made).
 */

const trader = { meridian_persona: 'trader', uid: '1001', nickname: 'ann' };
const byPath = new Map(clientCases.map((c) => [c.path, c]));

const chromiumFile = setupChromium();

interface Opened {
  page: Page;
  /** Console errors and page errors, in order. */
  errors: string[];
  /** Requests made per backend path. */
  requests: Map<string, number>;
  /** Requests the page itself cancelled (ended before the client's limit with no answer): not faults, not logged. */
  cancelled: Map<string, number>;
}

async function openWithFault(group: PageGroup, fault: Fault): Promise<Opened> {
  const baseURL = siteURL();
  // Wide enough for every main menu to fit the row, whatever the fonts: the test hovers two of them.
  const context = await chromiumFile.newContext({ baseURL, viewport: { width: 1920, height: 900 } });
  const faults = Object.fromEntries(group.calls.map((path) => [path, fault]));
  const cookies: Record<string, string> = {
    ...(group.persona === 'trader' ? trader : {}),
    meridian_fault: encodeURIComponent(JSON.stringify(faults)),
  };
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })));
  const page = await context.newPage();
  const errors: string[] = [];
  const requests = new Map<string, number>();
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const cancelled = new Map<string, number>();
  const started = new Map<object, number>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (!group.calls.includes(path)) return;
    requests.set(path, (requests.get(path) ?? 0) + 1);
    started.set(r, Date.now());
  });
  // A request the page cancelled (react-query cancels a query whose last observer unmounted, e.g.
  // a menu panel closed) is not a fault and logs nothing. The browser reports it as ERR_ABORTED;
  // under the time-out fault the client's own abort looks the same, so there only a request that
  // ended well before its client's limit counts as cancelled.
  page.on('requestfailed', (r) => {
    const path = new URL(r.url()).pathname;
    const since = started.get(r);
    if (since === undefined || !byPath.has(path) || !/ERR_ABORTED/.test(r.failure()?.errorText ?? '')) return;
    if (fault === 'timeout' && Date.now() - since >= CLIENT_LIMITS[byPath.get(path)!.client] - 500) return;
    cancelled.set(path, (cancelled.get(path) ?? 0) + 1);
  });
  // A timed-out call keeps the network busy until the client gives up: wait for 'load' only.
  await page.goto(group.url, { waitUntil: fault === 'timeout' ? 'load' : 'networkidle' });
  await act(page, group.action);
  return { page, errors, requests, cancelled };
}

async function act(page: Page, action: PageAction): Promise<void> {
  if (action === 'markets-then-profile') {
    // Each menu stays open until its market panel is on screen (the panel's calls start with it and,
    // being panel data, run to their end after the menu closes: src/api/panel-queries.test.ts).
    for (const [menu, panel] of [
      ['trade_menu', 'trade'],
      ['derivatives_menu', 'futures'],
    ] as const) {
      await page.locator(`header [data-menu="${menu}"]`).first().hover();
      await page.getByTestId(`second-nav-panel-${panel}`).waitFor();
    }
    await page.locator('[data-menu=profile_menu]').click();
    await page.getByTestId('profile-card').waitFor();
    await page.keyboard.press('Escape');
    // The search stays open: closing it would cancel its calls (a cancelled call is not a fault, not logged).
    await page.getByTestId('market-search-button').click();
    await page.getByRole('dialog', { name: 'Search markets' }).waitFor();
  } else if (action === 'log-in' || action === 'sign-up') {
    await submitRegistration(page, action);
  } else if (action === 'log-out' || action === 'log-out-all') {
    await page.locator('[data-menu=logout_menu]').click();
    await page.getByTestId(action === 'log-out' ? 'logout-this' : 'logout-all').click();
  } else if (action === 'send-chat') {
    const chat = page.getByTestId('chat-window');
    await chat.getByTestId('chat-messages').waitFor();
    await chat.getByTestId('chat-composer').fill('hello from the fault test');
    await chat.getByRole('button', { name: 'Send' }).click();
  } else if (action === 'search-chart') {
    await expect.poll(() => page.getByTestId('chart-cell').first().getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
    await page.getByTestId('chart-symbol').first().click();
    await page.getByTestId('chart-search').getByRole('textbox').fill('ETH');
  }
}

const logsOf = (c: ClientCase, errors: string[]) => errors.filter((e) => c.logged.test(e));

/** Each call was made and each request it made logged exactly once; nothing else went wrong. */
async function expectLoggedOnce(group: PageGroup, fault: Fault, o: Opened): Promise<void> {
  const cases = group.calls.map((path) => byPath.get(path)!);
  const limit = Math.max(...cases.map((c) => CLIENT_LIMITS[c.client]));
  const wait = fault === 'timeout' ? limit + 20_000 : 20_000;
  const uncancelled = (c: ClientCase) => (o.requests.get(c.path) ?? 0) - (o.cancelled.get(c.path) ?? 0);
  for (const c of cases) {
    await expect
      .poll(() => logsOf(c, o.errors).length > 0 || (o.requests.has(c.path) && uncancelled(c) === 0), {
        timeout: wait,
        message: `${c.name} logged (${fault}); requests ${JSON.stringify([...o.requests])}; cancelled ${JSON.stringify([...o.cancelled])}; errors:\n${o.errors.join('\n')}`,
      })
      .toBe(true);
  }
  // Let retries and polls settle, then every request made is one log line, no more.
  await quiet(o.page);
  for (const c of cases) {
    const made = o.requests.get(c.path) ?? 0;
    const logged = logsOf(c, o.errors).length;
    // A request still in flight (a poll, or a time-out not yet due) may not have logged yet.
    expect(logged, `${c.name}: ${logged} log lines for ${made} requests (${fault})\n${o.errors.join('\n')}`).toBeLessThanOrEqual(made);
    expect(
      logged,
      `${c.name}: ${logged} log lines for ${made} requests, ${made - uncancelled(c)} cancelled (${fault})`,
    ).toBeGreaterThanOrEqual(Math.min(uncancelled(c), 1));
    if (fault !== 'timeout') expect(uncancelled(c) - logged, `${c.name} (${fault}) requests without a log line`).toBeLessThanOrEqual(1);
  }
  const own = o.errors.filter((e) => !/Failed to load resource/.test(e));
  const unexplained = own.filter((e) => !cases.some((c) => c.logged.test(e)));
  expect(unexplained, `unexpected errors (${fault}): ${unexplained.join(' | ')}`).toEqual([]);
}

/** The shell still stands and the group's visible fallback is there. */
async function expectFallbackShown(group: PageGroup, page: Page): Promise<void> {
  await page.locator('header [data-testid=logo]').waitFor();
  await page.locator('footer [data-testid=copyright]').waitFor();
  expect(await page.locator('[data-testid=error-boundary]').count()).toBe(0);
  switch (group.id) {
    case 'home-user':
    case 'signup-ref':
      await page.locator('[data-item=login]').waitFor();
      break;
    case 'trade-symbol':
    case 'trade-bars':
      // No symbol info or no bars: the chart says so and offers Retry; the page around it works.
      await expect
        .poll(() => page.getByTestId('chart-cell').first().getAttribute('data-status'), { timeout: 8_000 })
        .toMatch(/error|unknown_symbol/);
      break;
    case 'chat':
      await page.getByTestId('chat-error').waitFor();
      break;
    case 'home':
      await page.getByRole('dialog', { name: 'Search markets' }).waitFor();
      break;
    case 'log-in':
    case 'sign-up':
      // The modal says it failed and the visitor is still logged out.
      await page.getByTestId('registration-modal').getByRole('alert').waitFor();
      expect(await page.locator('[data-menu=funds_menu]').count()).toBe(0);
      break;
    case 'log-out':
    case 'log-out-all':
      // A failed call still ends the session here: the visitor asked to leave.
      await page.waitForURL((u) => u.pathname.endsWith('/login'));
      break;
    case 'chat-send':
      await page.getByTestId('chat-window').getByText('Not sent.').waitFor();
      break;
    case 'trade-marks-search':
      await page
        .getByTestId('chart-search')
        .getByText(/no (symbols|results|matches)/i)
        .waitFor();
      break;
    default:
      break;
  }
}

/** Runs `work` over `items`, at most `size` at a time. */
async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<PromiseSettledResult<void>[]> {
  const results: PromiseSettledResult<void>[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!).then(
        () => ({ status: 'fulfilled', value: undefined }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

/**
 * One test per fault: every page run of fallbacks.pages.ts with that fault on all its calls. The
 * runs share the browser and go a few at a time (the time-out runs mostly wait, so more at once).
 */
describe('every call a page makes, under each fault', () => {
  it.each([...FAULTS])(
    '%s: every page works, shows its fallback and logs each failure once',
    async (fault) => {
      // Time-out runs overlap their waits, but open one page at a time: seven cold loads at once on
      // two cores pushed an unfaulted header call past its 4 s limit.
      let opening: Promise<unknown> = Promise.resolve();
      const results = await pool(pageGroups, fault === 'timeout' ? 7 : 2, async (group) => {
        const turn = opening.then(() => openWithFault(group, fault));
        opening = turn.catch(() => undefined);
        const opened = await turn;
        try {
          await expectLoggedOnce(group, fault, opened);
          await expectFallbackShown(group, opened.page);
          if (fault === '500') await shot(opened.page, `fault-${group.id}-500`);
        } finally {
          await opened.page.context().close();
        }
      });
      const failed = results.flatMap((r, i) =>
        r.status === 'rejected' ? [`${pageGroups[i]!.id}: ${r.reason instanceof Error ? r.reason.message : String(r.reason)}`] : [],
      );
      expect(failed, failed.join('\n\n')).toEqual([]);
    },
    300_000,
  );
});

const b = setupBrowser();

describe('fallbacks seen in the page', () => {
  it('a failed compliance check means no restrictions: the logged-in menus stay', async () => {
    const faultCookie = encodeURIComponent(JSON.stringify({ '/api/web/v1/compliance/check': '500' }));
    const { page } = await b.open('/?site=main', {
      cookies: { meridian_persona: 'uk_limited', uid: '1001', nickname: 'ann', meridian_fault: faultCookie },
    });
    await page.locator('[data-menu=funds_menu]').waitFor();
    await shot(page, 'fault-compliance-500');
  });
});

describe('demo toolbar', () => {
  it('switches persona and the shell follows', async () => {
    const { page } = await b.open('/?site=main');
    await page.locator('[data-item=login]').waitFor();
    await page.getByTestId('demo-toolbar').getByRole('combobox', { name: 'Visitor' }).click();
    // The choice reloads the page; the locator waits through the reload for the trader's menus.
    await page.getByRole('option', { name: /Trader/ }).click();
    await page.locator('[data-menu=funds_menu]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-item=login]').count()).toBe(0);
    await shot(page, 'demo-trader');
  });

  it('switches site', async () => {
    const { page } = await b.open('/?site=main');
    await page.getByTestId('demo-toolbar').getByRole('combobox', { name: 'Site' }).click();
    await page.getByRole('option', { name: /Meridian TR/ }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 30_000 }).toBe('tr');
    await shot(page, 'demo-site-tr');
  });
});
