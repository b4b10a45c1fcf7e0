import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { useCurrentFiat } from './current-fiat';
import { PanelPending } from './panel-pending';
import { Disclosure, type MenuControl } from '../ui/disclosure';
import { lazyNamed } from '../ui/lazy-named';
import './prefs-menus.css';

const loadRatePanel = () => import('./rate-panel');
/** Starts fetching the exchange-rate panel (a pointer or focus on a button that opens it). */
export const preloadRatePanel = (): void => {
  void loadRatePanel();
};
const RatePanel = lazyNamed(() => loadRatePanel(), 'RatePanel');

export interface FiatMenuProps extends MenuControl {
  /** Reload the page after a pick (the mobile menu, shell §4); the desktop header updates in place. */
  reloadOnPick?: boolean;
}

/**
 * Fiat and exchange-rate settings (shell §4): fiat search and list, 'Do not switch to fiat' and the
 * real-time rate toggle. Renders nothing when the Decision hides `exchange_rate`.
 */
export function FiatMenu({ reloadOnPick = false, ...control }: FiatMenuProps) {
  const { t } = useTranslation(['translation', 'prefs']);
  const visible = useDecision((d) => !d.hidden.includes('exchange_rate'));
  const { fiat, symbol } = useCurrentFiat();
  if (!visible) return null;
  return (
    <Disclosure
      {...control}
      testId="prefs-fiat"
      onIntent={preloadRatePanel}
      panelLabel={t('prefs:fiat.title')}
      title={t('prefs:fiat.button', { fiat })}
      label={
        control.variant === 'inline' ? (
          // The value keeps room for a symbol that arrives with the fiat list, and the symbol is a node of
          // its own before the code: when it comes, neither the box nor the code moves (no layout shift).
          <>
            <span>{t('prefs:fiat.title')}</span>{' '}
            <span className="m-prefs-value m-prefs-fiat-value">
              {symbol && <span>{symbol} </span>}
              {fiat}
            </span>
          </>
        ) : (
          // In the header below 1600 px the code alone.
          <span>
            {symbol && <span className="m-prefs-wide-only">{symbol} </span>}
            {fiat}
          </span>
        )
      }
    >
      {(api) => (
        <Suspense fallback={<PanelPending />}>
          <RatePanel api={api} reloadOnPick={reloadOnPick} />
        </Suspense>
      )}
    </Disclosure>
  );
}
