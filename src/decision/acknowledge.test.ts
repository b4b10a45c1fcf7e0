// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DialogDecision } from '../generated/schema-types';
import { writeAcknowledgement } from './acknowledge';

const dialog = {
  id: 'uk_limit',
  remember: { in: 'storage', key: 'meridian_uk_limit_ack', format: 'timestamp' },
} as unknown as DialogDecision;
const now = new Date('2026-11-22T12:00:00Z');

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('writeAcknowledgement', () => {
  it('stores the ms timestamp under the key the Decision names, leaving other keys alone', () => {
    window.localStorage.setItem('meridian_nl_limit_ack', '123');
    expect(writeAcknowledgement(dialog, now)).toBe(true);
    expect(window.localStorage.getItem('meridian_uk_limit_ack')).toBe(String(now.getTime()));
    expect(window.localStorage.getItem('meridian_nl_limit_ack')).toBe('123');
  });

  it.each(['QuotaExceededError', 'SecurityError'])('storage refusing (%s): false and one warning, never a throw', (name) => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', name);
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(writeAcknowledgement(dialog, now)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
