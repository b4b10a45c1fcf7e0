// `npm run bench`: every budget of issue 10, measured several times, as ONE table (median, spread,
// runs, met?) plus each section's detail lines, and bench/results.json. Asserts nothing and exits 0
// when a budget is missed: the record is the table. A section module that is missing or throws
// becomes a line saying so and the run goes on.
//
//   npm run bench                         every section
//   npm run bench -- --only engine,diff   a subset (names below)
//
// Each section is a module exporting `async function run(): Promise<BenchSection>` (bench/budget.ts).
// Detail lines: each row's note, and `detail.lines` when a section gives them (an array of strings).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { met, type BenchSection, type BudgetRow } from './budget';
import { stopServer } from './serve';

/** In running order: Node-only sections first, then the browser ones (which share one production build). */
const SECTIONS = [
  'engine',
  'diff',
  'cli-start',
  'ci',
  'security',
  'rules-bundle',
  'verify',
  'verify-oracle',
  'bundle',
  'page-load',
  'interactions',
  'chart',
  'rules-live',
  'rules-hostile',
  'rules-path',
] as const;
const MODULES: Record<(typeof SECTIONS)[number], string> = {
  engine: './engine',
  diff: './diff-bench',
  'cli-start': './cli-start',
  ci: './ci',
  security: './security',
  'rules-bundle': './rules-bundle',
  verify: './verify',
  'verify-oracle': './verify-oracle',
  bundle: './bundle',
  'page-load': './page-load',
  interactions: './interactions',
  chart: './chart',
  'rules-live': './rules-live',
  'rules-hostile': './rules-hostile',
  'rules-path': './rules-path',
};

function parseOnly(argv: readonly string[]): string[] | null {
  const i = argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (i === -1) return null;
  const value = argv[i]!.includes('=') ? argv[i]!.slice('--only='.length) : (argv[i + 1] ?? '');
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const only = parseOnly(process.argv.slice(2));
const unknown = only?.filter((s) => !(SECTIONS as readonly string[]).includes(s)) ?? [];
if (unknown.length) console.log(`--only: unknown section(s) ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
const chosen = SECTIONS.filter((s) => !only || only.includes(s));

interface Outcome {
  section: string;
  ok: boolean;
  seconds: number;
  result?: BenchSection;
  error?: string;
}

const outcomes: Outcome[] = [];
for (const name of chosen) {
  const t0 = performance.now();
  process.stdout.write(`bench: ${name}…\n`);
  try {
    const mod = (await import(MODULES[name])) as { run?: () => Promise<BenchSection> };
    if (typeof mod.run !== 'function') throw new Error(`${MODULES[name]} exports no run()`);
    const result = await mod.run();
    outcomes.push({ section: name, ok: true, seconds: (performance.now() - t0) / 1000, result });
  } catch (e) {
    const message = e instanceof Error ? e.message.split('\n')[0]! : String(e);
    const missing =
      e instanceof Error &&
      'code' in e &&
      (e as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' &&
      message.includes(MODULES[name].slice(2));
    outcomes.push({
      section: name,
      ok: false,
      seconds: (performance.now() - t0) / 1000,
      error: missing ? `bench/${MODULES[name].slice(2)}.ts is missing` : `threw: ${message}`,
    });
  }
}
await stopServer().catch(() => {});

const num = (n: number, unit: BudgetRow['unit']): string => {
  if (unit === 'decisions/s') return Math.round(n).toLocaleString('en');
  if (unit === 'ms') return n < 1 ? n.toFixed(3) : n < 100 ? n.toFixed(1) : Math.round(n).toString();
  if (unit === '×') return n.toFixed(1);
  if (unit === 'KB' || unit === 'MB') return n.toFixed(1);
  return Number.isInteger(n) ? String(n) : n.toFixed(3);
};
const withUnit = (n: number, unit: BudgetRow['unit']) => `${num(n, unit)} ${unit}`.replace(' ×', '×');
const cell = (s: string) => s.replace(/\|/g, '\\|');

const table = ['| what | budget | median | spread (min–max) | runs | met? |', '|---|---|---:|---|---:|---|'];
for (const o of outcomes) {
  if (!o.ok) {
    table.push(`| ${o.section}: ${cell(o.error!)} | — | — | — | 0 | not measured |`);
    continue;
  }
  for (const r of o.result!.rows) {
    table.push(
      `| ${cell(r.what)} | ${r.direction === 'max' ? '≤' : '≥'} ${withUnit(r.budget, r.unit)} | ${withUnit(r.median, r.unit)} | ${num(r.min, r.unit)}–${num(r.max, r.unit)} | ${r.runs} | ${met(r) ? 'yes' : '**no**'} |`,
    );
  }
}

console.log(
  `\n## Budgets (issue 10) — ${new Date().toISOString()}, ${cpus().length} CPUs, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, node ${process.version}\n`,
);
console.log(table.join('\n'));
for (const o of outcomes) {
  console.log(`\n### ${o.section} (${o.seconds.toFixed(0)} s)`);
  if (!o.ok) {
    console.log(o.error);
    continue;
  }
  for (const r of o.result!.rows) if (r.note) console.log(`- ${r.what}: ${r.note}`);
  const lines = (o.result!.detail as { lines?: unknown } | undefined)?.lines;
  if (Array.isArray(lines)) for (const l of lines) console.log(String(l));
}

writeFileSync(
  new URL('results.json', import.meta.url),
  `${JSON.stringify(
    {
      when: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', loadavg: loadavg(), node: process.version },
      only: only ?? undefined,
      sections: outcomes.map((o) =>
        o.ok
          ? { name: o.result!.name, seconds: o.seconds, rows: o.result!.rows.map((r) => ({ ...r, met: met(r) })), detail: o.result!.detail }
          : { name: o.section, seconds: o.seconds, error: o.error, rows: [] },
      ),
    },
    null,
    2,
  )}\n`,
);
console.log('\nbench/results.json written.');
process.exit(0);
