import { withFallback } from './call';
import { isResolution, RESOLUTIONS, type Resolution } from './chart-resolutions';
import { getJson, type CallOptions } from './http';
import { bool, envelopeRecord, isRecord, rowsOf, str } from './narrow';

export const CHART_CONFIG_PATH = '/api/web/v1/chart/config';

/** What the datafeed offers (its `onReady` configuration). */
export interface ChartConfig {
  supportedResolutions: Resolution[];
  supportsSearch: boolean;
  supportsTimescaleMarks: boolean;
  /** The alert entry of the context menu appears only when true (compliance §5). */
  supportsAlerts: boolean;
  symbolTypes: { name: string; value: string }[];
}

export function defaultChartConfig(): ChartConfig {
  return {
    supportedResolutions: [...RESOLUTIONS],
    supportsSearch: true,
    supportsTimescaleMarks: true,
    supportsAlerts: false,
    symbolTypes: [
      { name: 'All', value: '' },
      { name: 'Spot', value: 'SPOT' },
      { name: 'Pilot', value: 'PILOT' },
    ],
  };
}

function narrowType(v: unknown): { name: string; value: string } | undefined {
  if (!isRecord(v)) return undefined;
  const name = str(v.name);
  const value = str(v.value);
  return name !== undefined && value !== undefined ? { name, value } : undefined;
}

export function narrowChartConfig(raw: unknown): ChartConfig | undefined {
  const data = envelopeRecord(raw);
  if (!data) return undefined;
  const fallback = defaultChartConfig();
  const resolutions = rowsOf(data.supported_resolutions, (v) => (isResolution(v) ? v : undefined));
  return {
    supportedResolutions: resolutions && resolutions.length > 0 ? resolutions : fallback.supportedResolutions,
    supportsSearch: bool(data.supports_search) ?? fallback.supportsSearch,
    supportsTimescaleMarks: bool(data.supports_timescale_marks) ?? fallback.supportsTimescaleMarks,
    // Unknown means no: an alert entry that cannot work is worse than none.
    supportsAlerts: bool(data.supports_alerts) ?? false,
    symbolTypes: rowsOf(data.symbols_types, narrowType) ?? fallback.symbolTypes,
  };
}

/** The datafeed configuration; every interval, search and marks, no alerts on failure. */
export function fetchChartConfig(options?: CallOptions): Promise<ChartConfig> {
  return withFallback('chart/config', () => getJson(CHART_CONFIG_PATH, options), narrowChartConfig, defaultChartConfig);
}
