import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSearchItem } from '../../api/chart-search';
import type { Datafeed } from './datafeed';

const TYPES = [
  ['all', ''],
  ['spot', 'SPOT'],
  ['pilot', 'PILOT'],
] as const;

/** Symbol search through the datafeed (its 1000 ms request delay applies). */
export function SymbolSearch({
  open,
  feed,
  onPick,
  onClose,
}: {
  open: boolean;
  feed: Datafeed;
  onPick: (symbol: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('chart');
  const [query, setQuery] = useState('');
  const [type, setType] = useState('');
  const [results, setResults] = useState<ChartSearchItem[] | null>(null);

  useEffect(() => {
    if (!open) return;
    setResults(null);
    feed.searchSymbols(query, '', type, setResults);
  }, [open, query, type, feed]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="chart-search-title" data-testid="chart-search">
      <DialogTitle id="chart-search-title">{t('search.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          sx={{ mt: 1 }}
        />
        <ToggleButtonGroup size="small" exclusive value={type} onChange={(_, v: string | null) => v !== null && setType(v)} sx={{ my: 1 }}>
          {TYPES.map(([key, value]) => (
            <ToggleButton key={key} value={value}>
              {t(`search.types.${key}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <div aria-live="polite">
          {results === null && (
            <Typography role="status" sx={{ color: 'text.secondary', py: 1 }}>
              {t('search.searching')}
            </Typography>
          )}
          {results?.length === 0 && <Typography sx={{ color: 'text.secondary', py: 1 }}>{t('search.none')}</Typography>}
        </div>
        {results && results.length > 0 && (
          <List dense sx={{ maxHeight: 320, overflow: 'auto' }}>
            {results.map((r) => (
              <ListItemButton key={r.symbol} onClick={() => onPick(r.symbol)} data-symbol={r.symbol}>
                <ListItemText
                  primary={r.name}
                  secondary={`${r.description} · ${r.type === 'PILOT' ? t('search.types.pilot') : t('search.types.spot')}`}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('search.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
