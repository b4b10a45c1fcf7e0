// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { location, NOW_MS, renderDialogs, setupDialogTests, shell } from '../../test-support/shell/dialog-test-support';

const { backend, answerCompliance, spies } = setupDialogTests();

const regional = () => ({ compliance: answerCompliance({ menu: [], business: [], limit: { regional_site: 'eu' } }) });

describe('regional_switch', () => {
  it("'Switch site' acknowledges, then loads the EU site's home the Decision names", async () => {
    const user = userEvent.setup();
    const { openUrl } = await renderDialogs({ facts: regional(), http: backend.http });
    await user.click(await screen.findByRole('button', { name: 'Switch site' }));
    expect(window.localStorage.getItem('meridian_regional_switch_ack')).toBe(String(NOW_MS));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('https://eu.meridian.example/'));
  });

  it("on the EU site 'Switch site' loads the global site's home", async () => {
    const user = userEvent.setup();
    const facts = { site: 'eu', compliance: answerCompliance({ menu: [], business: [], limit: { regional_site: 'main' } }) };
    const { openUrl } = await renderDialogs({
      facts,
      host: { allowedHosts: ['eu.meridian.example', 'www.meridian.example'] },
      http: backend.http,
    });
    await user.click(await screen.findByRole('button', { name: 'Switch site' }));
    expect(openUrl).toHaveBeenCalledWith('https://www.meridian.example/');
  });

  it('drops the switch target when the site does not allow its host, and still acknowledges', async () => {
    const user = userEvent.setup();
    const { openUrl } = await renderDialogs({ facts: regional(), host: { allowedHosts: ['www.meridian.example'] }, http: backend.http });
    await user.click(await screen.findByRole('button', { name: 'Switch site' }));
    expect(openUrl).not.toHaveBeenCalled();
    expect(spies.warn).toHaveBeenCalledWith(expect.stringContaining('eu.meridian.example'));
    expect(window.localStorage.getItem('meridian_regional_switch_ack')).toBe(String(NOW_MS));
  });

  it("'Stay here' only acknowledges", async () => {
    const user = userEvent.setup();
    const { openUrl } = await renderDialogs({ facts: regional(), http: backend.http });
    await user.click(await screen.findByRole('button', { name: 'Stay here' }));
    expect(openUrl).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('meridian_regional_switch_ack')).toBe(String(NOW_MS));
  });
});

describe('hk_user', () => {
  it('a low-tier Hong Kong user: confirm acknowledges and goes to the USDT withdraw page', async () => {
    const user = userEvent.setup();
    await renderDialogs({
      facts: { site: 'hk', user: { isLogin: true, tier_level: 3, verified: '2' }, compliance: { toast: { is_hk_user: true } } },
      http: backend.http,
    });
    expect(await screen.findByRole('dialog', { name: 'Notice for Hong Kong users' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(location()).toBe('/myaccount/withdraw/USDT');
    expect(window.localStorage.getItem('meridian_hk_user_ack')).toBe(String(NOW_MS));
  });

  it('a tier-12 Hong Kong user: confirm stays on the page', async () => {
    const user = userEvent.setup();
    await renderDialogs({
      facts: { site: 'hk', user: { isLogin: true, tier_level: 12, verified: '1' }, compliance: { toast: { is_hk_user: true } } },
      path: '/markets',
      http: backend.http,
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(location()).toBe('/markets');
    expect(window.localStorage.getItem('meridian_hk_user_ack')).toBe(String(NOW_MS));
  });
});

describe('notices shown every time', () => {
  it('a low-tier Dutch user: confirm goes to the withdraw page and the notice stays closed for the page view', async () => {
    const user = userEvent.setup();
    await renderDialogs({
      facts: { user: { isLogin: true, tier_level: 2, verified: '2' }, compliance: { limit: { is_nl_limit: true } } },
      http: backend.http,
    });
    expect(await screen.findByRole('dialog', { name: 'Notice for users in the Netherlands' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(location()).toBe('/myaccount/withdraw/USDT');
    expect(shell().dismissed).toContain('nl_limit');
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a logged-out Uzbek visitor sees the assets notice; confirm stays on the page', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: { compliance: { limit: { is_uzbekistan_toast: true } } }, path: '/markets', http: backend.http });
    expect(await screen.findByRole('dialog', { name: 'Notice for users in Uzbekistan' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(location()).toBe('/markets');
    expect(window.localStorage.getItem('meridian_uz_assets_ack')).toBe(String(NOW_MS));
  });
});

describe('texts', () => {
  it('UK: not open to UK consumers from 6 October 2023', async () => {
    await renderDialogs({ facts: { compliance: { limit: { is_uk_limit: true } } }, http: backend.http });
    expect(await screen.findByText(/From 6 October 2023, our services are not open to consumers in the United Kingdom/)).toBeTruthy();
  });

  it('state limit for a limited visitor', async () => {
    await renderDialogs({ facts: { compliance: { toast: { limit_country_user_status: 'LIMIT_VISITOR' } } }, http: backend.http });
    expect(await screen.findByRole('dialog', { name: 'Services are limited in your region' })).toBeTruthy();
  });
});
