// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReport, Reporter } from '../../lib/error-report/reporter';
import {
  CDN_CHECK_DELAY_MS,
  CDN_ERROR,
  cdnReachable,
  ERROR_REPORT_URL,
  reportCdnFailure,
  useCdnCheck,
  type CdnCheckOptions,
} from './cdn-check';

const answer = (init: Partial<Response>) => vi.fn(async () => init as Response);

describe('cdnReachable', () => {
  it('a file that answers is reachable, opaque cross-origin answers included', async () => {
    expect(await cdnReachable('/react.js', answer({ ok: true, type: 'basic' }))).toBe(true);
    expect(await cdnReachable('https://cdn.example/react.js', answer({ ok: false, type: 'opaque' }))).toBe(true);
  });

  it('an error status or a network failure is not', async () => {
    expect(await cdnReachable('/react.js', answer({ ok: false, status: 500, type: 'basic' }))).toBe(false);
    expect(
      await cdnReachable(
        '/react.js',
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      ),
    ).toBe(false);
  });
});

describe('reportCdnFailure', () => {
  it("loads the reporter, sets the user and reports 'cdn access error'", async () => {
    const calls: { endpoint?: string; user?: unknown; message?: string } = {};
    const reporter: Reporter = {
      setUser: (id) => {
        calls.user = id;
      },
      captureMessage: async (message) => {
        calls.message = message;
        return { sent: {} as ErrorReport };
      },
    };
    await reportCdnFailure(1001, async () => ({
      createReporter: ({ endpoint }) => {
        calls.endpoint = endpoint;
        return reporter;
      },
    }));
    expect(calls).toEqual({ endpoint: ERROR_REPORT_URL, user: 1001, message: CDN_ERROR });
    expect(CDN_ERROR).toBe('cdn access error');
  });

  it('a reporter that fails to load is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await reportCdnFailure(undefined, async () => {
      throw new Error('chunk failed');
    });
    expect(warn).toHaveBeenCalledOnce();
  });
});

function Probe({ uid, opts }: { uid: () => number | undefined; opts: CdnCheckOptions }) {
  useCdnCheck(uid, opts);
  return null;
}

describe('useCdnCheck', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('checks 5 s after mounting, once, and reports a failure with the user id', async () => {
    const check = vi.fn(async () => false);
    const report = vi.fn(async () => {});
    let uid: number | undefined;
    render(<Probe uid={() => uid} opts={{ check, report }} />);
    await act(async () => {
      vi.advanceTimersByTime(CDN_CHECK_DELAY_MS - 1);
    });
    expect(check).not.toHaveBeenCalled();
    uid = 1001; // the user info arrived meanwhile
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(check).toHaveBeenCalledOnce();
    expect(report).toHaveBeenCalledWith(1001);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(check).toHaveBeenCalledOnce();
    expect(CDN_CHECK_DELAY_MS).toBe(5000);
  });

  it('reports nothing when the CDN answers', async () => {
    const report = vi.fn(async () => {});
    render(<Probe uid={() => 1} opts={{ check: async () => true, report }} />);
    await act(async () => {
      vi.advanceTimersByTime(CDN_CHECK_DELAY_MS);
    });
    expect(report).not.toHaveBeenCalled();
  });

  it('a footer gone before 5 s checks nothing', async () => {
    const check = vi.fn(async () => false);
    const { unmount } = render(<Probe uid={() => 1} opts={{ check }} />);
    unmount();
    await act(async () => {
      vi.advanceTimersByTime(CDN_CHECK_DELAY_MS);
    });
    expect(check).not.toHaveBeenCalled();
  });
});
