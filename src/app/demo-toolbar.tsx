import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../shell/ui/lazy-named';
import { afterInputOrLoadIdle } from '../lib/after-load';
import type { LiveRulesStatus } from './live-rules';

// The toolbar (MUI selects, the persona list) is demo-only code: it must not compete with the page
// a visitor came for, nor count in the home page's JavaScript (docs/performance-method.md).
const DemoToolbarPanel = lazyNamed(() => import('./demo-toolbar-panel'), 'DemoToolbarPanel', { ns: ['demo'] });

/** After the load event, this long a quiet page waits before fetching the toolbar. */
export const DEMO_TOOLBAR_DELAY_MS = 5000;

/**
 * True once the page is interactive: at the visitor's first input (pointer, key, touch, focus), or
 * `delay` ms after the load event when the main thread is idle, whichever comes first.
 */
export function useAfterInteractive(delay = DEMO_TOOLBAR_DELAY_MS, win: Window = window): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : afterInputOrLoadIdle(() => setReady(true), delay, win)), [ready, delay, win]);
  return ready;
}

/** Demo only: the site and persona switcher, fetched once the page is interactive. */
export function DemoToolbar({ sites, rules }: { sites: { key: string; name: string; id: number }[]; rules: LiveRulesStatus | null }) {
  const ready = useAfterInteractive();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <DemoToolbarPanel sites={sites} rules={rules} />
    </Suspense>
  );
}
