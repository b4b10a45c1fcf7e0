import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import type { RecentStorage } from './recent-searches';
import { iconButtonClass } from '../ui/controls';
import { lazyNamed } from '../ui/lazy-named';

// The popover and the search panel (lists, chips, field) load when search is first opened (docs/performance.md).
const SearchPopover = lazyNamed(() => import('./search-popover'), 'SearchPopover');

export interface MarketSearchProps {
  /** Recent-search storage; defaults to localStorage. Tests pass their own. */
  storage?: RecentStorage | null;
}

/**
 * The header's aggregated market search: a button that opens one search over spot, futures, pilot
 * and pre-market lists. Renders nothing when the Decision switches search off (that covers the
 * native-app device_type rule and the per-site flag); the lists load only once it is opened.
 */
export function MarketSearch({ storage }: MarketSearchProps) {
  const enabled = useDecision((d) => d.widgets.search);
  return enabled ? <SearchButton storage={storage} /> : null;
}

function SearchButton({ storage }: MarketSearchProps) {
  const { t } = useTranslation(['translation', 'markets']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const close = () => setAnchor(null);
  const [used, setUsed] = useState(false);
  if (anchor && !used) setUsed(true);
  return (
    <>
      <button
        type="button"
        ref={button}
        className={iconButtonClass({ size: 'small' })}
        aria-label={t('markets:search.open')}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? dialogId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="market-search-button"
      >
        <svg className="m-svg-icon m-svg-icon--small" viewBox="0 0 24 24" aria-hidden>
          <path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
        </svg>
      </button>
      {/* Esc and outside clicks close; focus then goes back to the button. */}
      {used && (
        <Suspense fallback={null}>
          <SearchPopover anchor={anchor} id={dialogId} onClose={close} onExited={() => button.current?.focus()} storage={storage} />
        </Suspense>
      )}
    </>
  );
}
