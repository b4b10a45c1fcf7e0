// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bulletinQueryOptions } from '../api/fullsite-bulletin';
import { ANNOUNCEMENT_CLOSED_KEY, ANNOUNCEMENT_LAST_KEY, APP_BANNER_HIDDEN_KEY } from '../shell/bars/bar-storage';
import { barIds, renderBars, setupBarTests } from '../test-support/shell/bars-test-support';
import { renderBar } from './bars';

const backend = setupBarTests();
const phone = { device: { isPhone: true, width: 390 } };
/** The machine may be busy: answers from the embedded backend get time. */
const T = { timeout: 5000 };

describe('announcement bar', () => {
  it('reserves its slot at first paint, then shows the answer in it', async () => {
    const { initial } = await renderBars(backend.http, renderBar);
    expect(initial.bars).toEqual(['announcement']);
    expect(barIds()).toEqual(['announcement']);
    const bar = await screen.findByTestId('announcement', {}, T);
    expect(bar.textContent).toContain('Scheduled maintenance');
    expect(bar.getAttribute('data-content-id')).toBe('main-2026-11-001');
    expect(
      (document.querySelector('[data-bar=announcement]') as HTMLElement).style.height ||
        getComputedStyle(document.querySelector('[data-bar=announcement]')!).height,
    ).toBe('40px');
    await waitFor(() => expect(localStorage.getItem(ANNOUNCEMENT_LAST_KEY)).toBe('["main-2026-11-001"]'), T);
  });

  it('closing stores the content id and removes the bar; a new id brings it back', async () => {
    const user = userEvent.setup();
    const first = await renderBars(backend.http, renderBar);
    await user.click(await screen.findByRole('button', { name: 'Close announcement' }, T));
    await waitFor(() => expect(barIds()).toEqual([]), T);
    expect(JSON.parse(localStorage.getItem(ANNOUNCEMENT_CLOSED_KEY)!)).toEqual(['main-2026-11-001']);
    first.unmount();

    // Same id on the next visit: no slot at first paint, nothing later.
    const again = await renderBars(backend.http, renderBar);
    expect(again.initial.bars).toEqual([]);
    await waitFor(() => expect(again.queryClient.getQueryState(bulletinQueryOptions('en').queryKey)?.status).toBe('success'), T);
    expect(barIds()).toEqual([]);
    again.unmount();

    // The backend publishes a new announcement: it shows.
    backend.setCookies({ meridian_bulletin: 'main-2026-12-001' });
    await renderBars(backend.http, renderBar);
    expect((await screen.findByTestId('announcement', {}, T)).getAttribute('data-content-id')).toBe('main-2026-12-001');
  });

  it('no announcement: the reserved slot goes and the next first paint reserves none', async () => {
    backend.setCookies({ meridian_bulletin: 'none' });
    const first = await renderBars(backend.http, renderBar);
    expect(first.initial.bars).toEqual(['announcement']);
    await waitFor(() => expect(barIds()).toEqual([]), T);
    expect(localStorage.getItem(ANNOUNCEMENT_LAST_KEY)).toBe('[]');
    first.unmount();
    const again = await renderBars(backend.http, renderBar);
    expect(again.initial.bars).toEqual([]);
  });

  it('never on another page', async () => {
    await renderBars(backend.http, renderBar, { path: '/price' });
    expect(barIds()).toEqual([]);
  });
});

describe('app download banner', () => {
  it('shows on a phone above the announcement; Open goes to /mobileapp; closing stores the hide flag', async () => {
    const user = userEvent.setup();
    await renderBars(backend.http, renderBar, phone);
    expect(barIds()).toEqual(['app_download', 'announcement']);
    expect(screen.getByTestId('app-banner-open').getAttribute('href')).toBe('/mobileapp');
    await user.click(screen.getByRole('button', { name: 'Close app banner' }));
    await waitFor(() => expect(barIds()).toEqual(['announcement']), T);
    expect(localStorage.getItem(APP_BANNER_HIDDEN_KEY)).toBe('1');
  });

  it('stays closed on the next visit', async () => {
    localStorage.setItem(APP_BANNER_HIDDEN_KEY, '1');
    const { initial } = await renderBars(backend.http, renderBar, phone);
    expect(initial.bars).toEqual(['announcement']);
  });
});

describe('reminder bars', () => {
  it('IP limit: log in and sign up', async () => {
    await renderBars(backend.http, renderBar, { path: '/price', compliance: { limit: { is_ip_limit: true } } });
    const bar = screen.getByTestId('bar-ip_limit');
    expect(bar.textContent).toContain('Our services are limited in your region');
    expect([...bar.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/login', '/signup']);
  });

  it('KYC top bar for a user below KYC2 links to verification, in the prefixed language', async () => {
    await renderBars(backend.http, renderBar, {
      path: '/price',
      locale: 'de',
      user: { isLogin: true, uid: 1001, nickname: 'ann', verified: '2' },
    });
    expect(screen.getByTestId('bar-kyc_top').querySelector('a')?.getAttribute('href')).toBe('/de/myaccount/kyc_home');
  });

  it('compliance floating bar floats (no slot height) and closes for the page view', async () => {
    const user = userEvent.setup();
    await renderBars(backend.http, renderBar, { path: '/price', compliance: { limit: { is_show_compliance_tips: true } } });
    expect(barIds()).toEqual(['compliance_float']);
    const float = screen.getByTestId('compliance-float');
    expect(float.querySelector('a')?.getAttribute('href')).toBe('/state_compliance_tips');
    await user.click(screen.getByRole('button', { name: 'Close compliance information' }));
    expect(screen.queryByTestId('compliance-float')).toBeNull();
  });

  it('order: app download, announcement, IP limit, compliance float', async () => {
    await renderBars(backend.http, renderBar, { ...phone, compliance: { limit: { is_ip_limit: true, is_show_compliance_tips: true } } });
    expect(barIds()).toEqual(['app_download', 'announcement', 'ip_limit', 'compliance_float']);
  });
});
