import { createTheme, type Theme } from '@mui/material/styles';
import type { ShellLook } from '../shell-look';

declare module '@mui/material/styles' {
  /** rise/fall for text (figures, arrows, labels: 4.5:1); riseGraphic/fallGraphic for candles and bars (3:1). */
  interface Palette {
    rise: string;
    fall: string;
    riseGraphic: string;
    fallGraphic: string;
  }
  interface PaletteOptions {
    rise?: string;
    fall?: string;
    riseGraphic?: string;
    fallGraphic?: string;
  }
}

/** look.css's --m-green/--m-red (graphics) and --m-green-text/--m-red-text per mode; see docs/accessibility.md. */
const RISE_FALL = {
  light: { green: '#0a9f65', red: '#f6465d', greenText: '#087349', redText: '#c41e3a' },
  dark: { green: '#0ecb81', red: '#f6465d', greenText: '#0ecb81', redText: '#ff8a98' },
} as const;

/**
 * The MUI theme of the parts that load MUI (dialogs, panels, the preview): light or dark, rise/fall
 * colours by preference, and the text direction. look.css holds the same values for the rest.
 */
export function createAppTheme(prefs: Pick<ShellLook, 'mode' | 'rise'>, dir: ShellLook['dir']): Theme {
  const dark = prefs.mode === 'dark';
  const c = RISE_FALL[prefs.mode];
  const greenUp = prefs.rise === 'green-up';
  return createTheme({
    direction: dir,
    palette: {
      mode: prefs.mode,
      // WCAG AA for text on a filled colour: MUI picks white or dark text by this ratio (its default, 3, gave
      // white on the dark-mode primary at 3.2:1 and on the light warning at 3.1:1).
      contrastThreshold: 4.5,
      primary: { main: dark ? '#4f8cff' : '#1d5ce6' },
      background: dark ? { default: '#0b0e14', paper: '#141822' } : { default: '#ffffff', paper: '#f6f7f9' },
      rise: greenUp ? c.greenText : c.redText,
      fall: greenUp ? c.redText : c.greenText,
      riseGraphic: greenUp ? c.green : c.red,
      fallGraphic: greenUp ? c.red : c.green,
    },
    shape: { borderRadius: 6 },
    // The page's font (look.css), so MUI's parts follow a CJK page's font stack too; the default after the comma.
    typography: {
      fontFamily: 'var(--m-font, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif)',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Bare buttons and inputs otherwise take the browser's default font, not the page's.
      MuiCssBaseline: { styleOverrides: { 'button, input, select, textarea': { fontFamily: 'inherit' } } },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // An unselected toggle's text is secondary text, not the icon grey (action.active: 4.49:1 on panels).
      MuiToggleButton: {
        styleOverrides: { root: ({ theme }) => ({ '&:not(.Mui-selected):not(.Mui-disabled)': { color: theme.palette.text.secondary } }) },
      },
    },
  });
}
