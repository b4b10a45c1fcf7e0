import { useState, type FocusEvent } from 'react';

/**
 * The layer of a floating window (the chat, the demo toolbar) while it holds the focus: above a banner
 * notice along the bottom (MUI's snackbar layer, 1400) that would otherwise cover its controls, below
 * tooltips (1500).
 */
export const FOCUSED_FLOAT_LAYER = 1450;

/**
 * Whether the keyboard focus is inside an element, from its own focus events: spread `handlers` on
 * it. A floating layer (the chat window, the demo toolbar) comes to the front while it holds the
 * focus, so another floating layer (a banner notice along the bottom) never hides the focused control
 * (WCAG 2.2, 2.4.11).
 */
export function useFocusWithin(): {
  within: boolean;
  handlers: { onFocus: () => void; onBlur: (e: FocusEvent<HTMLElement>) => void };
} {
  const [within, setWithin] = useState(false);
  return {
    within,
    handlers: {
      onFocus: () => setWithin(true),
      onBlur: (e) => {
        const next = e.relatedTarget;
        if (!(next instanceof Node) || !e.currentTarget.contains(next)) setWithin(false);
      },
    },
  };
}
