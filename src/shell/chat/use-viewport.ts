import { useEffect, useState } from 'react';
import type { Viewport } from './chat-position.utils';

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

/**
 * True while keyboard focus is inside the page header (`<header>`): the chat window then drops
 * below the header so it never covers the focused element (WCAG 2.2 Focus Not Obscured).
 */
export function useHeaderFocus(): boolean {
  const [inHeader, setInHeader] = useState(false);
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      setInHeader(!!target?.closest('header'));
    };
    const onFocusOut = (e: FocusEvent) => {
      if (!e.relatedTarget) setInHeader(false);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    const active = document.activeElement;
    setInHeader(!!active?.closest('header'));
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return inHeader;
}
