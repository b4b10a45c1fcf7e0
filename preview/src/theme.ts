import { createTheme } from '@mui/material/styles';

const RING = '2px solid #1d5ce6';

/**
 * The preview's theme. Keyboard focus gets a solid outline on every control (MUI's default is the
 * faint focus ripple alone); tabs draw it inside, as their scroller clips anything outside.
 */
export const previewTheme = createTheme({
  // MUI's default warning (#ed6c02) and info (#0288d1) under white text are 3.1:1 and 4.0:1; these
  // are 5.0:1 and 5.9:1 (an unproven policy's chip is a filled warning).
  palette: { primary: { main: '#1d5ce6' }, warning: { main: '#b45309' }, info: { main: '#0369a1' } },
  typography: { fontSize: 13 },
  components: {
    MuiCssBaseline: { styleOverrides: { ':focus-visible': { outline: RING, outlineOffset: 2 } } },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: RING, outlineOffset: 2 } } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
  },
});
