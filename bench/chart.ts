// The chart's cost (issue 9): time to the first drawn frame with 10,000 bars and KDJ, MACD and TD
// Sequential, and the cost of one live update. The indicator maths is timed in Node; the whole
// path (indicators + lightweight-charts + paint) in Debian's Chromium, on a page built from the
// real modules (src/shell/chart/lw-engine.ts, study-series.ts). Reports medians; asserts nothing.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, type Plugin } from 'vite';
import type { ChartBar } from '../src/api/chart-bars';
import { candleAt } from '../src/mocks/data/candles';
import { findChartSymbol } from '../src/mocks/data/candles-symbols';
import { defaultInputs, INDICATOR_IDS } from '../src/shell/chart/indicators/inputs';
import { computeStudy } from '../src/shell/chart/study-series';
import { fmt, stats } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const BARS = 10_000;
const FIRST_FRAME_RUNS = 9;
const UPDATES = 40;
const ENTRY = 'virtual:chart-bench';

/** What the page runs: the widget's own drawing path, without React. */
const PAGE_SOURCE = `
import { createLightweightEngine } from '/src/shell/chart/lw-engine.ts';
import { chartPalette } from '/src/shell/chart/chart-theme.ts';
import { priceFormatSpec } from '/src/shell/chart/price-format.ts';
import { computeStudy, studyPane, studyPointsAt } from '/src/shell/chart/study-series.ts';
import { defaultInputs, INDICATOR_IDS } from '/src/shell/chart/indicators/inputs.ts';

const palette = chartPalette('light', { up: '#0ecb81', down: '#f6465d' });
const format = priceFormatSpec(2, 'last');
const configs = INDICATOR_IDS.map((id) => ({ id, inputs: defaultInputs(id) }));
const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));

/** True once the price pane's canvas has candle pixels (the up or down colour). */
function drawn(el) {
  for (const c of el.querySelectorAll('canvas')) {
    if (c.width < 200 || c.height < 200) continue;
    const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
    for (let i = 0; i < data.length; i += 16) {
      if ((data[i] === 14 && data[i + 1] === 203) || (data[i] === 246 && data[i + 1] === 70)) return true;
    }
  }
  return false;
}

async function firstFrame(bars) {
  const el = document.createElement('div');
  el.style.cssText = 'width:1200px;height:900px;position:relative';
  document.body.append(el);
  const t0 = performance.now();
  const engine = createLightweightEngine(el, { palette, priceFormat: format, locale: 'en' });
  engine.setBars(bars);
  const tc = performance.now();
  const studies = configs.map((c) => computeStudy(bars, c));
  const compute = performance.now() - tc;
  engine.setStudies(studies.map((s) => studyPane(s, bars, palette)), format);
  let painted = -1;
  for (let f = 0; f < 120 && painted < 0; f++) {
    const t = await frame();
    if (drawn(el)) painted = t - t0;
  }
  return { engine, el, studies, painted, compute };
}

window.chartBench = async (bars, updates) => {
  const { engine, el, painted } = await firstFrame(bars);
  const js = [];
  const toFrame = [];
  let current = bars;
  for (let k = 0; k < updates; k++) {
    const last = current[current.length - 1];
    const close = last.close * (1 + (k % 2 ? 0.001 : -0.001));
    const tick = { ...last, close, high: Math.max(last.high, close), low: Math.min(last.low, close), volume: last.volume + 1 };
    await frame();
    const t0 = performance.now();
    current = [...current.slice(0, -1), tick];
    const studies = configs.map((c) => computeStudy(current, c));
    engine.updateBar(tick);
    engine.updateStudyPoints(studies.flatMap((s) => studyPointsAt(s, current.length - 1, tick.time, palette)));
    const t1 = performance.now();
    const t2 = await frame();
    js.push(t1 - t0);
    toFrame.push(t2 - t0);
  }
  engine.destroy();
  el.remove();
  return { painted, js, toFrame };
};

window.chartFirstFrame = async (bars) => {
  const { engine, el, painted, compute } = await firstFrame(bars);
  engine.destroy();
  el.remove();
  return { painted, compute };
};
`;

