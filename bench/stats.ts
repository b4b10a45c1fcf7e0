/** Median, p95 and spread of a sample (ms). */
export function stats(samples: number[]): { n: number; median: number; p95: number; min: number; max: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * (s.length - 1)))]!;
  return { n: s.length, median: at(0.5), p95: at(0.95), min: s[0]!, max: s.at(-1)! };
}

export const fmt = (ms: number) =>
  ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : ms < 1000 ? `${ms.toFixed(2)} ms` : `${(ms / 1000).toFixed(2)} s`;
