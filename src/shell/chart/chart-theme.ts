import type { ChartTheme } from './chart-state';

/**
 * The two chart themes (compliance §4.7, chosen by the theme cookie through the shell's MUI theme)
 * and their default background overrides, named as TradingView-style override keys.
 */
export interface ChartPalette {
  background: string;
  text: string;
  grid: string;
  border: string;
  crosshair: string;
  /** Candles and bars (graphics). */
  up: string;
  down: string;
  /** The legend's values: text, so the theme's text shades. */
  upText: string;
  downText: string;
  k: string;
  d: string;
  j: string;
  macd: string;
  signal: string;
  tdBuy: string;
  tdSell: string;
  marks: Record<'green' | 'blue' | 'red', string>;
}

type RiseKey = 'up' | 'down' | 'upText' | 'downText';

// Marker labels (timescale marks, TD counts) are drawn in the marker's colour, so those colours are text
// colours (4.5:1 on the background); chart-contrast.test.ts checks them. Their green and red are look.css's text shades.
const BASE: Record<ChartTheme, Omit<ChartPalette, RiseKey>> = {
  light: {
    background: '#ffffff',
    text: '#3d4454',
    grid: '#eef0f4',
    border: '#d9dde5',
    crosshair: '#7a8294',
    k: '#f0a20b',
    d: '#2f7cf6',
    j: '#b64fd8',
    macd: '#2f7cf6',
    signal: '#f0a20b',
    tdBuy: '#087349',
    tdSell: '#c9364a',
    marks: { green: '#087349', blue: '#1d5ce6', red: '#c41e3a' },
  },
  dark: {
    background: '#0f131b',
    text: '#b7bdc9',
    grid: '#1c2230',
    border: '#2a3142',
    crosshair: '#8a93a6',
    k: '#f5b935',
    d: '#4f8cff',
    j: '#cf7cf0',
    macd: '#4f8cff',
    signal: '#f5b935',
    tdBuy: '#2ed198',
    tdSell: '#ff6b7d',
    marks: { green: '#0ecb81', blue: '#4f8cff', red: '#ff8a98' },
  },
};

/** Rise and fall colours come from the visitor's preference (green-up or red-up) and the theme. */
export function chartPalette(theme: ChartTheme, rise: Pick<ChartPalette, RiseKey>): ChartPalette {
  return { ...BASE[theme], ...rise };
}

/** The default background overrides of a theme, reapplied on every theme change. */
export function backgroundOverrides(theme: ChartTheme): Record<string, string> {
  const p = BASE[theme];
  return {
    'paneProperties.background': p.background,
    'paneProperties.backgroundType': 'solid',
    'paneProperties.vertGridProperties.color': p.grid,
    'paneProperties.horzGridProperties.color': p.grid,
    'scalesProperties.textColor': p.text,
  };
}

/** The palette with overrides on top: what the engine draws with. */
export function withOverrides(palette: ChartPalette, overrides: Record<string, string>): ChartPalette {
  return {
    ...palette,
    background: overrides['paneProperties.background'] ?? palette.background,
    grid: overrides['paneProperties.horzGridProperties.color'] ?? overrides['paneProperties.vertGridProperties.color'] ?? palette.grid,
    text: overrides['scalesProperties.textColor'] ?? palette.text,
  };
}
