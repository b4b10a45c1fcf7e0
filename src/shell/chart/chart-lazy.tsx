import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../ui/lazy-named';

/** The widget and lightweight-charts load only on a page that shows a chart, never with the home page. */
const ChartWidget = lazyNamed(() => import('./chart-widget'), 'ChartWidget');

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

class ChartBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('chart failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

function Reserved({ children }: { children: ReactNode }) {
  return <Box sx={{ minHeight: RESERVED_HEIGHT, mt: 3, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>{children}</Box>;
}

/** The chart for a route: the platform variant on trade pages, the simple one elsewhere. */
export function LazyChart({ variant, symbol }: { variant: 'simple' | 'platform'; symbol: string }) {
  const { t } = useTranslation('chart');
  const [attempt, setAttempt] = useState(0);
  return (
    <ChartBoundary key={attempt} fallback={() => (
      <Reserved>
        <Box role="alert" sx={{ textAlign: 'center' }}>
          <Typography>{t('widgetFailed')}</Typography>
          <Button sx={{ mt: 1 }} onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>
        </Box>
      </Reserved>
    )}>
      <Suspense fallback={<Reserved><Typography role="status" sx={{ color: 'text.secondary' }}>{t('loadingWidget')}</Typography></Reserved>}>
        <ChartWidget variant={variant} symbol={symbol} />
      </Suspense>
    </ChartBoundary>
  );
}
