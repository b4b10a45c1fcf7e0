import { describe, expect, it } from 'vitest';
import type { ChartBar } from '../../api/chart-bars';
import { chartPalette } from './chart-theme';
import chartText from '../../../locales/en/chart.json';
import { defaultInputs, INDICATOR_IDS } from './indicators/inputs';
import { computeStudy, linePoints, studyPane, studyPointsAt, studyValuesAt } from './study-series';

const p = chartPalette('light', { up: '#0a9f65', down: '#f6465d', upText: '#087349', downText: '#c41e3a' });
const barsFrom = (closes: number[]): ChartBar[] =>
  closes.map((c, i) => ({ time: 1000 + i * 60, open: c, high: c + 0.5, low: c - 0.5, close: c, volume: 1 }));

describe('study series', () => {
  it('MACD: three series from bar 33, the histogram coloured by sign', () => {
    const bars = barsFrom(Array.from({ length: 60 }, (_, i) => 100 + Math.sin(i / 4) * 5));
    const pane = studyPane(computeStudy(bars, { id: 'macd', inputs: defaultInputs('macd') }), bars, p);
    expect(pane.lines.map((l) => [l.key, l.type, linePoints(l).length])).toEqual([
      ['macd.hist', 'histogram', 27],
      ['macd.macd', 'line', 27],
      ['macd.signal', 'line', 27],
    ]);
    expect(linePoints(pane.lines[0]!)[0]!.time).toBe(bars[33]!.time);
    expect(linePoints(pane.lines[0]!, 40)[0]!.time).toBe(bars[40]!.time);
    for (const pt of linePoints(pane.lines[0]!)) expect(pt.color).toBe(pt.value >= 0 ? p.up : p.down);
  });

  it('TD: setup as a signed bar (sell up, buy down), markers for 9 and for countdown counts', () => {
    const bars = barsFrom(Array.from({ length: 24 }, (_, i) => 100 - i));
    const result = computeStudy(bars, { id: 'td', inputs: defaultInputs('td') });
    const pane = studyPane(result, bars, p);
    expect(
      linePoints(pane.lines[0]!)
        .slice(4, 13)
        .map((x) => x.value),
    ).toEqual([-1, -2, -3, -4, -5, -6, -7, -8, -9]);
    const nine = pane.markers.filter((m) => m.text === '9' && m.shape === 'arrowUp');
    expect(nine.map((m) => m.time)).toEqual([bars[12]!.time, bars[21]!.time]);
    expect(
      pane.markers
        .filter((m) => m.shape === 'circle')
        .map((m) => m.text)
        .slice(0, 3),
    ).toEqual(['1', '2', '3']);
    expect(studyValuesAt(result, 12)).toEqual({ buySetup: 9, sellSetup: 0, buyCountdown: 1, sellCountdown: 0 });
  });

  it('one bar of a study, for a live update', () => {
    const bars = barsFrom(Array.from({ length: 20 }, (_, i) => 10 + (i % 5)));
    const r = computeStudy(bars, { id: 'kdj', inputs: defaultInputs('kdj') });
    expect(studyPointsAt(r, 19, bars[19]!.time, p).map((x) => x.key)).toEqual(['kdj.k', 'kdj.d', 'kdj.j']);
    expect(studyPointsAt(r, 3, bars[3]!.time, p)).toEqual([]);
  });

  it('every value the legend and the values table name has an English label (chart:values.<name>, see lib/i18n-keys.ts)', () => {
    const bars = barsFrom(Array.from({ length: 60 }, (_, i) => 100 + Math.sin(i / 4) * 5));
    const names = INDICATOR_IDS.flatMap((id) => Object.keys(studyValuesAt(computeStudy(bars, { id, inputs: defaultInputs(id) }), 59)));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !Object.hasOwn(chartText.values, n))).toEqual([]);
  });
});
