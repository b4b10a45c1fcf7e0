/**
 * GET answers index.html asked for before any script had arrived (tooling/early-requests-script.ts):
 * the calls every page makes first — the common data and the compliance check — so their answers
 * are on their way while the scripts download. The first request for the same URL, with the same
 * plain options, takes the answer instead of asking again; an answer nobody took within
 * EARLY_MAX_AGE_MS of the page's start is not used (a later request asks afresh).
 */
export const EARLY_GLOBAL = '__meridianEarly';
export const EARLY_MAX_AGE_MS = 10_000;

type EarlyMap = Record<string, Promise<Response> | undefined>;

/** The answer index.html asked for at `url` (once), or undefined. */
export function takeEarlyResponse(
  url: string,
  now = typeof performance === 'undefined' ? Infinity : performance.now(),
): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] as EarlyMap | undefined;
  if (!early || typeof early !== 'object' || !Object.hasOwn(early, url)) return undefined;
  const response = early[url];
  delete early[url];
  return response && now <= EARLY_MAX_AGE_MS ? response : undefined;
}
