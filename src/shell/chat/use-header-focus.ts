import { useEffect, useState } from 'react';

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
