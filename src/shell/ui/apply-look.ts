/** The colour mode and which colour rises, as <html> carries them for look.css. */
export interface PageLook {
  mode: 'light' | 'dark';
  rise: 'green-up' | 'red-up';
}

/** Puts the look on <html>, where look.css reads the colour tokens from. */
export function applyLook(root: HTMLElement, { mode, rise }: PageLook): void {
  if (root.dataset.mode !== mode) root.dataset.mode = mode;
  if (root.dataset.rise !== rise) root.dataset.rise = rise;
}
