// The chart's cost (issue 10): time to the first drawn frame with 10,000 bars and KDJ, MACD and TD
// Sequential, and the main-thread work of one live update. The whole path (indicators +
// lightweight-charts + paint) runs in Debian's Chromium on a page built (production mode, minified)
// from the widget's own modules: src/shell/chart/chart-draw.ts is what the chart cell calls on
// "reset" and "tick", so the bench and the widget cannot drift apart. The indicator maths is also
// timed alone in Node. Reports medians and spread; asserts nothing.
//
// Alone: `npx tsx bench/chart.ts` (prints the table, writes bench/chart-results.json).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { CHROMIUM } from '../scripts/chromium';
import type { ChartBar } from '../src/api/chart-bars';
import { candleAt } from '../src/mocks/data/candles';
import { findChartSymbol } from '../src/mocks/data/candles-symbols';
import { computeStudies } from '../src/shell/chart/chart-draw';
import { defaultInputs, INDICATOR_IDS } from '../src/shell/chart/indicators/inputs';
import { row, type BenchSection } from './budget';
import { fmt, stats } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const BARS = 10_000;
const FIRST_FRAME_RUNS = Number(process.env.CHART_BENCH_RUNS ?? 11);
const UPDATES = 60;
const ENTRY = 'virtual:chart-bench';
/** One frame at 60 Hz: a live update that takes longer drops a frame. */
const FRAME_MS = 16;
const FIRST_FRAME_BUDGET = 150;

/** The phases of the first frame, in the order the chart cell runs them. */
const PHASES = ['create', 'indicators', 'candles', 'panes', 'studies', 'view', 'paint'] as const;
type Phase = (typeof PHASES)[number];

/** What the page runs: the widget's own drawing path (chart-draw.ts), without React. */
export const PAGE_SOURCE = `
import { createLightweightEngine } from '/src/shell/chart/lw-engine.ts';
import { chartPalette } from '/src/shell/chart/chart-theme.ts';
import { priceFormatSpec } from '/src/lib/price-format.ts';
import { computeStudies, drawStudies, drawTick } from '/src/shell/chart/chart-draw.ts';
import { defaultInputs, INDICATOR_IDS } from '/src/shell/chart/indicators/inputs.ts';

const palette = chartPalette('light', { up: '#0a9f65', down: '#f6465d', upText: '#087349', downText: '#c41e3a' });
const format = priceFormatSpec(2, 'last');
const configs = INDICATOR_IDS.map((id) => ({ id, inputs: defaultInputs(id) }));
const frame = () => new Promise((r) => requestAnimationFrame((ts) => r([ts, performance.now()])));

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
  await frame();
  const phases = {};
  let t = performance.now();
  const t0 = t;
  const lap = (name) => { const n = performance.now(); phases[name] = n - t; t = n; };
  const engine = createLightweightEngine(el, { palette, priceFormat: format, locale: 'en' });
  lap('create');
  const studies = computeStudies(bars, configs);
  lap('indicators');
  engine.setBars(bars);
  lap('candles');
  // drawStudies = panes (points and markers) + engine.setStudies; timed apart through its hook.
  drawStudies(engine, studies, bars, palette, format, () => lap('panes'));
  lap('studies');
  engine.resetView();
  lap('view');
  let painted = -1;
  for (let f = 0; f < 120 && painted < 0; f++) {
    const [, now] = await frame();
    if (drawn(el)) painted = now - t0;
  }
  phases.paint = painted < 0 ? -1 : t0 + painted - t;
  return { engine, el, studies, painted, phases };
}

window.chartBench = async (bars, updates) => {
  const { engine, el } = await firstFrame(bars);
  const script = [];
  const render = [];
  const work = [];
  let current = bars;
  let shown = { tdMarkers: [] };
  for (let k = 0; k < updates; k++) {
    const last = current[current.length - 1];
    const close = last.close * (1 + (k % 2 ? 0.001 : -0.001));
    const tick = { ...last, close, high: Math.max(last.high, close), low: Math.min(last.low, close), volume: last.volume + 1 };
    await frame();
    const t0 = performance.now();
    current = [...current.slice(0, -1), tick];
    const studies = computeStudies(current, configs);
    shown = drawTick(engine, studies, current, palette, shown);
    const t1 = performance.now();
    // lightweight-charts draws in its own animation-frame callback, queued before ours.
    const [frameStart, t2] = await frame();
    script.push(t1 - t0);
    render.push(t2 - frameStart);
    work.push(t1 - t0 + (t2 - frameStart));
  }
  engine.destroy();
  el.remove();
  return { script, render, work };
};

window.chartFirstFrame = async (bars) => {
  const { engine, el, painted, phases } = await firstFrame(bars);
  engine.destroy();
  el.remove();
  return { painted, phases };
};
`;

