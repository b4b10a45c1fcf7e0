import { createContext, useContext } from 'react';
import type { PageLook } from './apply-look';

/** What the page looks like: colour mode, which colour rises, text direction. */
export interface ShellLook extends PageLook {
  dir: 'ltr' | 'rtl';
}

export const ShellLookContext = createContext<ShellLook>({ mode: 'light', rise: 'green-up', dir: 'ltr' });

/** The look ThemeRoot set, for parts that style themselves from it (the MUI scope). */
export const useShellLook = (): ShellLook => useContext(ShellLookContext);
