import { describe, expect, it } from 'vitest';
import { eventFromError, filterReport, shouldReport } from './filter';
import { FILTER_CASES } from './filter.cases';

describe('error-report filter (compliance §5)', () => {
  it.each(FILTER_CASES)('$name', ({ event, rule }) => {
    expect(filterReport(event)).toEqual(rule ? { report: false, rule } : { report: true });
    expect(shouldReport(event)).toBe(rule === null);
  });

  it('reads name, message and stack from a thrown Error', () => {
    const error = new DOMException('The operation was aborted.', 'AbortError');
    expect(shouldReport(eventFromError(error))).toBe(false);
    expect(shouldReport(eventFromError('plain failure'))).toBe(true);
  });
});
