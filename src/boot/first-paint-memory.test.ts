import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_GLOBAL, FIRST_PAINT_KEY, rememberFirstPaint } from './first-paint-memory';
import { memoryStorage } from '../test-support/memory-storage';

describe('rememberFirstPaint', () => {
  it("keeps the bars under the inline script's key", () => {
    const localStorage = memoryStorage();
    expect(rememberFirstPaint({ localStorage, [FIRST_PAINT_GLOBAL]: '["h","main",2]' }, [['kyc_top', 40]])).toBe(true);
    expect(JSON.parse(localStorage.getItem(FIRST_PAINT_KEY)!)).toEqual({ g: '["h","main",2]', b: [['kyc_top', 40]] });
  });

  it('keeps nothing without a key (a page the inline script does not draw, the dev server)', () => {
    const localStorage = memoryStorage();
    expect(rememberFirstPaint({ localStorage }, [['kyc_top', 40]])).toBe(false);
    expect(localStorage.getItem(FIRST_PAINT_KEY)).toBeNull();
  });

  it('gives up quietly when storage refuses', () => {
    const localStorage = { setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(rememberFirstPaint({ localStorage, [FIRST_PAINT_GLOBAL]: 'k' }, [])).toBe(false);
  });
});