function benchEntry(): Plugin {
  return {
    name: 'chart-bench-entry',
    // Library mode hands the entry over as a path under the root.
    resolveId: (id) => (id === ENTRY || id.endsWith(`/${ENTRY}`) ? `\0${ENTRY}` : null),
    load: (id) => (id === `\0${ENTRY}` ? PAGE_SOURCE : null),
  };
}

async function pageScript(): Promise<string> {
  const out = await build({
    root, configFile: false, logLevel: 'silent', mode: 'production', plugins: [benchEntry()],
    build: { write: false, minify: true, lib: { entry: ENTRY, formats: ['iife'], name: 'ChartBench', fileName: 'chart-bench' } },
  });
  const first = (Array.isArray(out) ? out[0] : out) as { output: { code?: string }[] };
  const code = first.output[0]?.code;
  if (!code) throw new Error('bench page did not build');
  return code;
}

/** 10,000 hourly BTC/USDT bars from the embedded backend's seeded path. */
function seededBars(): ChartBar[] {
  const sym = findChartSymbol('BTC_USDT')!;
  const end = Math.floor(Date.UTC(2026, 2, 1) / 1000);
  const bars: ChartBar[] = [];
  for (let i = BARS - 1; i >= 0; i--) bars.push(candleAt(sym, end - i * 3600, '60', end + 3600)!);
  return bars;
}

export async function benchChart(): Promise<void> {
  const bars = seededBars();
  // Indicator maths alone, in Node.
  const node: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    for (const id of INDICATOR_IDS) computeStudy(bars, { id, inputs: defaultInputs(id) });
    node.push(performance.now() - t0);
  }

  const code = await pageScript();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    await page.addScriptTag({ content: code });
    const first: number[] = [];
    const firstCompute: number[] = [];
    for (let i = 0; i < FIRST_FRAME_RUNS; i++) {
      const r = await page.evaluate((b) => (window as unknown as { chartFirstFrame: (x: unknown) => Promise<{ painted: number; compute: number }> }).chartFirstFrame(b), bars);
      if (r.painted < 0) throw new Error('the chart never drew');
      first.push(r.painted);
      firstCompute.push(r.compute);
    }
    const live = await page.evaluate(([b, n]) => (window as unknown as { chartBench: (x: unknown, n: number) => Promise<{ js: number[]; toFrame: number[] }> }).chartBench(b, n as number), [bars, UPDATES] as const);
    const result = {
      when: new Date().toISOString(), loadAverage: loadavg()[0] ?? 0, bars: BARS, indicators: [...INDICATOR_IDS],
      nodeIndicators: stats(node), browserIndicators: stats(firstCompute), firstFrame: stats(first),
      liveUpdateJs: stats(live.js), liveUpdateToFrame: stats(live.toFrame),
    };
    console.log(`\nchart (${BARS} hourly bars, KDJ + MACD + TD Sequential; Chromium headless, software rendering; load average ${result.loadAverage.toFixed(1)}):`);
    console.log('| measure | median | p95 |');
    console.log('|---|---:|---:|');
    console.log(`| indicators, Node (all three) | ${fmt(result.nodeIndicators.median)} | ${fmt(result.nodeIndicators.p95)} |`);
    console.log(`| indicators, browser (all three) | ${fmt(result.browserIndicators.median)} | ${fmt(result.browserIndicators.p95)} |`);
    console.log(`| first drawn frame (create chart → candle pixels on the canvas) | ${fmt(result.firstFrame.median)} | ${fmt(result.firstFrame.p95)} |`);
    console.log(`| live update, script (recompute indicators + update series) | ${fmt(result.liveUpdateJs.median)} | ${fmt(result.liveUpdateJs.p95)} |`);
    console.log(`| live update, to the next frame | ${fmt(result.liveUpdateToFrame.median)} | ${fmt(result.liveUpdateToFrame.p95)} |`);
    writeFileSync(new URL('chart-results.json', import.meta.url), JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
  }
}
