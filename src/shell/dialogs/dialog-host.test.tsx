// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { useShellState } from '../../decision/shell-state';
import { PLANTED_NOTICE, withDialog } from '../../test-support/planted-config';
import { renderShell } from '../../test-support/render-shell';
import { DialogHost } from './dialog-host';
import { TurkishLanguageDialog } from '../prefs/turkish-language-dialog';
import { location, MAIN_HOSTS, NOW_MS, renderDialogs, setupDialogTests, shell } from '../../test-support/shell/dialog-test-support';

const reports = vi.hoisted(() => [] as { message: string; tags: Record<string, string> }[]);
vi.mock('../../lib/error-report/report-error', () => ({
  reportError: async (message: string, tags: Record<string, string>) => void reports.push({ message, tags }),
}));

const { backend, spies } = setupDialogTests();

const RESTRICTED = { compliance: { limit: { limit_country_toast: true, is_uk_limit: true }, toast: { is_hk_user: true } } };
const UK = { compliance: { limit: { is_uk_limit: true } } };
const KYC = { user: { isLogin: true }, compliance: { toast: { kyc_toast: { show_kyc_upgrade_notice: true } } } };
const dialogs = () => screen.queryAllByRole('dialog');

describe('DialogHost: the queue', () => {
  it('opens only dialogs[0]', async () => {
    const { decision } = await renderShell(<DialogHost allowedHosts={MAIN_HOSTS} />, { facts: RESTRICTED, http: backend.http });
    expect(decision.dialogs.map((d) => d.id)).toEqual(['restricted_location', 'uk_limit', 'hk_user']);
    expect(await screen.findByRole('dialog', { name: 'Restricted Location' })).toBeTruthy();
    expect(dialogs()).toHaveLength(1);
    expect(screen.queryByText(/UK consumers/)).toBeNull();
  });

  it('renders nothing without a dialog, and nothing while a dialog another feature renders is first', async () => {
    const { decision, container } = await renderShell(<DialogHost allowedHosts={MAIN_HOSTS} />, { facts: {}, http: backend.http });
    expect(decision.dialogs).toEqual([]);
    expect(container.innerHTML).toBe('');
    const asked = await renderShell(<DialogHost allowedHosts={MAIN_HOSTS} />, {
      facts: { intents: ['turkish_language'] },
      http: backend.http,
    });
    expect(asked.decision.dialogs[0]?.id).toBe('turkish_language');
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(dialogs()).toHaveLength(0);
    expect(spies.warn).not.toHaveBeenCalled();
  });

  it('acknowledging stores what the Decision names, calls stored(), and the next Decision opens the next dialog', async () => {
    const user = userEvent.setup();
    const { decision } = await renderDialogs({ facts: RESTRICTED, http: backend.http });
    expect(decision.dialogs[0]!.remember).toMatchObject({ key: 'meridian_restricted_location_ack', in: 'storage', format: 'timestamp' });
    await user.click(await screen.findByRole('button', { name: 'I Acknowledge' }));
    expect(window.localStorage.getItem('meridian_restricted_location_ack')).toBe(String(NOW_MS));
    expect(shell().storageVersion).toBe(1);
    expect(await screen.findByRole('dialog', { name: 'Notice for UK consumers' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I Understand' }));
    expect(await screen.findByRole('dialog', { name: 'Notice for Hong Kong users' })).toBeTruthy();
    expect(window.localStorage.getItem('meridian_uk_limit_ack')).toBe(String(NOW_MS));
  });

  it('writes a cookie when the Decision says cookie (KYC upgrade, 12 h)', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: KYC, http: backend.http });
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    expect(Cookies.get('kyc_upgrade_notice')).toBe(String(NOW_MS));
    expect(shell().storageVersion).toBe(1);
    await waitFor(() => expect(dialogs()).toHaveLength(0));
  });

  it('storage that throws is logged and falls back to dismissing for the page view', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await renderDialogs({ facts: UK, http: backend.http });
    await user.click(await screen.findByRole('button', { name: 'I Understand' }));
    expect(shell().storageVersion).toBe(0);
    expect(shell().dismissed).toEqual(['uk_limit']);
    expect(spies.warn).toHaveBeenCalled();
    await waitFor(() => expect(dialogs()).toHaveLength(0));
  });

  it('dismisses a dialog without remember (EU upcoming) for the page view', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: { site: 'eu', intents: ['eu_upcoming'] }, http: backend.http });
    expect(await screen.findByRole('dialog', { name: 'Stay tuned!' })).toBeTruthy();
    expect(screen.getByText('This feature is upcoming')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(shell().dismissed).toContain('eu_upcoming');
    expect(shell().storageVersion).toBe(0);
  });
});

