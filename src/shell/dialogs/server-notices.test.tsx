// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { useShellState } from '../../decision/shell-state';
import type { Notice } from '../../generated/schema-types';
import { location, NOW_MS, renderDialogs, setupDialogTests, shell } from '../../test-support/shell/dialog-test-support';
import { FORBIDDEN_SELECTOR, XSS_CONTENT } from '../../mocks/data/xss-corpus';

const { backend, spies, answerCompliance } = setupDialogTests();

const TOAST: Notice = {
  title: 'Important update',
  content: '<p>Please read the {terms} before you continue.</p>',
  text_link: [{ key: 'terms', link: '/user-agreement' }],
  ok_button: 'Read now',
  ok_button_router: '/user-agreement',
  cancel_button: 'Not now',
};
const toastFacts = (notice: Notice) => ({ compliance: answerCompliance({ menu: [], business: [], limit: { toast_config: notice } }) });
const bannerFacts = (notice: Notice) => ({ compliance: answerCompliance({ menu: [], business: [], limit: {}, business_banner: notice }) });
const riskFacts = (kyc: Record<string, unknown>) => ({
  compliance: answerCompliance({
    menu: [],
    business: [],
    limit: {},
    toast: { kyc_toast: { is_risk_user: true, risk_user_guide_cookie_key: 'risk_guide_ack', risk_user_guide_be_closed: 1, ...kyc } },
  }),
});
const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));

/** Nothing ran and the rendered server text holds no element outside the allow-list. */
async function expectInert() {
  await settle();
  expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  const texts = document.querySelectorAll('[data-safe-text]');
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text.querySelector(FORBIDDEN_SELECTOR)).toBeNull();
    for (const el of text.querySelectorAll('*'))
      expect(el.getAttributeNames().every((a) => ['href', 'target', 'rel'].includes(a))).toBe(true);
    for (const a of text.querySelectorAll('a')) expect(a.getAttribute('href')).toMatch(/^(\/(?!\/)|https:\/\/)/);
  }
}

describe('toast_config', () => {
  it('shows the server content with only the configured keys as links; OK goes to ok_button_router and acknowledges', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: { ...toastFacts(TOAST), locale: 'zh' }, path: '/zh/', http: backend.http });
    const dialog = await screen.findByRole('dialog', { name: 'Important update' });
    const link = within(dialog).getByRole('link', { name: 'terms' });
    expect(link.getAttribute('href')).toBe('/zh/user-agreement');
    expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Read now' }));
    expect(location()).toBe('/zh/user-agreement');
    expect(window.localStorage.getItem('meridian_toast_config_ack')).toBe(String(NOW_MS));
    expect(shell().storageVersion).toBe(1);
  });

  it('drops an ok_button_router to a foreign host: OK only closes, and the drop is logged once', async () => {
    const user = userEvent.setup();
    await renderDialogs({
      facts: toastFacts({ ...TOAST, ok_button_router: 'https://evil.example/phish' }),
      path: '/markets',
      http: backend.http,
    });
    await user.click(await screen.findByRole('button', { name: 'Read now' }));
    expect(location()).toBe('/markets');
    expect(window.localStorage.getItem('meridian_toast_config_ack')).toBe(String(NOW_MS));
    expect(spies.warn.mock.calls.filter((c) => String(c[0]).includes('https://evil.example/phish'))).toHaveLength(1);
  });

  it('an allowed https router is a full page load', async () => {
    const user = userEvent.setup();
    const { openUrl } = await renderDialogs({
      facts: toastFacts({ ...TOAST, ok_button_router: 'https://www.meridian.example/blog' }),
      http: backend.http,
    });
    await user.click(await screen.findByRole('button', { name: 'Read now' }));
    expect(openUrl).toHaveBeenCalledWith('https://www.meridian.example/blog');
  });

  it('runs none of the XSS corpus in content, links, title or button labels', async () => {
    const user = userEvent.setup();
    await renderDialogs({
      facts: toastFacts({
        title: '<img src=x onerror="window.__xss=100">Title',
        content: XSS_CONTENT,
        text_link: [{ key: 'terms', link: 'javascript:window.__xss=101' }],
        ok_button: '<svg onload="window.__xss=102">',
        cancel_button: '<script>window.__xss=103</script>',
        ok_button_router: 'javascript:window.__xss=104',
      }),
      http: backend.http,
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: '<svg onload="window.__xss=102">' })).toBeTruthy();
    expect(dialog.querySelector('img, script')).toBeNull();
    await expectInert();
    await user.click(within(dialog).getByRole('button', { name: '<svg onload="window.__xss=102">' }));
    await expectInertAfterClose();
  });
});

async function expectInertAfterClose() {
  await settle();
  expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  expect(location()).toBe('/');
}

