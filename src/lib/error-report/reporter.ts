import { filterReport, type DropRule } from '../error-filter/filter';

/** Trace sample rate of the error reporter (shell §8, §9: 0.1). */
export const TRACES_SAMPLE_RATE = 0.1;

/** What the error-reporting service receives. */
export interface ErrorReport {
  message: string;
  level: 'error' | 'warning';
  user: { id: string } | null;
  tags: Record<string, string>;
  /** The reporter's trace sample rate; `traceSampled` says whether this page view's trace goes along. */
  tracesSampleRate: number;
  traceSampled: boolean;
  url: string;
  userAgent: string;
  timestamp: string;
}

export interface ReporterOptions {
  endpoint: string;
  tracesSampleRate?: number;
  /** Injectable for tests; Math.random by default. */
  random?: () => number;
  now?: () => Date;
  userAgent?: string;
  url?: () => string;
  send?: (endpoint: string, report: ErrorReport) => Promise<void>;
}

export interface Reporter {
  setUser(id: string | number | null | undefined): void;
  /**
   * Sends `message` unless the error-report filter (compliance §5) drops it; resolves to the
   * report sent, or to the rule that dropped it. A failed send is logged, never thrown.
   */
  captureMessage(message: string, tags?: Record<string, string>): Promise<{ sent: ErrorReport } | { dropped: DropRule | 'send_failed' }>;
}

async function postJson(endpoint: string, report: ErrorReport): Promise<void> {
  const res = await fetch(endpoint, {
    method: 'POST',
    body: JSON.stringify(report),
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  });
  if (!res.ok) throw new Error(`error report answered ${res.status}`);
}

/**
 * A small error reporter in the shape of the usual SDKs (init with a trace sample rate, set the
 * user, capture a message): errors are always sent; the trace sample rate only decides, once per
 * reporter, whether a performance trace would accompany them.
 */
export function createReporter(opts: ReporterOptions): Reporter {
  const rate = opts.tracesSampleRate ?? TRACES_SAMPLE_RATE;
  const traceSampled = (opts.random ?? Math.random)() < rate;
  const userAgent = opts.userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const send = opts.send ?? postJson;
  let user: ErrorReport['user'] = null;
  return {
    setUser(id) {
      user = id === null || id === undefined || id === '' || id === 0 ? null : { id: String(id) };
    },
    async captureMessage(message, tags = {}) {
      const verdict = filterReport({ message, userAgent });
      if (!verdict.report) return { dropped: verdict.rule! };
      const report: ErrorReport = {
        message,
        level: 'error',
        user,
        tags,
        tracesSampleRate: rate,
        traceSampled,
        url: opts.url?.() ?? (typeof location === 'undefined' ? '' : location.href),
        userAgent,
        timestamp: (opts.now?.() ?? new Date()).toISOString(),
      };
      try {
        await send(opts.endpoint, report);
        return { sent: report };
      } catch (e) {
        console.warn('error report not sent', e);
        return { dropped: 'send_failed' };
      }
    },
  };
}