function benchEntry(source = PAGE_SOURCE): Plugin {
  return {
    name: 'chart-bench-entry',
    // Library mode hands the entry over as a path under the root.
    resolveId: (id) => (id === ENTRY || id.endsWith(`/${ENTRY}`) ? `\0${ENTRY}` : null),
    load: (id) => (id === `\0${ENTRY}` ? source : null),
  };
}

/** The bench page as one script; `readable` builds it unminified with lightweight-charts' development bundle (names kept, for profiles). */
export async function pageScript(readable = false, source = PAGE_SOURCE): Promise<string> {
  const mode = readable ? 'development' : 'production';
  const out = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    mode,
    plugins: [benchEntry(source)],
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    build: { write: false, minify: !readable, lib: { entry: ENTRY, formats: ['iife'], name: 'ChartBench', fileName: 'chart-bench' } },
  });
  const first = (Array.isArray(out) ? out[0] : out) as { output: { code?: string }[] };
  const code = first.output[0]?.code;
  if (!code) throw new Error('bench page did not build');
  return code;
}

/** 10,000 hourly BTC/USDT bars from the embedded backend's seeded path. */
export function seededBars(): ChartBar[] {
  const sym = findChartSymbol('BTC_USDT')!;
  const end = Math.floor(Date.UTC(2026, 2, 1) / 1000);
  const bars: ChartBar[] = [];
  for (let i = BARS - 1; i >= 0; i--) bars.push(candleAt(sym, end - i * 3600, '60', end + 3600)!);
  return bars;
}

const load = () => loadavg()[0] ?? 0;

interface FirstFrameResult {
  painted: number;
  phases: Record<Phase, number>;
}
interface LiveResult {
  script: number[];
  render: number[];
  work: number[];
}
type BenchWindow = {
  chartFirstFrame: (b: unknown) => Promise<FirstFrameResult>;
  chartBench: (b: unknown, n: number) => Promise<LiveResult>;
};

