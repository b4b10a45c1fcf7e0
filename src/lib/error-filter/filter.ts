/** An error report before it is sent: what the error-reporting service would receive. */
export interface ReportEvent {
  /** Error name or type (AbortError, ChunkLoadError, SecurityError …). */
  name?: string;
  message?: string;
  stack?: string;
  userAgent?: string;
  /** Script URLs the error came from (stack frame file names, the page URL is not needed). */
  urls?: readonly string[];
}

export type DropRule = 'bot' | 'aborted' | 'chunk_load' | 'storage_access' | 'extension';

/** The verdict and, when dropped, the rule that dropped it (compliance §5 error-report filter). */
export interface FilterResult {
  report: boolean;
  rule?: DropRule;
}

const BOT_UA =
  /bot\b|bot\/|crawler|spider|crawling|slurp|headlesschrome|phantomjs|lighthouse|bingpreview|facebookexternalhit|pingdom|gtmetrix/i;
const ABORTED = /\bAbortError\b|The operation was aborted|The user aborted a request|signal is aborted/i;
const CHUNK_LOAD =
  /ChunkLoadError|Loading (?:CSS )?chunk [\w-]+ failed|Loading chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const STORAGE_ACCESS = /Access is denied for this document|Failed to read the '(?:local|session)Storage' property/i;
const STORAGE_WORD = /localStorage|sessionStorage|storage/i;
const EXTENSION_URL = /\b(?:chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i;

/** Why an event must not be reported, or undefined when it should be. Pure. */
export function dropRule(event: ReportEvent): DropRule | undefined {
  const name = event.name ?? '';
  const message = event.message ?? '';
  const text = `${name}: ${message}`;
  if (event.userAgent && BOT_UA.test(event.userAgent)) return 'bot';
  if (name === 'AbortError' || ABORTED.test(text)) return 'aborted';
  if (name === 'ChunkLoadError' || CHUNK_LOAD.test(text)) return 'chunk_load';
  if (STORAGE_ACCESS.test(text) || (name === 'SecurityError' && STORAGE_WORD.test(message))) return 'storage_access';
  if ([...(event.urls ?? []), event.stack ?? ''].some((u) => EXTENSION_URL.test(u))) return 'extension';
  return undefined;
}

/** The filter result with its rule, for logs and tests. */
export function filterReport(event: ReportEvent): FilterResult {
  const rule = dropRule(event);
  return rule ? { report: false, rule } : { report: true };
}

/** True when the event should go to the error-reporting service. */
export function shouldReport(event: ReportEvent): boolean {
  return dropRule(event) === undefined;
}

/** Turns a thrown value into a ReportEvent (name, message, stack), for callers that hold an Error. */
export function eventFromError(error: unknown, extra: Omit<ReportEvent, 'name' | 'message' | 'stack'> = {}): ReportEvent {
  if (error instanceof Error) return { ...extra, name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { ...extra, message: String(error) };
}
