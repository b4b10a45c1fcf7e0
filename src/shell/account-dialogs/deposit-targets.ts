import type { NsKey } from '../../lib/i18n-keys';

/** One deposit option: its label key and the path it opens (compliance §2.2). */
export interface DepositTarget {
  id: 'onchain' | 'gatecode' | 'p2p' | 'card' | 'bank';
  labelKey: NsKey<'account'>;
  descKey?: NsKey<'account'>;
  path: string;
}

export const DEFAULT_DEPOSIT_CURRENCY = 'USDT';
export const DEFAULT_FIAT = 'USD';

/** The two on-chain options, always shown. Pure. */
export function onchainTargets(currency: string = DEFAULT_DEPOSIT_CURRENCY): DepositTarget[] {
  return [
    {
      id: 'onchain',
      labelKey: 'account:deposit.onchain',
      descKey: 'account:deposit.onchainDesc',
      path: `/myaccount/deposit/${encodeURIComponent(currency)}`,
    },
    { id: 'gatecode', labelKey: 'account:deposit.gatecode', descKey: 'account:deposit.gatecodeDesc', path: '/myaccount/deposit_gatecode' },
  ];
}

/** The 'other ways' group; whether it shows is the Decision's call, not this function's. Pure. */
export function otherWayTargets(fiat: string = DEFAULT_FIAT): DepositTarget[] {
  const f = encodeURIComponent(fiat);
  return [
    { id: 'p2p', labelKey: 'account:deposit.p2p', path: `/c2c/USDT_${f}` },
    { id: 'card', labelKey: 'account:deposit.card', path: `/crypto/buy/with-credit-card?method=card&fiat=${f}` },
    { id: 'bank', labelKey: 'account:deposit.bank', path: `/crypto/buy/with-bank-account?method=bank&fiat=${f}` },
  ];
}

/** A path with the Decision's language prefix ('' for the site's default language). */
export function prefixed(prefix: string, path: string): string {
  return `${prefix}${path}`;
}