export async function run(): Promise<BenchSection> {
  const bars = seededBars();
  const configs = INDICATOR_IDS.map((id) => ({ id, inputs: defaultInputs(id) }));
  // Indicator maths alone, in Node.
  const node: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    computeStudies(bars, configs);
    node.push(performance.now() - t0);
  }

  const code = await pageScript();
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    await page.addScriptTag({ content: code });
    const loadBefore = load();
    // One unmeasured run: the first one also compiles the page's code.
    await page.evaluate((b) => (window as unknown as BenchWindow).chartFirstFrame(b), bars);
    const first: number[] = [];
    const phases: Record<Phase, number[]> = Object.fromEntries(PHASES.map((p) => [p, []])) as unknown as Record<Phase, number[]>;
    for (let i = 0; i < FIRST_FRAME_RUNS; i++) {
      const r = await page.evaluate((b) => (window as unknown as BenchWindow).chartFirstFrame(b), bars);
      if (r.painted < 0) throw new Error('the chart never drew');
      first.push(r.painted);
      for (const p of PHASES) phases[p].push(r.phases[p]);
    }
    const live = await page.evaluate(([b, n]) => (window as unknown as BenchWindow).chartBench(b, n as number), [bars, UPDATES] as const);
    const loadAfter = load();
    const loadNote = `load average ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)} (1 min, ${2} shared cores)`;
    const detail = {
      when: new Date().toISOString(),
      loadAverage: { before: loadBefore, after: loadAfter },
      bars: BARS,
      indicators: [...INDICATOR_IDS],
      viewport: '1200 × 900 px chart, device scale 1, headless Chromium, software rendering',
      nodeIndicators: stats(node),
      firstFrame: stats(first),
      phases: Object.fromEntries(PHASES.map((p) => [p, stats(phases[p])])) as Record<Phase, ReturnType<typeof stats>>,
      liveUpdateScript: stats(live.script),
      liveUpdateRender: stats(live.render),
      liveUpdateWork: stats(live.work),
    };
    const ph = (p: Phase) => fmt(detail.phases[p].median);
    const lines = [
      `chart detail (medians; ${loadNote}): indicators in Node ${fmt(detail.nodeIndicators.median)};` +
        ` first frame = create ${ph('create')} + indicators ${ph('indicators')} + candles/volume setData ${ph('candles')} + panes ${ph('panes')}` +
        ` + indicator series ${ph('studies')} + view ${ph('view')} + paint ${ph('paint')};` +
        ` live update = script ${fmt(detail.liveUpdateScript.median)} + render ${fmt(detail.liveUpdateRender.median)}.`,
    ];
    writeFileSync(new URL('chart-results.json', import.meta.url), JSON.stringify(detail, null, 2));
    return {
      name: 'chart',
      rows: [
        row(
          {
            id: 'chart.firstFrame',
            what: `Chart: first drawn frame, ${BARS.toLocaleString('en')} bars + KDJ, MACD, TD Sequential`,
            unit: 'ms',
            budget: FIRST_FRAME_BUDGET,
            direction: 'max',
            note: `create chart → candle pixels on the canvas; ${detail.viewport}; ${loadNote}`,
          },
          first,
        ),
        row(
          {
            id: 'chart.liveUpdate',
            what: 'Chart: live update of the last bar (main-thread work)',
            unit: 'ms',
            budget: FRAME_MS,
            direction: 'max',
            note: `recompute the three indicators + update the series, plus the render in the next frame; budget = one frame at 60 Hz; ${loadNote}`,
          },
          live.work,
        ),
      ],
      detail: { ...detail, lines },
    };
  } finally {
    await browser.close();
  }
}

function print(section: BenchSection): void {
  const d = section.detail as {
    loadAverage: { before: number; after: number };
    nodeIndicators: { median: number; p95: number };
    phases: Record<Phase, { median: number; p95: number }>;
    liveUpdateScript: { median: number; p95: number };
    liveUpdateRender: { median: number; p95: number };
  };
  console.log(
    `\nchart (${BARS} hourly bars, KDJ + MACD + TD Sequential; load average ${d.loadAverage.before.toFixed(2)} → ${d.loadAverage.after.toFixed(2)}):`,
  );
  console.log('| measure | median | min | max | budget |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of section.rows) console.log(`| ${r.what} | ${fmt(r.median)} | ${fmt(r.min)} | ${fmt(r.max)} | ≤ ${r.budget} ms |`);
  console.log('\n| detail | median | p95 |');
  console.log('|---|---:|---:|');
  console.log(`| indicators, Node (all three) | ${fmt(d.nodeIndicators.median)} | ${fmt(d.nodeIndicators.p95)} |`);
  for (const p of PHASES) console.log(`| first frame, phase ${p} | ${fmt(d.phases[p].median)} | ${fmt(d.phases[p].p95)} |`);
  console.log(`| live update, script | ${fmt(d.liveUpdateScript.median)} | ${fmt(d.liveUpdateScript.p95)} |`);
  console.log(`| live update, render in the next frame | ${fmt(d.liveUpdateRender.median)} | ${fmt(d.liveUpdateRender.p95)} |`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  print(await run());
}
