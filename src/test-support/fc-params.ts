import type fc from 'fast-check';

/**
 * Run parameters for every property test. FC_SEED fixes the seed (npm test sets it from the commit,
 * so a commit's run is reproducible and each new commit draws new cases; a bare `vitest run` draws
 * a random one), FC_PATH replays a counterexample, FC_RUNS scales every run count.
 */
export function fcParams(numRuns: number): fc.Parameters<unknown> {
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
  const scale = process.env.FC_RUNS ? Number(process.env.FC_RUNS) : 1;
  return {
    numRuns: Math.max(1, Math.round(numRuns * scale)),
    ...(seed !== undefined && Number.isFinite(seed) ? { seed } : {}),
    ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}),
  };
}
