import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { RESOLUTIONS, type Resolution } from '../../api/chart-resolutions';
import type { ChartPriceType } from '../../api/chart-symbol';
import { LAYOUTS, type ChartSlot, type LayoutName } from './chart-state';
import type { ResolvedSymbol } from './datafeed';
import { INDICATOR_IDS, type IndicatorId } from './indicators/inputs';

/** Short interval names for the select (1m, 4H, 1D …); the long, translated name is its label. */
export function shortInterval(r: Resolution): string {
  if (r.endsWith('S')) return `${r.slice(0, -1)}s`;
  if (/[DWM]$/.test(r)) return r;
  const minutes = Number(r);
  return minutes < 60 ? `${minutes}m` : `${minutes / 60}H`;
}

const LAYOUT_GLYPH: Record<LayoutName, string> = { single: '▣', double: '◫', quad: '⊞' };

export interface ChartToolbarProps {
  platform: boolean;
  slot: ChartSlot;
  info: ResolvedSymbol | null;
  layout: LayoutName | null;
  pilotPriceType: ChartPriceType;
  showQuickOrder: boolean;
  /** The quick-order panel exists only in a single-chart layout. */
  quickOrderAvailable: boolean;
  onSearch: () => void;
  onInterval: (r: Resolution) => void;
  onToggleIndicator: (id: IndicatorId) => void;
  onSettings: (id: IndicatorId) => void;
  onPriceType: (type: ChartPriceType) => void;
  onLayout: (layout: LayoutName) => void;
  onQuickOrder: (show: boolean) => void;
  onScreenshot: () => void;
  onReset: () => void;
}

/** Tools for the active chart: symbol, interval, indicators, price type; layout and quick order on the platform. */
export function ChartToolbar(p: ChartToolbarProps) {
  const { t } = useTranslation('chart');
  const on = new Set(p.slot.indicators.map((i) => i.id));
  return (
    <Box
      role="toolbar"
      aria-label={t('toolbar.label')}
      data-testid="chart-toolbar"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}
    >
      <Button
        variant="outlined"
        size="small"
        onClick={p.onSearch}
        title={t('toolbar.symbol', { name: p.info?.name ?? p.slot.symbol })}
        aria-haspopup="dialog"
        data-testid="chart-symbol"
      >
        {p.info?.name ?? p.slot.symbol.replace('_', '/')}
      </Button>
      <NativeSelect
        value={p.slot.interval}
        onChange={(e) => p.onInterval(e.target.value as Resolution)}
        inputProps={{ 'aria-label': t('toolbar.interval') }}
        data-testid="chart-interval"
        sx={{ fontSize: 14 }}
      >
        {RESOLUTIONS.map((r) => (
          <option key={r} value={r} aria-label={`${shortInterval(r)} – ${t(`intervals.${r}`)}`}>
            {shortInterval(r)}
          </option>
        ))}
      </NativeSelect>
      <Box role="group" aria-label={t('toolbar.indicators')} sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
        {INDICATOR_IDS.map((id) => (
          <Box key={id} sx={{ display: 'flex' }}>
            <ToggleButton
              size="small"
              value={id}
              selected={on.has(id)}
              aria-pressed={on.has(id)}
              onChange={() => p.onToggleIndicator(id)}
              data-testid={`chart-indicator-${id}`}
              sx={{ py: 0.25 }}
            >
              {t(`indicators.${id}`)}
            </ToggleButton>
            {on.has(id) && (
              <Tooltip title={t('toolbar.settings', { name: t(`indicators.${id}`) })}>
                <IconButton
                  size="small"
                  aria-label={t('toolbar.settings', { name: t(`indicators.${id}`) })}
                  onClick={() => p.onSettings(id)}
                  data-testid={`chart-settings-${id}`}
                >
                  ⚙
                </IconButton>
              </Tooltip>
            )}
          </Box>
        ))}
      </Box>
      {p.info?.type === 'PILOT' && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={p.pilotPriceType}
          onChange={(_, v: ChartPriceType | null) => v && p.onPriceType(v)}
          aria-label={t('toolbar.priceType')}
          data-testid="chart-price-type"
        >
          {(['last', 'mcap'] as const).map((v) => (
            <ToggleButton key={v} value={v} sx={{ py: 0.25 }}>
              {t(`priceTypes.${v}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <Box sx={{ flex: 1 }} />
      {p.platform && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={p.layout ?? 'single'}
          onChange={(_, v: LayoutName | null) => v && p.onLayout(v)}
          aria-label={t('toolbar.layout')}
          data-testid="chart-layout"
        >
          {LAYOUTS.map((l) => (
            <ToggleButton
              key={l}
              value={l}
              aria-label={t(`layouts.${l}`)}
              title={t(`layouts.${l}`)}
              data-testid={`chart-layout-${l}`}
              sx={{ py: 0.25, fontSize: 16 }}
            >
              {LAYOUT_GLYPH[l]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {p.platform && p.quickOrderAvailable && (
        <ToggleButton
          size="small"
          value="quick"
          selected={p.showQuickOrder}
          aria-pressed={p.showQuickOrder}
          onChange={() => p.onQuickOrder(!p.showQuickOrder)}
          data-testid="chart-quick-order-toggle"
          sx={{ py: 0.25 }}
        >
          {t('toolbar.quickOrder')}
        </ToggleButton>
      )}
      <Button size="small" onClick={p.onScreenshot} data-testid="chart-screenshot">
        {t('toolbar.screenshot')}
      </Button>
      <Button size="small" onClick={p.onReset}>
        {t('toolbar.resetView')}
      </Button>
    </Box>
  );
}
