// The oracle's campaign in `npm run bench` (issue 37, docs/policies.md "The oracle that hunts for
// false proofs"): ORACLE_MUTANTS random rule changes (default 10,000), each verified and searched
// with `decide` alone, split over one worker process per core. Rows: the false proofs found (must
// be 0) and the search's hit rate on the changes verify shows violated (a blind search finds none).
//
// Alone: `npx tsx bench/verify-oracle.ts`; one worker: `npx tsx bench/verify-oracle.ts --worker <pairs> <seed>`.
import { execFile } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { compile } from '../src/config/compile';
import { readConfigSources } from '../src/config/node/read-sources';
import { policiesOf } from '../src/analysis/verify/policy-files';
import { oracleCampaign, type CampaignReport } from '../src/analysis/verify/oracle';
import { row, type BenchSection } from './budget';

const root = fileURLToPath(new URL('..', import.meta.url));
const PAIRS = Number(process.env.ORACLE_MUTANTS ?? 10_000);
const SEED = Number(process.env.ORACLE_SEED ?? 2026);
/** Visitors each search tries (the test in npm test tries 120). */
const RUNS = 120;

async function worker(pairs: number, seed: number): Promise<CampaignReport> {
  const { sources, errors } = readConfigSources(root);
  const result = compile(sources);
  if (!result.ok || errors.length) throw new Error('bench verify-oracle: the configuration does not compile');
  return oracleCampaign(
    result.config,
    policiesOf(result).map((p) => p.policy),
    { pairs, seed, runs: RUNS, searchAll: true },
  );
}

export async function run(): Promise<BenchSection> {
  const n = Math.max(1, Math.min(cpus().length, 4));
  const load = [loadavg()[0]!];
  const t0 = performance.now();
  const script = fileURLToPath(import.meta.url);
  const shares = Array.from({ length: n }, (_, i) => Math.floor(PAIRS / n) + (i < PAIRS % n ? 1 : 0));
  const reports = await Promise.all(
    shares.map(async (pairs, i) => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', script, '--worker', String(pairs), String(SEED + i)],
        {
          cwd: root,
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      return JSON.parse(stdout.trim().split('\n').pop()!) as CampaignReport;
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  load.push(loadavg()[0]!);
  const sum = (f: (r: CampaignReport) => number) => reports.reduce((s, r) => s + f(r), 0);
  const pairs = sum((r) => r.pairs);
  const violated = sum((r) => r.outcomes.violated);
  const found = sum((r) => r.violatedFound);
  const falseProofs = reports.flatMap((r) => r.falseProofs);
  const outcomes = (['proven', 'violated', 'unproven', 'too-many'] as const).map((o) => `${o} ${sum((r) => r.outcomes[o])}`).join(', ');
  return {
    name: 'verify-oracle',
    rows: [
      row(
        {
          id: 'verify.oracle.falseProofs',
          what: `verify's oracle: changes verify called proven where decide alone found a violation (of ${pairs})`,
          unit: 'count',
          budget: 0,
          direction: 'max',
          note: `${pairs} random rule changes (${outcomes}) in ${seconds.toFixed(0)} s on ${n} workers, seeds ${SEED}…${SEED + n - 1}; load ${load.map((l) => l.toFixed(1)).join(' → ')}`,
        },
        [falseProofs.length],
      ),
      row(
        {
          id: 'verify.oracle.hitRate',
          what: "verify's oracle: the search's hit rate on changes verify shows violated",
          unit: '%',
          budget: 50,
          direction: 'min',
          note: `${found} of ${violated} found by decide alone (${RUNS} visitors a search); budget ours: a search that finds half of what is there can be trusted to look`,
        },
        [violated ? (found / violated) * 100 : 0],
      ),
    ],
    detail: {
      lines: falseProofs
        .slice(0, 10)
        .map((f) => `false proof: ${f.policy} after ${f.edit}: ${JSON.stringify(f.facts)} — ${f.violations.join('; ')}`),
    },
  };
}

if (process.argv[2] === '--worker') console.log(JSON.stringify(await worker(Number(process.argv[3]), Number(process.argv[4]))));
else if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const section = await run();
  for (const r of section.rows) console.log(`${r.id}: ${r.median} ${r.unit} (budget ${r.direction} ${r.budget}) — ${r.note ?? ''}`);
  for (const l of (section.detail as { lines: string[] }).lines) console.log(l);
}
