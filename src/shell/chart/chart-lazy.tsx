import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../ui/controls';
import { lazyNamed } from '../ui/lazy-named';
import { useNamespaces } from '../ui/use-namespaces';
import './chart-lazy.css';

/** The widget and lightweight-charts load only on a page that shows a chart, never with the home page. */
const ChartWidget = lazyNamed(() => import('./chart-widget'), 'ChartWidget', { ns: ['chart'] });

/** The height the widget takes (toolbar + one chart), kept while it loads so nothing jumps. */
const RESERVED_HEIGHT = 548;

/** The symbol of a chart route: /trade/{pair} or /pilot/{slug}. */
export function chartSymbolFromPath(path: string): string {
  const raw = path.split('/')[2] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function Reserved({ children }: { children: ReactNode }) {
  return (
    <div className="m-chart-reserved" style={{ minHeight: RESERVED_HEIGHT }}>
      {children}
    </div>
  );
}

/**
 * The chart for a route: the platform variant on trade pages, the simple one elsewhere. Its room is
 * kept from the first render; the chart's English text (docs/performance-method.md, the 185 KB ceiling) and the widget's code load side
 * by side, and the loading line shows once the text is in.
 */
export function LazyChart(props: { variant: 'simple' | 'platform'; symbol: string }) {
  useEffect(() => {
    // The widget's code starts downloading while the text loads (the same module ChartWidget imports).
    void import('./chart-widget').catch(() => undefined);
  }, []);
  return (
    <Suspense fallback={<Reserved>{null}</Reserved>}>
      <ChartWithText {...props} />
    </Suspense>
  );
}

function ChartWithText({ variant, symbol }: { variant: 'simple' | 'platform'; symbol: string }) {
  useNamespaces(['chart']);
  const { t } = useTranslation('chart');
  const [attempt, setAttempt] = useState(0);
  return (
    // Retry mounts a new boundary and widget (a new key), as a first visit would.
    <ErrorBoundary
      key={attempt}
      onError={(error) => console.error('chart failed', error)}
      fallbackRender={() => (
        <Reserved>
          <div role="alert" className="m-chart-reserved__alert">
            <p className="m-chart-reserved__text">{t('widgetFailed')}</p>
            <button type="button" className={buttonClass({}, 'm-chart-reserved__retry')} onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </button>
          </div>
        </Reserved>
      )}
    >
      <Suspense
        fallback={
          <Reserved>
            <p role="status" className="m-chart-reserved__text m-chart-reserved__text--quiet">
              {t('loadingWidget')}
            </p>
          </Reserved>
        }
      >
        <ChartWidget variant={variant} symbol={symbol} />
      </Suspense>
    </ErrorBoundary>
  );
}
