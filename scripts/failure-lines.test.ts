import { describe, expect, it } from 'vitest';
import { failureLines } from './failure-lines.mjs';

const FILE = '/repo/e2e/dialog-walks.e2e.ts';

describe('failureLines', () => {
  it('keeps the message, what the browser call waited for, and the test file lines, helper first', () => {
    const message = [
      'Error: locator.waitFor: Timeout 30000ms exceeded.',
      'Call log:',
      "  - waiting for locator('[data-dialog=signup_gift]') to be visible",
      '',
      '    at only (/repo/e2e/dialog-walks.e2e.ts:40:49)',
      '    at /repo/e2e/dialog-walks.e2e.ts:234:5',
      '    at runTest (/repo/node_modules/vitest/dist/runner.js:1:1)',
    ].join('\n');
    expect(failureLines(message, FILE, '/repo').split('\n')).toEqual([
      '     Error: locator.waitFor: Timeout 30000ms exceeded.',
      "     - waiting for locator('[data-dialog=signup_gift]') to be visible",
      '     at e2e/dialog-walks.e2e.ts:40 ← 234',
    ]);
  });

  it('is the first line alone when there is no call log or frame in the file, and survives no message', () => {
    expect(failureLines('AssertionError: expected 1 to be 2\n    at elsewhere.js:1:1', FILE, '/repo')).toBe(
      '     AssertionError: expected 1 to be 2',
    );
    expect(failureLines(undefined, FILE, '/repo')).toBe('');
  });
});
