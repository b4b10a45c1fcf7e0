// The hostile configuration corpus's share of `npm run bench`: how long `meridian` takes to refuse
// each case of security/corpus/ (issue 21: "lint rejects each with a location in under a second").
import { row, type BenchSection } from './budget';
import { corpusCases, runCase } from '../security/corpus-case';
import { stats } from './stats';

const RUNS = Number(process.env.SECURITY_BENCH_RUNS ?? 3);

export async function run(): Promise<BenchSection> {
  const perCase: { name: string; median: number; exit: number; times: number[] }[] = [];
  for (const [name, c] of corpusCases()) {
    const times: number[] = [];
    let exit = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await runCase(c);
      times.push(r.ms);
      exit = r.code;
    }
    perCase.push({ name, median: stats(times).median, exit, times });
  }
  const slowest = [...perCase].sort((a, b) => b.median - a.median)[0];
  return {
    name: 'security',
    rows: [
      row(
        {
          id: 'security.corpus.slowest',
          what: 'hostile configuration corpus: slowest case refused (median per case, in-process)',
          unit: 'ms',
          budget: 1000,
          direction: 'max',
          note: `${perCase.length} cases × ${RUNS}; slowest ${slowest?.name ?? '—'}`,
        },
        slowest?.times ?? [],
      ),
    ],
    detail: {
      lines: perCase.map((p) => `${p.name}: exit ${p.exit}, median ${p.median.toFixed(0)} ms`),
      cases: perCase.map(({ times: _times, ...p }) => p),
    },
  };
}
