import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ChartBar } from '../../api/chart-bars';
import type { ChartPalette } from './chart-theme';
import type { ResolvedSymbol } from './datafeed';
import { formatCompact, priceFormatSpec } from '../../lib/price-format';
import { studyValuesAt, type StudyResult } from './study-series';
import { dataKey } from '../../lib/i18n-keys';

/** Visually hidden, read by screen readers (the canvas itself says nothing). */
export const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export interface BarValues {
  bar: ChartBar;
  index: number;
  studies: { result: StudyResult; values: Record<string, number> }[];
}

export function valuesAt(bars: readonly ChartBar[], studies: StudyResult[], index: number): BarValues | null {
  const bar = bars[index];
  if (!bar) return null;
  return { bar, index, studies: studies.map((result) => ({ result, values: studyValuesAt(result, index) })) };
}

export function formatTime(time: number, locale: string): string {
  try {
    return `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(time * 1000)} UTC`;
  } catch {
    return new Date(time * 1000).toISOString();
  }
}

export function useValueText(info: ResolvedSymbol | null) {
  const format = priceFormatSpec(info?.decimals ?? 2, info?.priceType ?? 'last').format;
  return {
    price: format,
    study: (key: string, v: number) =>
      !Number.isFinite(v)
        ? '—'
        : key.endsWith('Setup') || key.endsWith('Countdown')
          ? String(v)
          : key === 'k' || key === 'd' || key === 'j'
            ? v.toFixed(2)
            : format(v),
    volume: formatCompact,
  };
}

/** TD counts that are 0 are left out of the legend; every other value is shown. */
function shownValues(result: StudyResult, v: Record<string, number>): [string, number][] {
  return Object.entries(v).filter(([, x]) => !result.td || x !== 0);
}

/** The legend over the price pane: O/H/L/C/V and each indicator at the inspected (or latest) bar. */
export function ChartLegend({
  name,
  interval,
  values,
  info,
  palette,
  paneWidth = null,
}: {
  name: string;
  interval: string;
  values: BarValues | null;
  info: ResolvedSymbol | null;
  palette: ChartPalette;
  paneWidth?: number | null;
}) {
  const { t } = useTranslation('chart');
  const text = useValueText(info);
  const b = values?.bar;
  const color = b && b.close >= b.open ? palette.upText : palette.downText;
  // A label stays with its value when the legend wraps (a phone's narrow pane).
  const item = (label: string, value: string) => (
    <span key={label}>
      <span style={{ whiteSpace: 'nowrap' }}>
        {label}{' '}
        <Box component="span" sx={{ color }}>
          {value}
        </Box>
      </span>{' '}
    </span>
  );
  return (
    <Box
      aria-hidden="true"
      data-testid="chart-legend"
      sx={{
        position: 'absolute',
        top: 4,
        insetInlineStart: 8,
        maxWidth: paneWidth === null ? undefined : Math.max(0, paneWidth - 16),
        zIndex: 3,
        pointerEvents: 'none',
        fontSize: 12,
        lineHeight: 1.6,
        color: palette.text,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <div>
        <strong>{name}</strong> · {interval}{' '}
        {b && [
          item(t('legend.open'), text.price(b.open)),
          item(t('legend.high'), text.price(b.high)),
          item(t('legend.low'), text.price(b.low)),
          item(t('legend.close'), text.price(b.close)),
          item(t('legend.volume'), text.volume(b.volume)),
        ]}
      </div>
      {values?.studies.map(({ result, values: v }) => (
        <div key={result.config.id}>
          {t(`indicators.${result.config.id}`)} ({Object.values(result.config.inputs).join(', ')}){' '}
          {shownValues(result, v).map(([k, x]) => (
            <span key={k}>
              {t(dataKey<'chart'>(`values.${k}`))} {text.study(k, x)}{' '}
            </span>
          ))}
          {shownValues(result, v).length === 0 && t('values.none')}
        </div>
      ))}
    </Box>
  );
}

/** The same values as a table for screen readers, with a caption naming the bar. */
export function ChartValuesTable({
  id,
  caption,
  values,
  info,
}: {
  id: string;
  caption: string;
  values: BarValues | null;
  info: ResolvedSymbol | null;
}) {
  const { t } = useTranslation('chart');
  const text = useValueText(info);
  if (!values) return null;
  const { bar } = values;
  const rows: [string, string][] = [
    [t('values.open'), text.price(bar.open)],
    [t('values.high'), text.price(bar.high)],
    [t('values.low'), text.price(bar.low)],
    [t('values.close'), text.price(bar.close)],
    [t('values.volume'), text.volume(bar.volume)],
    ...values.studies.flatMap(({ result, values: v }) =>
      Object.entries(v).map(([k, x]): [string, string] => [
        `${t(`indicators.${result.config.id}`)} ${t(dataKey<'chart'>(`values.${k}`))}`,
        x === 0 && result.td ? t('values.none') : text.study(k, x),
      ]),
    ),
  ];
  return (
    <Box component="table" id={id} sx={srOnly} data-testid="chart-values">
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k}>
            <th scope="row">{k}</th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
