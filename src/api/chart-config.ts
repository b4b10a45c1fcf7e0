import { withFallback } from './call';
import { RESOLUTIONS } from './chart-resolutions';
import { getJson, type CallOptions } from './http';
import { bool, envelope, map, obj, oneOf, or, rows, someRows, str, type Answer } from './answer-schema';

export const CHART_CONFIG_PATH = '/api/web/v1/chart/config';

/** What the datafeed offers (its `onReady` configuration); a missing or mistyped field takes its default. */
const narrowConfigData = map(
  obj({
    // Unknown intervals dropped; none left (or none sent) means every interval.
    supported_resolutions: or(someRows(oneOf(RESOLUTIONS)), () => [...RESOLUTIONS]),
    supports_search: or(bool, () => true),
    supports_timescale_marks: or(bool, () => true),
    // Unknown means no: an alert entry that cannot work is worse than none.
    supports_alerts: or(bool, () => false),
    symbols_types: or(rows(obj({ name: str, value: str })), () => [
      { name: 'All', value: '' },
      { name: 'Spot', value: 'SPOT' },
      { name: 'Pilot', value: 'PILOT' },
    ]),
  }),
  (d) => ({
    supportedResolutions: d.supported_resolutions,
    supportsSearch: d.supports_search,
    supportsTimescaleMarks: d.supports_timescale_marks,
    /** The alert entry of the context menu appears only when true (compliance §5). */
    supportsAlerts: d.supports_alerts,
    symbolTypes: d.symbols_types,
  }),
);

export type ChartConfig = Answer<typeof narrowConfigData>;

/** Every default: what an answer with no fields gives. */
export function defaultChartConfig(): ChartConfig {
  // An object always fits: every field has a default.
  return narrowConfigData({})!;
}

export const narrowChartConfig = envelope(narrowConfigData);

/** The datafeed configuration; every interval, search and marks, no alerts on failure. */
export function fetchChartConfig(options?: CallOptions): Promise<ChartConfig> {
  return withFallback('chart/config', () => getJson(CHART_CONFIG_PATH, options), narrowChartConfig, defaultChartConfig, options);
}
