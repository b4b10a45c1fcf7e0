import { createTheme } from '@mui/material/styles';

const RING = '2px solid #1d5ce6';

/**
 * The preview's theme. Keyboard focus gets a solid outline on every control (MUI's default is the
 * faint focus ripple alone); tabs draw it inside, as their scroller clips anything outside.
 */
export const previewTheme = createTheme({
  palette: { primary: { main: '#1d5ce6' } },
  typography: { fontSize: 13 },
  components: {
    MuiCssBaseline: { styleOverrides: { ':focus-visible': { outline: RING, outlineOffset: 2 } } },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: RING, outlineOffset: 2 } } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
  },
});
