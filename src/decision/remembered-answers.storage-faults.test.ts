import { describe, expect, it } from 'vitest';
import { ANSWERS_KEY, forgetAnswers, lastKnownCompliance, readRemembered, rememberAnswers } from './remembered-answers';

const ann = { site: 'main', cookies: { uid: '1001' } };

const refuse = (name: string) => () => {
  throw new DOMException('refused', name);
};

describe('remembered answers and storage faults', () => {
  it('reads nothing from storage that throws, and never throws itself', () => {
    expect(readRemembered({ getItem: refuse('SecurityError') }, ann)).toEqual({});
    expect(lastKnownCompliance({ getItem: refuse('SecurityError') }, { ...ann, nowMs: 0 })).toBeNull();
    expect(() => rememberAnswers({ setItem: refuse('QuotaExceededError') }, { compliance: {} }, { ...ann, nowMs: 0 })).not.toThrow();
    expect(() => forgetAnswers({ removeItem: refuse('SecurityError') })).not.toThrow();
  });

  it.each(['{"user":', 'null', '[]', '42', '"text"'])('a corrupted memory (%j) is none', (garbage) => {
    expect(readRemembered({ getItem: (k) => (k === ANSWERS_KEY ? garbage : null) }, ann)).toEqual({});
  });

  it('a readable memory with a broken part keeps the readable part only', () => {
    const raw = JSON.stringify({
      site: 'main',
      uid: '1001',
      user: 'not an object',
      compliance: { limit: { is_uk_limit: true } },
      account: 7,
    });
    expect(readRemembered({ getItem: () => raw }, ann)).toEqual({ compliance: { limit: { is_uk_limit: true }, source: 'remembered' } });
  });
});