describe('DialogHost: a dialog without a view', () => {
  it('never holds the queue: it is skipped, reported once, and the next dialog with a view opens', async () => {
    const user = userEvent.setup();
    reports.length = 0;
    const config = withDialog('mica_notice');
    const { decision } = await renderDialogs({ facts: { ...UK, intents: ['mica_notice'] }, config, http: backend.http });
    expect(decision.dialogs.map((d) => d.id)).toEqual(['uk_limit']); // renderShell's own Decision: the repository's config
    expect(await screen.findByRole('dialog', { name: 'Notice for UK consumers' })).toBeTruthy();
    expect(dialogs()).toHaveLength(1);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({
      message: 'dialog "mica_notice" has no view in this build; skipped',
      tags: { area: 'dialogs', dialog: 'mica_notice' },
    });
    // The next Decision (the UK notice acknowledged) still holds it: it is not reported again.
    await user.click(screen.getByRole('button', { name: 'I Understand' }));
    await waitFor(() => expect(dialogs()).toHaveLength(0));
    expect(reports).toHaveLength(1);
  });

  it("the preferences' Turkish question opens behind it too", async () => {
    const config = withDialog('mica_other');
    await renderDialogs({
      facts: { intents: ['mica_other', 'turkish_language'] },
      config,
      http: backend.http,
      extra: <TurkishLanguageDialog />,
    });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(dialogs()).toHaveLength(1);
  });
});

