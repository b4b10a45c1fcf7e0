import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../ui/mui/theme';
import { contrast } from '../../test-support/shell/look-test-support';
import { chartPalette } from './chart-theme';

/**
 * The chart's colours on its own background, as chart-widget builds them: candles (graphics, 3:1) in
 * the theme's rise/fall graphic colours; the legend's values, scale text and marker labels (drawn in the
 * marker's colour) 4.5:1.
 */
describe('chart colours reach WCAG AA on the chart background', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const rise of ['green-up', 'red-up'] as const) {
      it(`${mode}, ${rise}`, () => {
        const { palette: mui } = createAppTheme({ mode, rise }, 'ltr');
        const p = chartPalette(mode, { up: mui.riseGraphic, down: mui.fallGraphic, upText: mui.rise, downText: mui.fall });
        const checks: [string, string, number][] = [
          ['up', p.up, 3],
          ['down', p.down, 3],
          ['upText', p.upText, 4.5],
          ['downText', p.downText, 4.5],
          ['text', p.text, 4.5],
          ['tdBuy', p.tdBuy, 4.5],
          ['tdSell', p.tdSell, 4.5],
          ...Object.entries(p.marks).map(([k, v]): [string, string, number] => [`marks.${k}`, v, 4.5]),
        ];
        const failures = checks.flatMap(([name, colour, min]) => {
          const ratio = contrast(colour, p.background);
          return ratio < min ? [`${name} ${colour} on ${p.background}: ${ratio.toFixed(2)} < ${min}`] : [];
        });
        expect(failures).toEqual([]);
      });
    }
  }
});
