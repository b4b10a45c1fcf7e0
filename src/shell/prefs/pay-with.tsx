import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuyCryptoFiatSetting, type BuyCryptoFiat } from '../../api/buy-crypto-fiat-setting';
import { useSiteSettings } from '../../api/site-settings';
import type { NavItem } from '../../generated/schema-types';
import { useCurrentFiat } from './current-fiat';
import { usePrefs } from './prefs-store';
import '../ui/controls.css';
import './pay-with.css';
import { dataKey } from '../../lib/i18n-keys';

const METHODS = [
  ['credit_card', 'card'],
  ['bank_transfer', 'bank'],
  ['p2p', 'p2p'],
] as const;

/**
 * The Buy menu's "Pay with" entry (shell §2, §4): a toggle showing the fiat the visitor pays in,
 * opening the fiats buying accepts (c2c/buy_crypto_fiat_setting) with their payment ways. Picking
 * one stores it in the curr_fiat cookie, as the fiat menu does, and closes the list; the Decision's
 * {fiat} follows, so the Buy links ask for that fiat. Rendered only where the Decision keeps the
 * item (pay_with not hidden), so the list is asked for only then, when the menu first opens.
 */
export function PayWith({ item }: { item: NavItem }) {
  const { t } = useTranslation(['translation', 'prefs']);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { fiat } = useCurrentFiat();
  const symbols = useSiteSettings().data?.fiat_list;
  const { data: fiats } = useBuyCryptoFiatSetting();
  const collect = item.event ? { 'data-collect-event': item.event, 'data-collect-params': JSON.stringify(item.collect ?? {}) } : {};

  const close = (): void => {
    setOpen(false);
    toggle.current?.focus();
  };
  const pick = (row: BuyCryptoFiat): void => {
    usePrefs.getState().pickFiat(row.fiat);
    close();
  };
  // Esc with the list open closes the list (the menu stays open); a second Esc closes the menu.
  const onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    close();
  };

  return (
    <div className="m-pay-with" data-testid="pay-with" onKeyDown={onKey}>
      <button
        type="button"
        ref={toggle}
        className="m-plain-btn menu-item m-pay-with__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        data-item={item.id}
        {...collect}
      >
        <span className="menu-item-title m-pay-with__title">
          {t(dataKey(item.title))}
          <span className="m-pay-with__current" data-testid="pay-with-current">
            {fiat}
            <span aria-hidden="true" className="m-pay-with__chevron">
              ▾
            </span>
          </span>
        </span>
        {item.desc && <span className="menu-item-desc">{t(dataKey(item.desc))}</span>}
      </button>
      {open && (
        <div id={listId} className="m-pay-with__panel">
          {fiats ? (
            <ul className="m-pay-with__list" aria-label={t('prefs:payWith.list')}>
              {fiats.map((row) => (
                <li key={row.fiat}>
                  <button
                    type="button"
                    className="m-plain-btn m-pay-with__fiat"
                    aria-pressed={row.fiat === fiat}
                    data-fiat={row.fiat}
                    onClick={() => pick(row)}
                  >
                    <span className="m-pay-with__code">
                      {symbols?.[row.fiat]?.symbol && (
                        <span className="m-pay-with__symbol" aria-hidden="true">
                          {symbols[row.fiat]!.symbol}
                        </span>
                      )}
                      {row.fiat}
                    </span>
                    <span className="m-pay-with__ways">
                      {METHODS.filter(([flag]) => row[flag])
                        .map(([, key]) => t(`prefs:payWith.${key}`))
                        .join(' · ')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p role="status" className="m-pay-with__status">
              {t('prefs:payWith.loading')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
