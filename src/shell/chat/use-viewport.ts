import { useEffect, useState } from 'react';
import type { Viewport } from './chat-rect';

/** The layout viewport without scroll bars: what a `position: fixed; inset: 0` box covers. */
export function readViewport(): Viewport {
  const el = document.documentElement;
  return { width: el.clientWidth || window.innerWidth, height: el.clientHeight || window.innerHeight };
}

/** The viewport size, following window resizes (the chat window stays inside it). */
export function useViewport(): Viewport {
  const [viewport, setViewport] = useState(readViewport);
  useEffect(() => {
    const update = () =>
      setViewport((v) => {
        const next = readViewport();
        return next.width === v.width && next.height === v.height ? v : next;
      });
    window.addEventListener('resize', update);
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return viewport;
}
