// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useShellState } from '../../decision/shell-state';
import { stubMedia } from '../../test-support/match-media';
import { renderFooter, setupFooterTests } from '../../test-support/shell/footer-test-support';
import { SiteFooter } from './site-footer';

setupFooterTests();

// The CDN check never runs here (its own tests drive it).
const quiet = { cdnCheck: { delayMs: 1e9 } };
const Footer = (props: { language?: React.ReactNode; fiat?: React.ReactNode } = {}) => <SiteFooter {...quiet} {...props} />;
const columnIds = () => [...document.querySelectorAll('footer [data-column]')].map((c) => c.getAttribute('data-column'));
const linkIds = () => [...document.querySelectorAll('footer [data-item]')].map((c) => c.getAttribute('data-item'));
const disclaimers = () => [...document.querySelectorAll('footer [data-disclaimer]')].map((c) => c.getAttribute('data-disclaimer'));
const socials = () => [...document.querySelectorAll('footer [data-social]')].map((c) => c.getAttribute('data-social'));

describe('SiteFooter', () => {
  it('global footer: four columns, social icons, sign-up, QR code, copyright from 2013', async () => {
    await renderFooter(<Footer />, { site: 'main' });
    expect(columnIds()).toEqual(['about', 'products', 'services', 'learn']);
    expect(linkIds()).toContain('footer_nft');
    expect(socials()).toEqual(['x', 'telegram', 'discord', 'youtube', 'linkedin', 'instagram', 'facebook', 'reddit']);
    expect(screen.getByRole('link', { name: 'Telegram (opens in a new tab)' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('footer-signup').querySelector('a')?.getAttribute('href')).toBe('/signup');
    expect(screen.getByTestId('footer-download-more')).toBeTruthy();
    expect(screen.getByTestId('copyright').textContent).toBe('© 2013–2026 Meridian. All rights reserved.');
    expect(disclaimers()).toEqual(['footer.disclaimer.risk']);
  });

  it('Turkey: fiat deposit and withdrawal, a contact block, copyright from 2022, no download modal', async () => {
    await renderFooter(<Footer />, { site: 'tr', locale: 'tr' });
    expect(columnIds()).toEqual(['about', 'products', 'services', 'contact']);
    expect(linkIds()).toEqual(expect.arrayContaining(['tr_deposit_fiat', 'tr_withdraw_fiat', 'tr_contact_support']));
    expect(screen.getByTestId('copyright').textContent).toContain('2022–2026');
    expect(screen.getByTestId('footer-qr-box')).toBeTruthy();
    expect(screen.queryByTestId('footer-download-more')).toBeNull();
  });

  it('US: My Assets and the licence line first', async () => {
    await renderFooter(<Footer />, { site: 'us' });
    expect(linkIds()).toContain('us_my_funds');
    expect(disclaimers()).toEqual(['footer.disclaimer.us_licence', 'footer.disclaimer.risk']);
    expect(screen.getByText(/NMLS ID/)).toBeTruthy();
  });

  it('UK: the financial-promotion note first and no social icons', async () => {
    await renderFooter(<Footer />, { site: 'uk' });
    expect(disclaimers()[0]).toBe('footer.disclaimer.uk_financial_promotion');
    expect(screen.getByText(/FCA-authorised firm/)).toBeTruthy();
    expect(screen.queryByTestId('social')).toBeNull();
  });

  it('under the UK limit on the global site: promoted products and social icons go', async () => {
    await renderFooter(<Footer />, { site: 'main', compliance: { limit: { is_uk_limit: true } } });
    expect(screen.queryByTestId('social')).toBeNull();
    expect(linkIds()).not.toContain('footer_futures');
    expect(linkIds()).toContain('footer_spot');
  });

  it('compliance menu keys hide their links (NFT also for copper users)', async () => {
    await renderFooter(<Footer />, { site: 'main', compliance: { menu: ['gate_card'] }, common: { is_copper: '1' } });
    expect(linkIds()).not.toContain('footer_card');
    expect(linkIds()).not.toContain('footer_nft');
  });

  it('Chinese: one merchant link, under /p2p', async () => {
    await renderFooter(<Footer />, { site: 'main', locale: 'zh' });
    const merchant = document.querySelector('[data-item=footer_merchant]');
    expect(merchant?.getAttribute('href')).toBe('/zh/p2p/merchant');
    expect(linkIds()).not.toContain('footer_p2p_merchant');
  });

  it('a logged-in user gets no sign-up but keeps the app download', async () => {
    await renderFooter(<Footer />, { site: 'main', user: { isLogin: true, uid: 1001, nickname: 'ann', verified: '1' } });
    expect(screen.queryByTestId('footer-signup')).toBeNull();
    expect(screen.getByTestId('footer-download')).toBeTruthy();
  });

  it('test network: no sign-up, no app download, no disclaimers', async () => {
    await renderFooter(<Footer />, { site: 'testnet' });
    expect(screen.queryByTestId('footer-signup')).toBeNull();
    expect(screen.queryByTestId('footer-download')).toBeNull();
    expect(disclaimers()).toEqual([]);
  });

  it('the download modal loads on demand with the QR code and the store links', async () => {
    const user = userEvent.setup();
    await renderFooter(<Footer />, { site: 'main' });
    await user.click(screen.getByTestId('footer-download-more'));
    const modal = await screen.findByRole('dialog', { name: 'Download the Meridian app' }, { timeout: 10_000 });
    expect(within(modal).getByRole('link', { name: 'iOS & Android' }).getAttribute('href')).toBe(
      'https://download.meridian.example/home?c=web',
    );
    expect(within(modal).getByRole('link', { name: 'Android APK' }).getAttribute('href')).toBe(
      'https://download.meridian.example/android/meridian.apk',
    );
    expect(within(modal).getByRole('link', { name: 'All download options' }).getAttribute('href')).toBe('/mobileapp');
  });

  it('EU special links ask for the upcoming dialog instead of navigating', async () => {
    const user = userEvent.setup();
    await renderFooter(<Footer />, { site: 'eu' });
    const earn = document.querySelector('[data-item=sister_earn]')!;
    expect(earn.tagName).toBe('BUTTON');
    expect(earn.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(earn);
    expect(useShellState.getState().intents).toEqual(['eu_upcoming']);
  });

  it('the same links are plain links on Malta', async () => {
    const user = userEvent.setup();
    await renderFooter(<Footer />, { site: 'mt' });
    const earn = document.querySelector('[data-item=sister_earn]')!;
    expect(earn.tagName).toBe('A');
    expect(earn.getAttribute('href')).toBe('/simple-earn');
    await user.click(earn);
    expect(useShellState.getState().intents).toEqual([]);
  });

  it('shows the language picker it is given; the fiat picker only in the mobile wrapper', async () => {
    await renderFooter(<Footer language={<button type="button">Language</button>} fiat={<button type="button">Fiat</button>} />, {
      site: 'main',
    });
    const group = screen.getByRole('group', { name: 'Language and currency' });
    expect(within(group).getByRole('button', { name: 'Language' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Fiat' }).parentElement).not.toBe(group);
  });

  it('on a narrow screen the columns are an accordion', async () => {
    stubMedia((q) => q.includes('max-width'));
    await renderFooter(<Footer />, { site: 'main' });
    expect(screen.getByTestId('footer-accordion')).toBeTruthy();
    expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(4);
  });
});
