import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { filterFiats, formatRate, type FiatRow } from './fiat-menu.utils';

interface Props {
  rows: FiatRow[];
  selected: string;
  lang: string;
  onPick: (fiat: string) => void;
}

/** Fiat search and the list of fiats (a listbox: arrows move, Enter or Space picks). */
export function FiatList({ rows, selected, lang, onPick }: Props) {
  const { t } = useTranslation(['translation', 'prefs']);
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const shown = filterFiats(rows, query);

  const intoList = (e: KeyboardEvent): void => {
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    const list = listRef.current;
    (list?.querySelector<HTMLElement>('[role="option"][tabindex="0"]') ?? list?.querySelector<HTMLElement>('[role="option"]'))?.focus();
  };

  return (
    <Box>
      <TextField
        size="small"
        fullWidth
        type="search"
        label={t('prefs:fiat.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={intoList}
        slotProps={{ htmlInput: { 'aria-controls': listId, autoComplete: 'off' } }}
        sx={{ mb: 1 }}
      />
      {shown.length === 0 ? (
        <Typography role="status" sx={{ py: 2, textAlign: 'center', color: 'text.secondary', fontSize: 14 }}>
          {t('prefs:fiat.noData')}
        </Typography>
      ) : (
        <MenuList
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t('prefs:fiat.list')}
          sx={{ py: 0, maxHeight: 280, overflowY: 'auto' }}
        >
          {shown.map((row) => (
            <MenuItem
              key={row.fiat}
              role="option"
              aria-selected={row.fiat === selected}
              selected={row.fiat === selected}
              data-fiat={row.fiat}
              onClick={() => onPick(row.fiat)}
              sx={{ minHeight: 36, fontSize: 14, gap: 1 }}
            >
              <Box component="span" sx={{ minWidth: 32, color: 'text.secondary' }} aria-hidden="true">
                {row.symbol}
              </Box>
              <Box component="span" sx={{ flex: 1, fontWeight: 600 }}>
                {row.fiat}
              </Box>
              {row.rate !== undefined && (
                <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
                  {t('prefs:fiat.rate', { rate: formatRate(row.rate, lang), fiat: row.fiat })}
                </Box>
              )}
            </MenuItem>
          ))}
        </MenuList>
      )}
    </Box>
  );
}
