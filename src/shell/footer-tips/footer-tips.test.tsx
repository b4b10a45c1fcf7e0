// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_TIPS_CHECK_PATH, type FooterTip } from '../../api/footer-tips-check';
import type { Facts } from '../../generated/schema-types';
import { anyOrigin } from '../../mocks/data/store';
import { FORBIDDEN_SELECTOR, XSS_CONTENT } from '../../mocks/data/xss-corpus';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../../test-support/render-shell';
import { LocationProbe, location, MAIN_HOSTS } from '../../test-support/shell/dialog-test-support';
import { resetDroppedWarnings } from '../ui/safe-link.utils';
import { FooterTips, TIPS_LATER_MS } from './footer-tips';

const backend = setupTestBackend();
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetDroppedWarnings();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete (window as { __xss?: unknown }).__xss;
});

function answer(datas: unknown, code = 0) {
  backend.server.use(http.get(anyOrigin(FOOTER_TIPS_CHECK_PATH), () => HttpResponse.json({ resMsg: { code, message: 'x' }, datas })));
}

async function renderTips(openUrl = vi.fn(), path = '/markets', facts?: Facts) {
  await renderShell(
    <>
      <FooterTips allowedHosts={MAIN_HOSTS} openUrl={openUrl} />
      <LocationProbe />
    </>,
    { path, facts, http: backend.http },
  );
  return openUrl;
}

/** The tip list loads lazily (with DOMPurify): give the first render time on a busy machine. */
const findTip = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

const RISK: FooterTip = {
  title: 'Financial promotion',
  content: 'Investing is high risk. See {risk} before you invest.',
  text_link: [{ key: 'risk', link: '/risk-disclosure' }],
  ok_button: 'I understand',
  ok_button_router: '/help/risk',
  cancel_button: 'Not now',
};