describe('the MiCA notice (toast_config of the eu_resident persona)', () => {
  const MICA: Notice = {
    title: 'MiCA notice',
    content: 'Customers in the European Economic Area are served by Meridian EU under MiCA. Read the {terms}.',
    text_link: [{ key: 'terms', link: '/user-agreement' }],
    ok_button: 'Got it',
    ok_button_router: '/help/guide/safe_question/101/mica',
    cancel_button: 'Not now',
  };

  it('closes on Esc like its Close button, and focus goes to the main landmark (it opened on page load)', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: toastFacts(MICA), extra: <main tabIndex={-1}>page</main>, http: backend.http });
    const dialog = await screen.findByRole('dialog', { name: 'MiCA notice' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'MiCA notice' })).toBeNull());
    expect(window.localStorage.getItem('meridian_toast_config_ack')).toBe(String(NOW_MS));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});

describe('business_banner', () => {
  const BANNER: Notice = {
    content: 'Trading in <b>derivatives</b> is limited. See {rules}.',
    text_link: [{ key: 'rules', link: '/help/rules' }],
    ok_button: 'Details',
    ok_button_router: '/help',
  };

  it('is a non-blocking banner that closes for the page view', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: bannerFacts(BANNER), extra: <button type="button">Elsewhere</button>, http: backend.http });
    const banner = await screen.findByRole('region', { name: 'Notice' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(banner).getByRole('link', { name: 'rules' }).getAttribute('href')).toBe('/help/rules');
    expect(screen.getByRole('button', { name: 'Elsewhere' }).closest('[aria-hidden="true"]')).toBeNull();
    await user.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(shell().dismissed).toContain('business_banner');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull());
  });

  it('closes on Esc from inside it when it has a close control; focus goes to the main landmark', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: bannerFacts(BANNER), extra: <main tabIndex={-1}>page</main>, http: backend.http });
    const banner = await screen.findByRole('region', { name: 'Notice' });
    const link = within(banner).getByRole('link', { name: 'rules' });
    link.focus();
    await user.keyboard('{Escape}');
    expect(shell().dismissed).toContain('business_banner');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('ignores Esc when it has no close control (no_close_button)', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: bannerFacts({ ...BANNER, no_close_button: true }), http: backend.http });
    const banner = await screen.findByRole('region', { name: 'Notice' });
    within(banner).getByRole('link', { name: 'rules' }).focus(); // Esc is pressed inside the banner
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.getByRole('region', { name: 'Notice' })).toBeTruthy();
  });

  it('has no close control when the Decision says closable false (no_close_button); OK follows the router', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: bannerFacts({ ...BANNER, no_close_button: true }), http: backend.http });
    const banner = await screen.findByRole('region', { name: 'Notice' });
    expect(within(banner).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(within(banner).getByRole('button', { name: 'Details' }));
    expect(location()).toBe('/help');
  });

  it('runs none of the XSS corpus', async () => {
    await renderDialogs({
      facts: bannerFacts({ content: XSS_CONTENT, text_link: [{ key: 'terms', link: 'https://evil.example/' }] }),
      http: backend.http,
    });
    await screen.findByRole('region', { name: 'Notice' });
    await expectInert();
    expect(screen.queryByRole('link', { name: 'terms' })).toBeNull();
  });
});

describe('risk_user', () => {
  it('shows the guide message from the compliance answer (risk_user persona) and writes the named cookie', async () => {
    const user = userEvent.setup();
    backend.setCookies({ meridian_persona: 'risk_user' });
    await renderDialogs({ facts: riskFacts({ risk_user_guide_msg: 'Please complete the risk questionnaire.' }), http: backend.http });
    expect(await screen.findByText('Please complete the risk questionnaire.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I Understand' }));
    expect(Cookies.get('risk_guide_ack')).toBe(String(NOW_MS));
    expect(shell().storageVersion).toBe(1);
  });

  it('follows an allowed guide URL and ignores a foreign one', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderDialogs({
      facts: riskFacts({ risk_user_guide_msg: 'Review', risk_user_guide_url: '/myaccount/kyc2' }),
      http: backend.http,
    });
    await user.click(await screen.findByRole('button', { name: 'Learn more' }));
    expect(location()).toBe('/myaccount/kyc2');
    unmount();
    useShellState.setState({ dismissed: [] });
    await renderDialogs({
      facts: riskFacts({ risk_user_guide_msg: 'Review', risk_user_guide_url: 'https://evil.example/kyc' }),
      http: backend.http,
    });
    expect(await screen.findByRole('button', { name: 'I Understand' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Learn more' })).toBeNull();
  });

  it('runs none of the XSS corpus in the guide message', async () => {
    await renderDialogs({
      facts: riskFacts({ risk_user_guide_msg: XSS_CONTENT, risk_user_guide_url: 'data:text/html,<script>window.__xss=1</script>' }),
      http: backend.http,
    });
    await screen.findByRole('dialog', { name: 'Risk notice' });
    await expectInert();
  });
});
