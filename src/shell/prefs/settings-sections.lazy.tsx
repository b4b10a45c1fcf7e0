import { Suspense, type ComponentProps } from 'react';
import { PanelPending } from './panel-pending';
import { lazyNamed } from '../ui/lazy-named';

// The preference controls (radio groups, switches) are fetched when a panel holding them first
// opens, or when its button is pointed at: the home page's JavaScript leaves them out (issue 10).

type Sections = typeof import('./settings-sections');

const load = (): Promise<Sections> => import('./settings-sections');

/** Starts fetching the preference controls. */
export const preloadSettingsSections = (): void => {
  void load();
};

const TimeBaseView = lazyNamed(() => load(), 'TimeBaseChoice');
const RiseColorView = lazyNamed(() => load(), 'RiseColorChoice');
const ThemeView = lazyNamed(() => load(), 'ThemeSwitch');

export function TimeBaseChoice(props: ComponentProps<Sections['TimeBaseChoice']>) {
  return (
    <Suspense fallback={<PanelPending />}>
      <TimeBaseView {...props} />
    </Suspense>
  );
}

export function RiseColorChoice(props: ComponentProps<Sections['RiseColorChoice']>) {
  return (
    <Suspense fallback={<PanelPending />}>
      <RiseColorView {...props} />
    </Suspense>
  );
}

export function ThemeSwitch() {
  return (
    <Suspense fallback={null}>
      <ThemeView />
    </Suspense>
  );
}
