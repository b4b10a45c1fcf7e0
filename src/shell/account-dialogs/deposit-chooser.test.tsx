// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test-support/render-shell';
import { DepositChooser } from './deposit-chooser';
import { onchainTargets, otherWayTargets } from './deposit-targets';

afterEach(cleanup);
let opened: unknown[][];
beforeEach(() => {
  opened = [];
  vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
    opened.push(args);
    return null;
  });
});
afterEach(() => vi.restoreAllMocks());

const option = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('deposit targets', () => {
  it('builds the §2.2 paths', () => {
    expect(onchainTargets().map((t) => t.path)).toEqual(['/myaccount/deposit/USDT', '/myaccount/deposit_gatecode']);
    expect(otherWayTargets('EUR').map((t) => t.path)).toEqual([
      '/c2c/USDT_EUR',
      '/crypto/buy/with-credit-card?method=card&fiat=EUR',
      '/crypto/buy/with-bank-account?method=bank&fiat=EUR',
    ]);
  });
});

describe('DepositChooser', () => {
  it('on the main site shows both on-chain options and the other ways (fiat USD)', async () => {
    const user = userEvent.setup();
    const { decision } = await renderShell(<DepositChooser open onClose={() => {}} />, { facts: { site: 'main' } });
    expect(decision.widgets.depositOtherWays).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(within(dialog).getByText('Select a way to deposit')).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Other ways' })).toBeTruthy();
    await user.click(option('P2P Trading'));
    await user.click(option('Buy With Credit Card'));
    await user.click(option('Buy With Bank Card'));
    expect(opened).toEqual([
      ['/c2c/USDT_USD', '_blank', 'noopener'],
      ['/crypto/buy/with-credit-card?method=card&fiat=USD', '_blank', 'noopener'],
      ['/crypto/buy/with-bank-account?method=bank&fiat=USD', '_blank', 'noopener'],
    ]);
  });

  it('opens the on-chain pages in a new window with the language prefix and closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { decision } = await renderShell(<DepositChooser open onClose={onClose} currency="BTC" />, {
      facts: { locale: 'zh' },
      path: '/zh/',
    });
    // A Chinese page: the way is found by its target, not its English name.
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog.querySelector('[data-target=onchain]')!);
    await user.click(dialog.querySelector('[data-target=gatecode]')!);
    expect(opened).toEqual([
      [`${decision.locale.prefix}/myaccount/deposit/BTC`, '_blank', 'noopener'],
      [`${decision.locale.prefix}/myaccount/deposit_gatecode`, '_blank', 'noopener'],
    ]);
    expect(decision.locale.prefix).toBe('/zh');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('the other ways follow the fiat the Decision resolves', async () => {
    const user = userEvent.setup();
    const { decision } = await renderShell(<DepositChooser open onClose={() => {}} />, { facts: { cookies: { curr_fiat: 'EUR' } } });
    await screen.findByRole('dialog', { name: 'Deposit' });
    await user.click(option('P2P Trading'));
    expect(opened[0]![0]).toBe(`/c2c/USDT_${String(decision.vars.fiat)}`);
    expect(decision.vars.fiat).toBe('EUR');
  });

  it.each([
    ['a UK-limited user', { compliance: { limit: { is_uk_limit: true } } }],
    ['fiat trade blocked', { compliance: { menu: ['fiat_trade'] } }],
    ['another site', { site: 'tr' }],
  ])('hides the other ways for %s (the Decision says so)', async (_name, facts) => {
    const { decision } = await renderShell(<DepositChooser open onClose={() => {}} />, { facts: facts as never });
    expect(decision.widgets.depositOtherWays).toBe(false);
    // The Turkey site's page is in Turkish: the other ways are looked for by target.
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('[data-target=onchain]')).not.toBeNull();
    expect(dialog.querySelector('[data-target=p2p], [data-target=card], [data-target=bank]')).toBeNull();
    expect(within(dialog).queryByText('Other ways')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /P2P Trading/ })).toBeNull();
  });
});
