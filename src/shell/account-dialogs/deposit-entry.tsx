import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import type { NavItem } from '../../generated/schema-types';
import { DEFAULT_DEPOSIT_CURRENCY } from './deposit-targets';
import './deposit-entry.css';
import { buttonClass } from '../ui/controls';
import { lazyNamed } from '../ui/lazy-named';
import { dataKey } from '../../lib/i18n-keys';

// The chooser loads on the first click: the header ships without it (the home page's byte budget, docs/performance.md).
const DepositChooser = lazyNamed(() => import('./deposit-chooser'), 'DepositChooser', { ns: ['account', 'dialogs'] });

/**
 * The header's Deposit entry (the Decision's deposit_drawer item): a button that opens the deposit
 * chooser (compliance §2.4, §4.6). Focus returns to the button when the chooser closes.
 */
export function DepositEntry({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const currency = useDecision((d) => d.vars.currency);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const collect = item.event ? { 'data-collect-event': item.event, 'data-collect-params': JSON.stringify(item.collect ?? {}) } : {};
  return (
    <>
      <button
        type="button"
        className={buttonClass({ size: 'small', variant: 'contained' }, 'm-deposit-entry')}
        aria-haspopup="dialog"
        data-item={item.id}
        {...collect}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t(dataKey(item.title))}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <DepositChooser
            open={open}
            onClose={() => setOpen(false)}
            currency={typeof currency === 'string' && currency ? currency : DEFAULT_DEPOSIT_CURRENCY}
          />
        </Suspense>
      )}
    </>
  );
}
