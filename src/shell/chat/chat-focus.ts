/** Focus in the chat window (docs/accessibility.md): shared by the window and the rooms it loads. */

/** The attribute of the control that takes the focus when a person opens the chat (the room's message box). */
export const CHAT_INITIAL_FOCUS = 'data-chat-initial-focus';

/**
 * A focus ring of 2 px in a colour of 3:1 or more against what is around the control (WCAG 2.4.7,
 * 1.4.11): the primary colour on the window's paper, the primary's text colour on the title bar.
 */
export const chatFocusRing = (color: 'primary.main' | 'primary.contrastText') => ({
  outline: '2px solid',
  outlineColor: color,
  outlineOffset: 1,
});
