import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, re-rendering when it changes. Read at the first render (no
 * server rendering here), so a layout chosen by width never paints the other layout first.
 */
export function useMedia(query: string): boolean {
  const subscribe = useCallback(
    (change: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', change);
      return () => list.removeEventListener('change', change);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}

// jsdom has no matchMedia unless a test stubs it: no query matches there, as with MUI's hook.
const canMatch = () => typeof window.matchMedia === 'function';