describe('DialogHost: a plain notice declared as data', () => {
  it('renders through the generic view: its texts as plain text, cancel and confirm, checked links', async () => {
    const user = userEvent.setup();
    reports.length = 0;
    const config = withDialog('mica_notice', PLANTED_NOTICE);
    await renderDialogs({ facts: { intents: ['mica_notice'] }, config, path: '/markets', http: backend.http });
    const dialog = await screen.findByRole('dialog', { name: 'MiCA notice' });
    expect(dialog.closest('[data-dialog]')?.getAttribute('data-dialog')).toBe('mica_notice');
    // Markup in the text is text: no element made of it.
    expect(screen.getByText('Crypto-asset services <b>change</b> on 30 December.')).toBeTruthy();
    expect(dialog.querySelector('b')).toBeNull();
    expect(screen.getByText('Read what changes for you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'What changes' }).getAttribute('href')).toBe('/legal/mica');
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).toBeNull();
    expect(spies.warn).toHaveBeenCalled(); // the dropped link is logged
    expect(screen.getByRole('button', { name: 'Later' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(shell().dismissed).toContain('mica_notice');
    await waitFor(() => expect(dialogs()).toHaveLength(0));
    expect(location()).toBe('/markets');
    expect(reports).toEqual([]);
  });

  it('its link goes through the router with the language prefix; a language without its text shows the English', async () => {
    const user = userEvent.setup();
    const config = withDialog('mica_notice', PLANTED_NOTICE);
    await renderDialogs({ facts: { locale: 'zh', intents: ['mica_notice'] }, config, path: '/zh/markets', http: backend.http });
    await screen.findByRole('dialog', { name: 'MiCA notice' });
    await user.click(screen.getByRole('link', { name: 'What changes' }));
    expect(location()).toBe('/zh/legal/mica');
  });

  it('in Turkish, its Turkish text', async () => {
    const config = withDialog('mica_notice', PLANTED_NOTICE);
    await renderDialogs({ facts: { site: 'tr', locale: 'tr', intents: ['mica_notice'] }, config, http: backend.http });
    expect(await screen.findByRole('dialog', { name: 'MiCA bildirimi' })).toBeTruthy();
    expect(screen.getByText('Kripto varlık hizmetleri değişiyor.')).toBeTruthy();
  });
});

describe('DialogHost: closing', () => {
  it('restricted_location has no close control and ignores Esc', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: RESTRICTED, http: backend.http });
    const dialog = await screen.findByRole('dialog', { name: 'Restricted Location' });
    expect(screen.getByText(/attempting to access our services from a Restricted Location.*unable to provide services/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true)); // Esc is pressed inside it
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Restricted Location' })).toBeTruthy();
    expect(window.localStorage.getItem('meridian_restricted_location_ack')).toBeNull();
  });

  it('Esc closes a closable dialog, storing its acknowledgement', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: UK, http: backend.http });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(window.localStorage.getItem('meridian_uk_limit_ack')).toBe(String(NOW_MS));
    await waitFor(() => expect(dialogs()).toHaveLength(0));
  });

  it('Esc does nothing when the Decision says not closable (risk user, be_closed 0)', async () => {
    const user = userEvent.setup();
    await renderDialogs({
      facts: {
        compliance: { toast: { kyc_toast: { is_risk_user: true, risk_user_guide_be_closed: 0, risk_user_guide_cookie_key: 'risk_ack' } } },
      },
      http: backend.http,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Risk notice' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true)); // Esc is pressed inside it
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Risk notice' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

describe('DialogHost: focus', () => {
  it('traps focus inside and returns it to the element focused before it opened', async () => {
    const user = userEvent.setup();
    const ask = () => useShellState.getState().request('eu_upcoming');
    await renderDialogs({
      facts: { site: 'eu' },
      extra: (
        <button type="button" onClick={ask}>
          Open feature
        </button>
      ),
      http: backend.http,
    });
    const trigger = screen.getByRole('button', { name: 'Open feature' });
    trigger.focus();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Stay tuned!' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Focus sent outside comes back into the modal (its container, which holds the dialog).
    const modal = dialog.closest('.MuiDialog-root')!;
    act(() => trigger.focus());
    await waitFor(() => expect(document.activeElement).not.toBe(trigger));
    expect(modal.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dialogs()).toHaveLength(0));
    expect(document.activeElement).toBe(trigger);
  });
});

describe('DialogHost: confirmHref', () => {
  it('confirm goes to confirmHref with the language prefix after acknowledging', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: { ...KYC, locale: 'zh' }, path: '/zh/trade/BTC_USDT', http: backend.http });
    await user.click(await screen.findByRole('button', { name: '立即认证' })); // "Verify now" on the Chinese page
    expect(location()).toBe('/zh/myaccount/kyc_home');
    expect(Cookies.get('kyc_upgrade_notice')).toBe(String(NOW_MS));
  });

  it("withdraw-only: 'Create a ticket' goes to /myaccount/tickets", async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: { user: { isLogin: true }, compliance: { toast: { is_withdraw_only_user: true } } }, http: backend.http });
    await user.click(await screen.findByRole('button', { name: 'Create a ticket' }));
    expect(location()).toBe('/myaccount/tickets');
    expect(window.localStorage.getItem('meridian_withdraw_only_ack')).toBe(String(NOW_MS));
  });

  it('a dialog without confirmHref stays on the page (Hong Kong)', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: { compliance: { toast: { is_hk_user: true } } }, path: '/markets', http: backend.http });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(location()).toBe('/markets');
    expect(window.localStorage.getItem('meridian_hk_user_ack')).toBe(String(NOW_MS));
  });

  it('a low-KYC state-limit user is sent to the USDT withdraw page', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: { compliance: { toast: { limit_country_user_status: 'LIMIT_LOW_KYC_USER' } } }, http: backend.http });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(location()).toBe('/myaccount/withdraw/USDT');
  });
});
