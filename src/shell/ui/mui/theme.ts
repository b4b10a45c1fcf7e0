import { createTheme, type Theme } from '@mui/material/styles';
import type { ShellLook } from '../shell-look';

declare module '@mui/material/styles' {
  interface Palette { rise: string; fall: string }
  interface PaletteOptions { rise?: string; fall?: string }
}

const GREEN = '#0ecb81';
const RED = '#f6465d';

/**
 * The MUI theme of the parts that load MUI (dialogs, panels, the preview): light or dark, rise/fall
 * colours by preference, and the text direction. look.css holds the same values for the rest.
 */
export function createAppTheme(prefs: Pick<ShellLook, 'mode' | 'rise'>, dir: ShellLook['dir']): Theme {
  const dark = prefs.mode === 'dark';
  return createTheme({
    direction: dir,
    palette: {
      mode: prefs.mode,
      primary: { main: dark ? '#4f8cff' : '#1d5ce6' },
      background: dark ? { default: '#0b0e14', paper: '#141822' } : { default: '#ffffff', paper: '#f6f7f9' },
      rise: prefs.rise === 'green-up' ? GREEN : RED,
      fall: prefs.rise === 'green-up' ? RED : GREEN,
    },
    shape: { borderRadius: 6 },
    // The page's font (look.css), so MUI's parts follow a CJK page's font stack too; the default after the comma.
    typography: { fontFamily: 'var(--m-font, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif)', button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      // Bare buttons and inputs otherwise take the browser's default font, not the page's.
      MuiCssBaseline: { styleOverrides: { 'button, input, select, textarea': { fontFamily: 'inherit' } } },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
