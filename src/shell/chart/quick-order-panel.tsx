import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResolvedSymbol } from './datafeed';

export type OrderSide = 'buy' | 'sell';

export interface QuickOrder {
  symbol: string;
  side: OrderSide;
  price: string;
  amount: string;
}

/** The event the trading page listens to: the chart fills in the order form, it never places orders. */
export const QUICK_ORDER_EVENT = 'meridian:quick-order';

const positive = (s: string) => /^\d+(\.\d+)?$/.test(s.trim()) && Number(s) > 0;

/** The trading bridge's quick-order panel, prefilled with a price from the chart. */
export function QuickOrderPanel({
  info,
  price,
  onSend,
  onClose,
}: {
  info: ResolvedSymbol | null;
  price: string;
  onSend: (order: QuickOrder) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('chart');
  const [side, setSide] = useState<OrderSide>('buy');
  const [value, setValue] = useState(price);
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setValue(price), [price]);
  const base = info?.base ?? '';
  const quote = info?.quote ?? '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!info || !positive(value) || !positive(amount)) return setInvalid(true);
    setInvalid(false);
    onSend({ symbol: info.symbol, side, price: value.trim(), amount: amount.trim() });
  };
  return (
    <Paper
      component="section"
      aria-labelledby="chart-quick-order-title"
      variant="outlined"
      data-testid="chart-quick-order"
      sx={{ p: 2, width: { xs: '100%', md: 260 }, flexShrink: 0 }}
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography id="chart-quick-order-title" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
            {t('quickOrder.title')} · {info?.name}
          </Typography>
          <IconButton size="small" aria-label={t('quickOrder.close')} onClick={onClose}>
            ✕
          </IconButton>
        </Box>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={side}
          onChange={(_, v: OrderSide | null) => v && setSide(v)}
          aria-label={t('quickOrder.side')}
        >
          <ToggleButton value="buy" sx={{ '&.Mui-selected': { color: 'rise', borderColor: 'rise' } }}>
            {t('quickOrder.buy')}
          </ToggleButton>
          <ToggleButton value="sell" sx={{ '&.Mui-selected': { color: 'fall', borderColor: 'fall' } }}>
            {t('quickOrder.sell')}
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          label={t('quickOrder.price', { quote })}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'chart-quick-order-price' } }}
        />
        <TextField
          size="small"
          label={t('quickOrder.amount', { base })}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={invalid}
          helperText={invalid ? t('quickOrder.invalid') : undefined}
        />
        <Button type="submit" variant="contained">
          {t('quickOrder.submit')}
        </Button>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('quickOrder.hint')}
        </Typography>
      </Box>
    </Paper>
  );
}
