import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import type { RecentStorage } from './recent-searches';
import { iconButtonClass } from '../ui/controls';
import { lazyNamed } from '../ui/lazy-named';
import { SearchIcon } from '../ui/icons/search';

// The popover and the search panel (lists, chips, field) load when search is first opened (docs/performance-method.md).
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
        <SearchIcon className="m-svg-icon m-svg-icon--small" />
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
