import { useEffect, useState } from 'react';
import { debounce } from '../lib/debounce';

/** How long the window must stay one size before the facts take the new width. */
export const RESIZE_SETTLE_MS = 150;

/**
 * The viewport width as React state, updated once a resize has settled, so the facts (and rules
 * such as "no chat below 768 px") follow a window that is made narrower or wider.
 */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = debounce(() => setWidth(window.innerWidth), RESIZE_SETTLE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}
