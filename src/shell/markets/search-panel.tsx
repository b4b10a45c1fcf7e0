import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputBase from '@mui/material/InputBase';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/router/router';
import { MarketListSkeleton } from './market-list-row';
import type { ListRow } from './market-rows.utils';
import { localStore } from '../../lib/storage';
import { addRecent, readRecent, writeRecent, type RecentStorage } from './recent-searches';
import { optionId, SearchResults } from './search-results';
import { searchSections } from './search-sections.utils';
import { useSearchSections } from './use-search-sections';
import { useLocalePath } from '../ui/locale-link';

export interface SearchPanelProps {
  onClose: () => void;
  /** Where recent searches live; defaults to localStorage (null: remember nothing). */
  storage?: RecentStorage | null;
}

/** The aggregated search's content: input (a combobox), grouped results or recent searches. */
export function SearchPanel({ onClose, storage }: SearchPanelProps) {
  const { t } = useTranslation(['translation', 'markets']);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const listboxId = useId();
  const [store] = useState(() => (storage === undefined ? localStore : storage));
  const [recent, setRecent] = useState(() => readRecent(store));
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { loading, sections } = useSearchSections();
  const results = useMemo(() => searchSections(sections, query), [sections, query]);
  const options = useMemo(() => results.flatMap((s) => s.rows), [results]);
  const hasQuery = query.trim() !== '';

  useEffect(() => {
    document.getElementById(optionId(listboxId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [listboxId, active]);

  const remember = () => {
    const next = addRecent(recent, query);
    writeRecent(store, next);
    setRecent(next);
  };
  // A clicked option is a link and navigates itself; Enter on the input navigates here.
  const onOpen = () => {
    remember();
    onClose();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (n > 0) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (e.key === 'Enter') {
      const row = options[active];
      if (!row) return;
      e.preventDefault();
      onOpen();
      if (/^https?:/.test(row.href)) window.location.assign(row.href);
      else navigate(localePath(row.href));
    }
  };
  const pickRecent = (q: string) => {
    setQuery(q);
    setActive(0);
  };

  let body;
  if (!hasQuery)
    body = (
      <RecentSearches
        items={recent}
        onPick={pickRecent}
        onClear={() => {
          writeRecent(store, []);
          setRecent([]);
        }}
      />
    );
  else if (results.length > 0)
    body = <SearchResults id={listboxId} results={results} active={active} onOpen={(_row: ListRow) => onOpen()} />;
  else if (loading) body = <MarketListSkeleton rows={3} />;
  else
    body = (
      <Box role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        {t('markets:search.noResults')}
      </Box>
    );

  return (
    <Box sx={{ width: 420, maxWidth: 'calc(100vw - 32px)' /* the popover keeps 16 px from each edge */ }}>
      <InputBase
        autoFocus
        fullWidth
        value={query}
        onChange={(e) => pickRecent(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('markets:search.placeholder')}
        inputProps={{
          role: 'combobox',
          'aria-label': t('markets:search.label'),
          'aria-expanded': hasQuery && options.length > 0,
          'aria-controls': listboxId,
          'aria-autocomplete': 'list',
          'aria-activedescendant': hasQuery && options[active] ? optionId(listboxId, active) : undefined,
        }}
        // Focused, the divider under the field becomes a 2 px line in the primary colour: more than the caret shows focus.
        sx={{
          px: 2,
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
          fontSize: 15,
          '&.Mui-focused': { borderColor: 'primary.main', boxShadow: (t) => `inset 0 -1px 0 ${t.palette.primary.main}` },
        }}
      />
      <Box sx={{ maxHeight: 480, overflowY: 'auto', py: 1 }}>{body}</Box>
    </Box>
  );
}

function RecentSearches({ items, onPick, onClear }: { items: readonly string[]; onPick: (q: string) => void; onClear: () => void }) {
  const { t } = useTranslation(['translation', 'markets']);
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-label={t('markets:search.recent')} sx={{ px: 1.5 }} data-testid="recent-searches">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ fontSize: 12, fontWeight: 700, color: 'text.secondary' }}>{t('markets:search.recent')}</Box>
        <Button size="small" onClick={onClear}>
          {t('markets:search.clearRecent')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, py: 1 }}>
        {items.map((q) => (
          <Chip key={q} label={q} size="small" clickable onClick={() => onPick(q)} />
        ))}
      </Box>
    </Box>
  );
}
