// The production build served locally, for the browser benchmarks: built once per bench run into
// dist-bench/ (BENCH_SKIP_BUILD=1 reuses it) and served by `vite preview` with the embedded backend
// (scripts/site-preview.ts, which the browser tests serve their build with too).
import { buildSite, previewSite, type SiteServer } from '../scripts/site-preview';

// The benches publish with the development key, so the built site trusts it, as `npm start` does.
process.env.MERIDIAN_RULES_DEMO_TRUST = '1';
export const BENCH_OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';

let built: Promise<void> | undefined;
let served: Promise<SiteServer> | undefined;

/** Builds once per process (unless BENCH_SKIP_BUILD is set). */
export function buildOnce(): Promise<void> {
  built ??= process.env.BENCH_SKIP_BUILD ? Promise.resolve() : buildSite(BENCH_OUT_DIR);
  return built;
}

/** The built site on a free port; shared by every browser benchmark in the run. */
export async function serveBuild(): Promise<{ baseURL: string }> {
  served ??= buildOnce().then(() => previewSite(BENCH_OUT_DIR));
  return { baseURL: (await served).url };
}

/** Closes the server if one was started. */
export async function stopServer(): Promise<void> {
  if (!served) return;
  await (await served).close();
}
