import { apiLogger, describeError, isCancelled, RequestDataError, type CallOptions } from './http';

/**
 * Runs one call and narrows its answer. Never throws: a transport failure or an answer of the
 * wrong shape is logged and gives undefined, so every client can apply its documented fallback.
 */
export async function attempt<T>(
  name: string,
  run: () => Promise<unknown>,
  narrow: (raw: unknown) => T | undefined,
  /** The call's options: their `http` logs the faults. */
  options?: CallOptions,
): Promise<T | undefined> {
  let raw: unknown;
  try {
    raw = await run();
  } catch (error) {
    // A fault is logged once: the helpers log their own failures before throwing.
    if (!(error instanceof RequestDataError) && !isCancelled(error))
      apiLogger(options).error(`[api] ${name} failed (${describeError(error)})`);
    return undefined;
  }
  const value = narrow(raw);
  if (value === undefined) apiLogger(options).error(`[api] ${name}: unexpected answer`);
  return value;
}

/** attempt() with the call's fallback. `fallback` is a factory so callers never share one object. */
export async function withFallback<T>(
  name: string,
  run: () => Promise<unknown>,
  narrow: (raw: unknown) => T | undefined,
  fallback: () => T,
  options?: CallOptions,
): Promise<T> {
  return (await attempt(name, run, narrow, options)) ?? fallback();
}

/** Prefix of every query key owned by src/api, so a test or logout can clear them all at once. */
export const API_KEY = 'api';
