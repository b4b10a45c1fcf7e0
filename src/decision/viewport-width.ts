import { useEffect, useState } from 'react';

/** How long the window must stay one size before the facts take the new width. */
export const RESIZE_SETTLE_MS = 150;

/**
 * The viewport width as React state, updated once a resize has settled, so the facts (and rules
 * such as "no chat below 768 px") follow a window that is made narrower or wider.
 */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), RESIZE_SETTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}
