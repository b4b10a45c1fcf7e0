import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../ui/controls';
import { lazyNamed } from '../ui/lazy-named';
import { useNamespaces } from '../ui/use-namespaces';
import { ChartReserved } from './chart-reserved';

/** The widget and lightweight-charts load only on a page that shows a chart, never with the home page. */
const ChartWidget = lazyNamed(() => import('./chart-widget'), 'ChartWidget', { ns: ['chart'] });

/**
 * The chart once its English text is in (LazyChart loads this module): the loading line while the
 * widget's code arrives, and the notice with Try again when the widget fails, in the reserved room.
 */
export function ChartWithText({ variant, symbol }: { variant: 'simple' | 'platform'; symbol: string }) {
  useNamespaces(['chart']);
  const { t } = useTranslation('chart');
  const [attempt, setAttempt] = useState(0);
  return (
    // Retry mounts a new boundary and widget (a new key), as a first visit would.
    <ErrorBoundary
      key={attempt}
      onError={(error) => console.error('chart failed', error)}
      fallbackRender={() => (
        <ChartReserved>
          <div role="alert" className="m-chart-reserved__alert">
            <p className="m-chart-reserved__text">{t('widgetFailed')}</p>
            <button type="button" className={buttonClass({}, 'm-chart-reserved__retry')} onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </button>
          </div>
        </ChartReserved>
      )}
    >
      <Suspense
        fallback={
          <ChartReserved>
            <p role="status" className="m-chart-reserved__text m-chart-reserved__text--quiet">
              {t('loadingWidget')}
            </p>
          </ChartReserved>
        }
      >
        <ChartWidget variant={variant} symbol={symbol} />
      </Suspense>
    </ErrorBoundary>
  );
}