describe('FooterTips', () => {
  it("asks in the page's language (the server writes the tips in it)", async () => {
    const asked: (string | null)[] = [];
    backend.server.use(
      http.get(anyOrigin(FOOTER_TIPS_CHECK_PATH), ({ request }) => {
        asked.push(request.headers.get('x-app-lang'));
        return HttpResponse.json({ resMsg: { code: 0, message: 'x' }, datas: [{ ...RISK, title: 'ترويج مالي' }] });
      }),
    );
    await renderTips(vi.fn(), '/ar/markets', { locale: 'ar', path: '/markets' });
    await findTip('ترويج مالي');
    expect(asked).toEqual(['ar']);
  });

  it('shows title and content with only the configured key as a link; OK closes and goes to the checked router', async () => {
    const user = userEvent.setup();
    answer([RISK]);
    await renderTips();
    const tip = await findTip('Financial promotion');
    const link = within(tip).getByRole('link', { name: 'risk' });
    expect(link.getAttribute('href')).toBe('/risk-disclosure');
    expect(tip.textContent).toContain('Investing is high risk. See risk before you invest.');
    await user.click(within(tip).getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('region', { name: 'Financial promotion' })).toBeNull();
    expect(location()).toBe('/help/risk');
  });

  it('one tip at a time, in the order the server gives: closing one shows the next', async () => {
    const user = userEvent.setup();
    answer([RISK, { ...RISK, title: 'Second' }, { ...RISK, title: 'Third' }]);
    await renderTips();
    await findTip('Financial promotion');
    expect(screen.getAllByRole('region').map((r) => r.querySelector('h2')?.textContent)).toEqual(['Financial promotion']);
    await user.click(within(screen.getByRole('region', { name: 'Financial promotion' })).getByRole('button', { name: 'Not now' }));
    expect(screen.getAllByRole('region').map((r) => r.querySelector('h2')?.textContent)).toEqual(['Second']);
    await user.click(within(screen.getByRole('region', { name: 'Second' })).getByRole('button', { name: 'Not now' }));
    expect(screen.getAllByRole('region').map((r) => r.querySelector('h2')?.textContent)).toEqual(['Third']);
  });

  it('waits while the Decision opens a modal notice (restricted location); a non-modal banner does not hold it', async () => {
    answer([RISK]);
    // The banner first: it proves the tips' lazy view has loaded, so the wait below is not just a slow import.
    await renderTips(vi.fn(), '/markets', { compliance: { business_banner: { content: 'Renew your documents.' } } });
    await findTip('Financial promotion');
    cleanup();
    let answered = 0;
    backend.server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes(FOOTER_TIPS_CHECK_PATH)) answered++;
    });
    await renderTips(vi.fn(), '/markets', { compliance: { limit: { limit_country_toast: true } } });
    await waitFor(() => expect(answered).toBe(1));
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByTestId('footer-tips')).toBeNull();
    backend.server.events.removeAllListeners();
  });

  it('Cancel and the close control only close', async () => {
    const user = userEvent.setup();
    answer([RISK, { ...RISK, title: 'Second' }]);
    await renderTips();
    await user.click(within(await findTip('Financial promotion')).getByRole('button', { name: 'Not now' }));
    await user.click(within(screen.getByRole('region', { name: 'Second' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('footer-tips')).toBeNull();
    expect(location()).toBe('/markets');
  });

  it('has no close control when the tip says no_close_button; OK without a router only closes', async () => {
    const user = userEvent.setup();
    answer([{ title: 'Sticky', content: 'Read this.', no_close_button: true }]);
    await renderTips();
    const tip = await findTip('Sticky');
    expect(within(tip).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(within(tip).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region', { name: 'Sticky' })).toBeNull();
    expect(location()).toBe('/markets');
  });

  it('follows an allowed https router as a full page load and drops (and logs) a foreign one', async () => {
    const user = userEvent.setup();
    answer([
      { ...RISK, title: 'A', ok_button_router: 'https://www.meridian.example/blog' },
      { ...RISK, title: 'B', ok_button_router: 'https://evil.example/' },
    ]);
    const openUrl = await renderTips();
    await user.click(within(await findTip('A')).getByRole('button', { name: 'I understand' }));
    expect(openUrl).toHaveBeenCalledWith('https://www.meridian.example/blog');
    await user.click(within(screen.getByRole('region', { name: 'B' })).getByRole('button', { name: 'I understand' }));
    expect(openUrl).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/markets');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('evil.example'));
  });

  it.each([
    ['an empty list', () => answer([])],
    ['a nonzero code', () => answer([RISK], 1)],
    ['a failed call', () => backend.setFaults({ [FOOTER_TIPS_CHECK_PATH]: '500' })],
  ])('shows nothing for %s', async (_name, arrange) => {
    arrange();
    await renderTips();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('footer-tips')).toBeNull();
  });

  it('runs none of the XSS corpus in title, content, buttons or links', async () => {
    const user = userEvent.setup();
    answer([
      {
        title: '<img src=x onerror="window.__xss=100">T',
        content: XSS_CONTENT,
        ok_button: '<b onmouseover="window.__xss=101">OK</b>',
        cancel_button: '<script>window.__xss=102</script>',
        ok_button_router: 'javascript:window.__xss=103',
        text_link: [{ key: 'terms', link: 'javascript:window.__xss=104' }],
      },
    ]);
    await renderTips();
    const tips = await screen.findByTestId('footer-tips', undefined, { timeout: 5000 });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    const content = tips.querySelector('[data-safe-text=footer_tips]')!;
    expect(content.textContent).toContain('Important notice');
    expect(content.querySelector(FORBIDDEN_SELECTOR)).toBeNull();
    expect(tips.querySelector('[onerror], [onclick], [onmouseover], [style]')).toBeNull();
    for (const a of tips.querySelectorAll('a')) expect(a.getAttribute('href')).toMatch(/^(\/(?!\/)|https:\/\/)/);
    expect(screen.getByRole('region', { name: '<img src=x onerror="window.__xss=100">T' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '<b onmouseover="window.__xss=101">OK</b>' }));
    expect(location()).toBe('/markets');
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });
});

describe('FooterTips below the fold (the view and DOMPurify after the page is interactive)', () => {
  /** An IntersectionObserver that says whether the watched box is in view, as told. */
  function observeAs(inView: boolean) {
    const watched: Element[] = [];
    class FakeObserver {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(el: Element) {
        watched.push(el);
        this.report([{ isIntersecting: inView, target: el } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    return watched;
  }
  afterEach(() => vi.unstubAllGlobals());

  it('waits out of view, an empty box where the tips go, and shows them at the first input', async () => {
    const watched = observeAs(false);
    answer([RISK]);
    await renderTips();
    const slot = screen.getByTestId('footer-tips-slot');
    expect(watched).toContain(slot);
    // The answer is in, and still no tip: nothing asked for the view yet.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('region', { name: 'Financial promotion' })).toBeNull();
    expect(slot.childElementCount).toBe(0);
    await act(async () => window.dispatchEvent(new Event('pointerdown')));
    expect(await findTip('Financial promotion')).toBeTruthy();
    expect(screen.queryByTestId('footer-tips-slot')).toBeNull();
  });

  it('without any input, shows them TIPS_LATER_MS after the load, once the page is idle', async () => {
    observeAs(false);
    let answeredAt = 0;
    backend.server.use(
      http.get(anyOrigin(FOOTER_TIPS_CHECK_PATH), () => {
        answeredAt = Date.now();
        return HttpResponse.json({ resMsg: { code: 0, message: 'x' }, datas: [RISK] });
      }),
    );
    await renderTips();
    // The wait starts once the answer is in (jsdom's page has loaded; it has no requestIdleCallback, a timeout stands in).
    await waitFor(() => expect(answeredAt).toBeGreaterThan(0));
    expect(screen.getByTestId('footer-tips-slot').childElementCount).toBe(0);
    expect(await findTip('Financial promotion')).toBeTruthy();
    // A timer never fires early: the tips came from the delay, not from anything sooner.
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(TIPS_LATER_MS);
  });

  it('shows them at once when their place is in view', async () => {
    observeAs(true);
    answer([RISK]);
    await renderTips();
    expect(await findTip('Financial promotion')).toBeTruthy();
  });
});
