/**
 * Analytics event queue (spec compliance §7, §9): batches events and POSTs them as JSON to the
 * collector. Sending never throws and never retries; a failed batch is dropped.
 */

export const DEFAULT_COLLECT_URL = '/api/web/v1/collect';
export const COLLECT_TIMEOUT_MS = 5000;
export const FLUSH_INTERVAL_MS = 2000;
export const MAX_BATCH = 20;

export type CollectParams = Record<string, unknown>;

export interface CollectEvent {
  name: string;
  params: CollectParams;
  /** The site's collectId. */
  site: string;
  ts: number;
  path: string;
  fingerprint: string;
}

/** What is POSTed: one JSON object per batch. */
export interface CollectPayload {
  events: CollectEvent[];
}

type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status'>>;
type BeaconLike = (url: string, data: Blob) => boolean;
type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface CollectorOptions {
  /** The site's collectId, sent as `site` on every event. */
  site: string;
  /** Read lazily per event, so the id may be computed after the collector is created. */
  fingerprint: () => string;
  url?: string;
  fetch?: FetchLike;
  /** `null` turns the beacon off; left out, navigator.sendBeacon is used when present. */
  sendBeacon?: BeaconLike | null;
  now?: () => number;
  path?: () => string;
  /** Where pagehide and visibilitychange are heard; `null` for none (Node, tests). */
  lifecycle?: { window: Listenable; document: Listenable & Pick<Document, 'visibilityState'> } | null;
  logger?: Pick<Console, 'warn'>;
  flushIntervalMs?: number;
  maxBatch?: number;
  timeoutMs?: number;
}

/** When and where an event happened, for one raised before the collector existed (`early-queue.ts`). */
export interface CollectAt {
  ts: number;
  path: string;
}

export interface Collector {
  /** `at` defaults to now and the current path. */
  track(name: string, params?: CollectParams, at?: CollectAt): void;
  /** Sends whatever is queued now; resolves when the send settles (it never rejects). */
  flush(): Promise<void>;
  /** Number of queued, unsent events. */
  size(): number;
  /** Stops timers and listeners, sends what is left; later `track` calls are ignored. */
  dispose(): Promise<void>;
}

function defaultBeacon(): BeaconLike | null {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return null;
  return (url, data) => navigator.sendBeacon(url, data);
}

function defaultLifecycle(): CollectorOptions['lifecycle'] {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  return { window, document };
}

export function createCollector(options: CollectorOptions): Collector {
  const url = options.url ?? DEFAULT_COLLECT_URL;
  const doFetch: FetchLike | undefined = options.fetch ?? (typeof fetch === 'function' ? (u, init) => fetch(u, init) : undefined);
  const beacon = options.sendBeacon === undefined ? defaultBeacon() : options.sendBeacon;
  const now = options.now ?? Date.now;
  const path = options.path ?? (() => (typeof location === 'undefined' ? '' : location.pathname));
  const logger = options.logger ?? console;
  const interval = options.flushIntervalMs ?? FLUSH_INTERVAL_MS;
  const maxBatch = options.maxBatch ?? MAX_BATCH;
  const timeoutMs = options.timeoutMs ?? COLLECT_TIMEOUT_MS;
  const lifecycle = options.lifecycle === undefined ? defaultLifecycle() : options.lifecycle;

  let queue: CollectEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  // One warning per run of failures: an unreachable collector must not flood the console.
  let failing = false;

  function report(error: unknown, dropped: number): void {
    if (failing) return;
    failing = true;
    logger.warn(`[analytics] sending to ${url} failed; ${dropped} event(s) dropped`, error);
  }

  function take(): CollectEvent[] {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    return batch;
  }

  async function send(batch: CollectEvent[], keepalive: boolean): Promise<void> {
    if (!doFetch) return report(new Error('fetch is not available'), batch.length);
    // A controller plus our own timer rather than AbortSignal.timeout(): same 5000 ms limit, but
    // the timer is cleared once the request settles and fake timers can drive it in tests.
    const controller = new AbortController();
    const abortTimer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    try {
      const body = JSON.stringify({ events: batch } satisfies CollectPayload);
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        credentials: 'same-origin',
        keepalive,
        signal: controller.signal,
      });
      if (!res.ok) throw new Error(`collector answered HTTP ${res.status}`);
      failing = false;
    } catch (error) {
      report(error, batch.length);
    } finally {
      clearTimeout(abortTimer);
    }
  }

  function flush(): Promise<void> {
    const batch = take();
    return batch.length === 0 ? Promise.resolve() : send(batch, false);
  }

  // The page may be gone before a promise settles, so hand the batch to the browser synchronously.
  function flushOnHide(): void {
    const batch = take();
    if (batch.length === 0) return;
    if (beacon) {
      try {
        const body = JSON.stringify({ events: batch } satisfies CollectPayload);
        if (beacon(url, new Blob([body], { type: 'application/json' }))) return;
      } catch {
        // fall through to a keepalive fetch, which reports its own failure
      }
    }
    void send(batch, true);
  }

  const onPageHide = (): void => flushOnHide();
  const onVisibility = (): void => {
    if (lifecycle?.document.visibilityState === 'hidden') flushOnHide();
  };
  lifecycle?.window.addEventListener('pagehide', onPageHide);
  lifecycle?.document.addEventListener('visibilitychange', onVisibility);

  return {
    track(name, params = {}, at) {
      if (disposed) return;
      let fingerprint = '';
      try {
        fingerprint = options.fingerprint();
      } catch {
        // an event without a device id is still worth sending
      }
      queue.push({ name, params, site: options.site, ts: at?.ts ?? now(), path: at?.path ?? path(), fingerprint });
      if (queue.length >= maxBatch) void flush();
      else if (timer === undefined) timer = setTimeout(() => void flush(), interval);
    },
    flush,
    size: () => queue.length,
    dispose() {
      if (disposed) return Promise.resolve();
      disposed = true;
      lifecycle?.window.removeEventListener('pagehide', onPageHide);
      lifecycle?.document.removeEventListener('visibilitychange', onVisibility);
      return flush();
    },
  };
}
