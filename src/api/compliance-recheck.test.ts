// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fcParams } from '../test-support/fc-params';
import { complianceCheckQueryOptions, complianceFallback, type ComplianceCheck } from './compliance-check-call';
import {
  COMPLIANCE_RECHECK_DELAYS_MS,
  COMPLIANCE_RECHECK_TIMEOUT_MS,
  complianceRecheckDelay,
  complianceRecheckInterval,
} from './compliance-recheck';

describe('the back-off of a failed compliance check (compliance §8, ADR 0229)', () => {
  it('waits longer after each failure in a row, then repeats the longest wait', () => {
    const schedule = [1, 2, 3, 4, 5, 6, 7, 20].map(complianceRecheckDelay);
    expect(schedule).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    for (let i = 1; i < COMPLIANCE_RECHECK_DELAYS_MS.length; i++)
      expect(COMPLIANCE_RECHECK_DELAYS_MS[i]!).toBeGreaterThan(COMPLIANCE_RECHECK_DELAYS_MS[i - 1]!);
  });

  it('asks nothing again without a failure', () => {
    expect([0, -1, 1.5, Number.NaN].map(complianceRecheckDelay)).toEqual([false, false, false, false]);
  });

  it('the first recheck comes within 5 s of the first failure, each within the recheck time-out of its start', () => {
    expect(complianceRecheckDelay(1)).toBeLessThanOrEqual(5_000);
    expect(COMPLIANCE_RECHECK_TIMEOUT_MS).toBe(4_000);
  });
});

describe('the query asks again while its answer is the fallback, and stops at a live answer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fallback, fallback, fallback, then restricted: three rechecks on the back-off, then none', async () => {
    const restricted: ComplianceCheck = { menu: [], business: [], limit: { is_blocked_country: true } };
    const answers = [complianceFallback(), complianceFallback(), complianceFallback(), restricted];
    const asked: number[] = [];
    const start = Date.now();
    const client = new QueryClient();
    // The page's own query options; only the backend is scripted.
    const observer = new QueryObserver(client, {
      ...complianceCheckQueryOptions(),
      queryFn: () => {
        asked.push(Date.now() - start);
        return answers[Math.min(asked.length - 1, answers.length - 1)]!;
      },
    });
    const seen: ComplianceCheck[] = [];
    const stop = observer.subscribe((r) => {
      if (r.data) seen.push(r.data);
    });
    await vi.advanceTimersByTimeAsync(60_000);
    stop();
    client.clear();
    expect(asked).toEqual([0, 1_000, 3_000, 7_000]);
    expect(seen.at(-1)).toEqual(restricted);
  });

  it('a live answer first is never asked again by the back-off', async () => {
    let asked = 0;
    const client = new QueryClient();
    const observer = new QueryObserver(client, {
      queryKey: ['compliance-recheck-live'],
      queryFn: () => {
        asked++;
        return { menu: [], business: [], limit: {} } satisfies ComplianceCheck;
      },
      refetchInterval: complianceRecheckInterval,
    });
    const stop = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(120_000);
    stop();
    client.clear();
    expect(asked).toBe(1);
  });

  it('over any run of failed and live answers, each recheck waits the back-off for the failures since the last live answer, and a live answer ends the rechecks', async () => {
    const live: ComplianceCheck = { menu: [], business: [], limit: {} };
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), async (liveAnswers) => {
        const asked: number[] = [];
        const client = new QueryClient();
        const observer = new QueryObserver(client, {
          ...complianceCheckQueryOptions(),
          queryFn: () => {
            asked.push(Date.now());
            return liveAnswers[asked.length - 1] ? live : complianceFallback();
          },
        });
        const stop = observer.subscribe(() => {});
        try {
          await vi.advanceTimersByTimeAsync(0);
          let streak = 0;
          for (let i = 0; i < liveAnswers.length - 1; i++) {
            expect(asked).toHaveLength(i + 1);
            if (liveAnswers[i]) {
              // A live answer: the back-off asks nothing more; only the page (a login, a focus) asks again.
              streak = 0;
              await vi.advanceTimersByTimeAsync(5 * 60_000);
              expect(asked, `no recheck after live answer ${i}`).toHaveLength(i + 1);
              await observer.refetch();
              continue;
            }
            streak++;
            const wait = complianceRecheckDelay(streak) as number;
            await vi.advanceTimersByTimeAsync(wait - 1);
            expect(asked, `not before ${wait} ms after failure ${streak} in a row`).toHaveLength(i + 1);
            await vi.advanceTimersByTimeAsync(1);
            expect(asked, `at ${wait} ms after failure ${streak} in a row`).toHaveLength(i + 2);
            expect(asked[i + 1]! - asked[i]!).toBe(wait);
          }
        } finally {
          stop();
          client.clear();
        }
      }),
      fcParams(40),
    );
  });
});
