// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECT_TIMEOUT_MS, DEFAULT_COLLECT_URL, createCollector, type CollectPayload, type CollectorOptions } from './collect';

type Init = RequestInit & { signal: AbortSignal };

function setup(overrides: Partial<CollectorOptions> = {}) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => ({ ok: true, status: 204 }));
  const logger = { warn: vi.fn() };
  const collector = createCollector({
    site: 'mrd-main',
    fingerprint: () => 'fp-1',
    fetch,
    sendBeacon: null,
    now: () => 1_700_000_000_000,
    path: () => '/trade/BTC_USDT',
    lifecycle: null,
    logger,
    ...overrides,
  });
  const payload = (call = 0): CollectPayload => {
    const body = fetch.mock.calls[call]?.[1].body;
    if (typeof body !== 'string') throw new Error(`call ${call} sent no text body`);
    return JSON.parse(body) as CollectPayload;
  };
  return { collector, fetch, logger, payload };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createCollector batching', () => {
  it('queues events and sends them as one JSON batch after 2 s', async () => {
    const { collector, fetch, payload } = setup();
    collector.track('header_nav_click', { module: 'trade' });
    collector.track('footer_link_click');
    expect(fetch).not.toHaveBeenCalled();
    expect(collector.size()).toBe(2);

    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(collector.size()).toBe(0);

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(DEFAULT_COLLECT_URL);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
    expect(payload().events).toEqual([
      {
        name: 'header_nav_click',
        params: { module: 'trade' },
        site: 'mrd-main',
        ts: 1_700_000_000_000,
        path: '/trade/BTC_USDT',
        fingerprint: 'fp-1',
      },
      { name: 'footer_link_click', params: {}, site: 'mrd-main', ts: 1_700_000_000_000, path: '/trade/BTC_USDT', fingerprint: 'fp-1' },
    ]);
  });

  it('flushes at once when 20 events are queued', async () => {
    const { collector, fetch, payload } = setup();
    for (let i = 0; i < 19; i++) collector.track(`e${i}`);
    expect(fetch).not.toHaveBeenCalled();
    collector.track('e19');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(payload().events).toHaveLength(20);
    // The 2 s timer was cancelled with the batch: nothing more is sent.
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('uses a configured collector URL and sends nothing when idle', async () => {
    const { collector, fetch } = setup({ url: 'https://collect.example/v1' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).not.toHaveBeenCalled();
    collector.track('x');
    await collector.flush();
    expect(fetch.mock.calls[0]?.[0]).toBe('https://collect.example/v1');
  });

  it('still records an event when the fingerprint cannot be read', async () => {
    const { collector, payload } = setup({
      fingerprint: () => {
        throw new Error('no cookies');
      },
    });
    collector.track('x');
    await collector.flush();
    expect(payload().events[0]?.fingerprint).toBe('');
  });
});

describe('createCollector failures', () => {
  it('aborts a send after 5000 ms, logs it and drops the batch', async () => {
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      signal = (init as Init).signal;
      return new Promise<never>((_resolve, reject) => {
        signal!.addEventListener('abort', () => reject(signal!.reason));
      });
    });
    const { collector, logger } = setup({ fetch });
    collector.track('slow');
    const done = collector.flush();
    await vi.advanceTimersByTimeAsync(COLLECT_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(done).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(String(logger.warn.mock.calls[0]?.[0])).toContain('1 event(s) dropped');
    expect(collector.size()).toBe(0);
  });

  it('logs a run of failures once, never throws, never retries', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('network down');
    });
    const { collector, logger } = setup({ fetch });
    collector.track('a');
    await expect(collector.flush()).resolves.toBeUndefined();
    collector.track('b');
    await collector.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('treats an HTTP error as a failure and warns again after a success in between', async () => {
    const answers = [
      { ok: false, status: 500 },
      { ok: true, status: 204 },
      { ok: false, status: 503 },
    ];
    const fetch = vi.fn(async () => answers.shift()!);
    const { collector, logger } = setup({ fetch });
    for (let i = 0; i < 3; i++) {
      collector.track(`e${i}`);
      await collector.flush();
    }
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls[1]?.[1]).toEqual(new Error('collector answered HTTP 503'));
  });

  it('drops unserialisable params without throwing', async () => {
    const { collector, fetch, logger } = setup();
    collector.track('big', { n: 10n });
    await expect(collector.flush()).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});

describe('createCollector page lifecycle', () => {
  const lifecycle = () => ({ window, document });

  it('hands the queue to sendBeacon on pagehide', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const { collector, fetch } = setup({ sendBeacon, lifecycle: lifecycle() });
    collector.track('leaving', { tab: 'spot' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(DEFAULT_COLLECT_URL);
    expect(blob.type).toBe('application/json');
    const body = JSON.parse(await blob.text()) as CollectPayload;
    expect(body.events.map((e) => e.name)).toEqual(['leaving']);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).not.toHaveBeenCalled();
    await collector.dispose();
  });

  it('flushes when the document becomes hidden, not when it becomes visible', async () => {
    const sendBeacon = vi.fn(() => true);
    const { collector } = setup({ sendBeacon, lifecycle: lifecycle() });
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    collector.track('a');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).not.toHaveBeenCalled();
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
    await collector.dispose();
  });

  it('falls back to a keepalive fetch when there is no beacon or it refuses', async () => {
    const { collector, fetch } = setup({ sendBeacon: () => false, lifecycle: lifecycle() });
    collector.track('a');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1].keepalive).toBe(true);
    await collector.dispose();
  });

  it('dispose removes the lifecycle listeners, sends what is left and ignores later events', async () => {
    const sendBeacon = vi.fn(() => true);
    const win = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const doc = { addEventListener: vi.fn(), removeEventListener: vi.fn(), visibilityState: 'visible' as const };
    const { collector, fetch } = setup({ sendBeacon, lifecycle: { window: win, document: doc } });
    const pagehide = win.addEventListener.mock.calls[0];
    const visibility = doc.addEventListener.mock.calls[0];
    expect(pagehide?.[0]).toBe('pagehide');
    expect(visibility?.[0]).toBe('visibilitychange');
    collector.track('last');
    await collector.dispose();
    expect(win.removeEventListener).toHaveBeenCalledWith('pagehide', pagehide?.[1]);
    expect(doc.removeEventListener).toHaveBeenCalledWith('visibilitychange', visibility?.[1]);
    expect(fetch).toHaveBeenCalledTimes(1);
    collector.track('after');
    expect(collector.size()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
