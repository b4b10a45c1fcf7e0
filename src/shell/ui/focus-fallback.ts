import { useEffect } from 'react';

/**
 * Focus that fell to <body> (a dialog opened on page load had no element to return it to, or the
 * focused element was removed) goes to the page's main landmark, so keyboard and screen-reader
 * users go on from the page rather than from the top of the document. Focus anywhere else is left alone.
 */
export function focusMainIfLost(doc: Document = document): void {
  const active = doc.activeElement;
  if (active && active !== doc.body && active !== doc.documentElement) return;
  const main = doc.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus({ preventScroll: true });
}

/**
 * For a dialog or notice: when it unmounts, and after MUI has restored focus to the element focused
 * before it opened (its own cleanup), focus left on <body> goes to the main landmark.
 */
export function useFocusMainOnClose(): void {
  useEffect(
    () => () => {
      setTimeout(() => focusMainIfLost(), 0);
    },
    [],
  );
}
