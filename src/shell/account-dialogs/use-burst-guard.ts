import { useCallback, useRef } from 'react';

/** Confirm debounce (compliance §5, §9). */
export const CONFIRM_DEBOUNCE_MS = 1500;

/**
 * Leading-edge debounce: the first action of a burst runs at once, later ones are dropped until
 * `ms` pass without a new attempt, so a double click sends one request and the user sees no delay.
 */
export function useBurstGuard(ms = CONFIRM_DEBOUNCE_MS, now: () => number = Date.now) {
  const last = useRef<number | null>(null);
  return useCallback(
    (action: () => void) => {
      const t = now();
      const quiet = last.current === null || t - last.current >= ms;
      last.current = t;
      if (quiet) action();
    },
    [ms, now],
  );
}
