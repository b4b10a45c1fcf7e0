import { useEffect, useRef } from 'react';
import { ERROR_REPORT_URL, reportError, type LoadReporter } from '../../lib/error-report/report-error';

export { ERROR_REPORT_URL };

/** The CDN check runs this long after the footer mounts (shell §7, §9: 5 s). */
export const CDN_CHECK_DELAY_MS = 5000;
export const CDN_ERROR = 'cdn access error';

/**
 * The React file fetched from the CDN. Production builds set VITE_REACT_CDN_URL; the demo uses
 * the embedded backend's stand-in (under /js/tool/, so the meridian_fault cookie can break it).
 */
export const REACT_CDN_URL: string = import.meta.env.VITE_REACT_CDN_URL || '/js/tool/cdn/react.production.min.js';
const CDN_TIMEOUT_MS = 10_000;

/**
 * True when the file answered: an opaque cross-origin answer counts; a network failure or an error
 * status does not. Credentials stay same-origin: a CDN gets none, the demo stand-in gets the fault cookie.
 */
export async function cdnReachable(url: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(url, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(CDN_TIMEOUT_MS),
    });
    return res.type === 'opaque' || res.ok;
  } catch {
    return false;
  }
}

/** Reports 'cdn access error' for `userId` (the reporter loads only now). */
export function reportCdnFailure(userId: string | number | undefined, load?: LoadReporter): Promise<void> {
  return reportError(CDN_ERROR, { check: 'react-cdn', url: REACT_CDN_URL }, userId, load);
}

export interface CdnCheckOptions {
  delayMs?: number;
  check?: () => Promise<boolean>;
  report?: (userId: string | number | undefined) => Promise<void>;
}

/** Once per mount of the footer: CDN_CHECK_DELAY_MS later, fetch the React file; on failure, report it with the user id. */
export function useCdnCheck(userId: () => string | number | undefined, opts: CdnCheckOptions = {}): void {
  const latest = useRef({ userId, opts });
  latest.current = { userId, opts };
  useEffect(() => {
    const timer = setTimeout(() => {
      const { userId: uid, opts: o } = latest.current;
      void (o.check ?? (() => cdnReachable(REACT_CDN_URL)))().then((ok) => (ok ? undefined : (o.report ?? reportCdnFailure)(uid())));
    }, latest.current.opts.delayMs ?? CDN_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}
