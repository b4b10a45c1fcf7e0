import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReporter, TRACES_SAMPLE_RATE, type ErrorReport } from './reporter';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';
const fixed = { now: () => new Date('2026-03-10T12:00:00Z'), url: () => 'https://www.meridian.example/' };

afterEach(() => vi.restoreAllMocks());

describe('error reporter', () => {
  it('sends the message with the user id and the 0.1 trace sample rate', async () => {
    const sent: ErrorReport[] = [];
    const r = createReporter({
      endpoint: '/errors',
      userAgent: UA,
      random: () => 0.05,
      send: async (_e, rep) => {
        sent.push(rep);
      },
      ...fixed,
    });
    r.setUser(1001);
    const out = await r.captureMessage('cdn access error', { check: 'react-cdn' });
    expect('sent' in out).toBe(true);
    expect(sent).toEqual([
      {
        message: 'cdn access error',
        level: 'error',
        user: { id: '1001' },
        tags: { check: 'react-cdn' },
        tracesSampleRate: TRACES_SAMPLE_RATE,
        traceSampled: true,
        url: 'https://www.meridian.example/',
        userAgent: UA,
        timestamp: '2026-03-10T12:00:00.000Z',
      },
    ]);
    expect(TRACES_SAMPLE_RATE).toBe(0.1);
  });

  it('samples the trace at the rate, never the error itself', async () => {
    const send = vi.fn(async () => {});
    const r = createReporter({ endpoint: '/errors', userAgent: UA, random: () => 0.5, send, ...fixed });
    const out = await r.captureMessage('cdn access error');
    expect(send).toHaveBeenCalledTimes(1);
    expect('sent' in out && out.sent.traceSampled).toBe(false);
    expect('sent' in out && out.sent.user).toBeNull();
  });

  it('a logged-out visitor (uid 0 or none) is sent without a user', async () => {
    const r = createReporter({ endpoint: '/errors', userAgent: UA, send: async () => {}, ...fixed });
    r.setUser(0);
    const out = await r.captureMessage('x');
    expect('sent' in out && out.sent.user).toBeNull();
  });

  it('drops what the error-report filter drops (a bot)', async () => {
    const send = vi.fn(async () => {});
    const r = createReporter({ endpoint: '/errors', userAgent: 'Googlebot/2.1', send, ...fixed });
    expect(await r.captureMessage('cdn access error')).toEqual({ dropped: 'bot' });
    expect(send).not.toHaveBeenCalled();
  });

  it('a failed send is logged, not thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const r = createReporter({
      endpoint: '/errors',
      userAgent: UA,
      send: async () => {
        throw new Error('offline');
      },
      ...fixed,
    });
    expect(await r.captureMessage('cdn access error')).toEqual({ dropped: 'send_failed' });
    expect(warn).toHaveBeenCalledOnce();
  });
});
