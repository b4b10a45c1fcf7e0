import { createContext, useContext } from 'react';

/** What the page looks like: colour mode, which colour rises, text direction. */
export interface ShellLook {
  mode: 'light' | 'dark';
  rise: 'green-up' | 'red-up';
  dir: 'ltr' | 'rtl';
}

export const ShellLookContext = createContext<ShellLook>({ mode: 'light', rise: 'green-up', dir: 'ltr' });

/** The look ThemeRoot set, for parts that style themselves from it (the MUI scope). */
export const useShellLook = (): ShellLook => useContext(ShellLookContext);

/** Puts the look on <html>, where look.css reads the colour tokens from. */
export function applyLook(root: HTMLElement, { mode, rise }: Pick<ShellLook, 'mode' | 'rise'>): void {
  if (root.dataset.mode !== mode) root.dataset.mode = mode;
  if (root.dataset.rise !== rise) root.dataset.rise = rise;
}
