import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoinIconWhitelist } from '../../api/coin-icon-whitelist';
import { useDecision } from '../../decision/decision-store';
import { debounce } from '../../lib/debounce';
import { useChangeBase } from '../ui/market-change';
import { MarketListRow, MarketListSkeleton } from './market-list-row';
import {
  LIST_HEIGHT,
  ROW_DRAWN_HEIGHT,
  ROW_HEIGHT,
  SCROLL_DEBOUNCE_MS,
  scrollTopToShow,
  VIEW_ALL_AFTER_PX,
  windowRange,
} from './market-list.utils';
import type { ListRow } from './market-rows.utils';
import { LocaleLink } from '../ui/locale-link';

export interface MarketListProps {
  rows: readonly ListRow[];
  /** Accessible name of the list. */
  label: string;
  /** Where 'View All' goes (path without language prefix); no link without it. */
  viewAllHref?: string;
  loading?: boolean;
  /** Called when a row is opened (click or Enter), before navigation. */
  onOpen?: (row: ListRow) => void;
}

const STEP: Record<string, (i: number, last: number) => number> = {
  ArrowDown: (i, last) => Math.min(last, i + 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * A windowed market list (shell §9): 58 px slots with 49 px rows in a 530 px box, 9 extra rows on
 * each side, the window moved by a scroll listener debounced 200 ms, 'View All' after 450 px.
 * Rows are links (Tab reaches them); the arrow keys, Home and End move between rows.
 */
export function MarketList({ rows, label, viewAllHref, loading = false, onOpen }: MarketListProps) {
  const { t } = useTranslation(['translation', 'markets']);
  const lang = useDecision((d) => d.locale.lang);
  const changeBase = useChangeBase();
  const whitelist = useCoinIconWhitelist().data;
  const scroller = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const [scrollTop, setScrollTop] = useState(0);

  useEffect(() => {
    const el = scroller.current!;
    const onScroll = debounce(() => setScrollTop(el.scrollTop), SCROLL_DEBOUNCE_MS);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      el.removeEventListener('scroll', onScroll);
    };
  }, []);

  // Focus a row the keyboard moved to once the window has been redrawn around it.
  useLayoutEffect(() => {
    const i = pendingFocus.current;
    if (i === null) return;
    pendingFocus.current = null;
    scroller.current?.querySelector<HTMLElement>(`[data-index="${i}"]`)?.focus();
  });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[e.key];
    const from = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!step || !from || rows.length === 0) return;
    e.preventDefault();
    const next = step(Number(from.dataset.index), rows.length - 1);
    const el = scroller.current!;
    const target = el.querySelector<HTMLElement>(`[data-index="${next}"]`);
    if (target) {
      target.focus(); // the browser scrolls it into view; the scroll listener follows
      return;
    }
    const top = scrollTopToShow(next, el.scrollTop);
    el.scrollTop = top;
    pendingFocus.current = next;
    setScrollTop(top); // redraw now, not after the debounce, so the row exists to take focus
  };

  const { start, end } = windowRange(scrollTop, rows.length);
  let body;
  if (loading) body = <MarketListSkeleton />;
  else if (rows.length === 0)
    body = (
      <Box role="status" sx={{ py: 8, textAlign: 'center', color: 'text.secondary' }}>
        {t('markets:list.noData')}
      </Box>
    );
  else {
    body = (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative', height: rows.length * ROW_HEIGHT }}>
        {rows.slice(start, end).map((row, k) => {
          const index = start + k;
          return (
            <Box
              component="li"
              key={row.id}
              aria-setsize={rows.length}
              aria-posinset={index + 1}
              sx={{ position: 'absolute', insetInline: 0, top: index * ROW_HEIGHT, height: ROW_DRAWN_HEIGHT }}
            >
              <MarketListRow row={row} index={index} lang={lang} changeBase={changeBase} whitelist={whitelist} onOpen={onOpen} />
            </Box>
          );
        })}
      </Box>
    );
  }

  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={scroller}
        onKeyDown={onKeyDown}
        data-testid="market-list-scroller"
        sx={{ height: LIST_HEIGHT, overflowY: 'auto', position: 'relative' }}
      >
        {body}
      </Box>
      {viewAllHref && !loading && scrollTop >= VIEW_ALL_AFTER_PX && (
        <Link
          component={LocaleLink}
          to={viewAllHref}
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            textAlign: 'center',
            py: 1,
            fontSize: 14,
            bgcolor: 'background.paper',
            boxShadow: 3,
          }}
          data-testid="market-list-view-all"
        >
          {t('markets:list.viewAll')}
        </Link>
      )}
    </Box>
  );
}
