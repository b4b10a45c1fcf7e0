import { Suspense, useEffect } from 'react';
import { lazyNamed } from '../ui/lazy-named';
import { ChartReserved } from './chart-reserved';

// The chart's parts beyond its reserved room (the loading line, the failure notice, the widget) are
// chunks of their own: the home page, which shows no chart, does not download them (docs/performance-method.md, issue 41).
const ChartWithText = lazyNamed(() => import('./chart-with-text'), 'ChartWithText', { mui: false, ns: ['chart'] });

/** The symbol of a chart route: /trade/{pair} or /pilot/{slug}. */
export function chartSymbolFromPath(path: string): string {
  const raw = path.split('/')[2] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The chart for a route: the platform variant on trade pages, the simple one elsewhere. Its room is
 * kept from the first render; the chart's English text (docs/performance-method.md, the 185 KB ceiling), the
 * loading line's code and the widget's code load side by side, and the loading line shows once the text is in.
 */
export function LazyChart(props: { variant: 'simple' | 'platform'; symbol: string }) {
  useEffect(() => {
    // The widget's code starts downloading while the text loads (the same module ChartWidget imports).
    void import('./chart-widget').catch(() => undefined);
  }, []);
  return (
    <Suspense fallback={<ChartReserved>{null}</ChartReserved>}>
      <ChartWithText {...props} />
    </Suspense>
  );
}
