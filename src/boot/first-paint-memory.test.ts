import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_GLOBAL, FIRST_PAINT_KEY, rememberFirstPaint } from './first-paint-memory';
import { memoryStorage } from '../test-support/memory-storage';
import { safeStorage } from '../lib/storage';

describe('rememberFirstPaint', () => {
  it("keeps the bars under the inline script's key", () => {
    const localStorage = memoryStorage();
    expect(
      rememberFirstPaint(
        { [FIRST_PAINT_GLOBAL]: '["h","main",2]' },
        [['kyc_top', 40]],
        safeStorage(() => localStorage),
      ),
    ).toBe(true);
    expect(JSON.parse(localStorage.getItem(FIRST_PAINT_KEY)!)).toEqual({ g: '["h","main",2]', b: [['kyc_top', 40]] });
  });

  it('keeps nothing without a key (a page the inline script does not draw, the dev server)', () => {
    const localStorage = memoryStorage();
    expect(
      rememberFirstPaint(
        {},
        [['kyc_top', 40]],
        safeStorage(() => localStorage),
      ),
    ).toBe(false);
    expect(localStorage.getItem(FIRST_PAINT_KEY)).toBeNull();
  });

  it('gives up quietly when storage refuses', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(
      rememberFirstPaint(
        { [FIRST_PAINT_GLOBAL]: 'k' },
        [],
        safeStorage(() => refusing),
      ),
    ).toBe(false);
  });
});
