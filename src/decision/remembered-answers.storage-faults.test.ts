import { describe, expect, it } from 'vitest';
import { ANSWERS_KEY, forgetAnswers, readRemembered, rememberAnswers } from './remembered-answers';

const refuse = (name: string) => () => { throw new DOMException('refused', name); };

describe('remembered answers and storage faults', () => {
  it('reads nothing from storage that throws, and never throws itself', () => {
    expect(readRemembered({ getItem: refuse('SecurityError') }, { uid: '1001' })).toEqual({});
    expect(() => rememberAnswers({ setItem: refuse('QuotaExceededError') }, { compliance: {} })).not.toThrow();
    expect(() => forgetAnswers({ removeItem: refuse('SecurityError') })).not.toThrow();
  });

  it.each(['{"user":', 'null', '[]', '42', '"text"'])('a corrupted memory (%j) is none', (garbage) => {
    expect(readRemembered({ getItem: (k) => (k === ANSWERS_KEY ? garbage : null) }, { uid: '1001' })).toEqual({});
  });

  it('a readable memory with a broken part keeps the readable part only', () => {
    const raw = JSON.stringify({ user: 'not an object', compliance: { limit: { is_uk_limit: true } }, account: 7 });
    expect(readRemembered({ getItem: () => raw }, { uid: '1001' })).toEqual({ compliance: { limit: { is_uk_limit: true } } });
  });
});
