// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_SETTLE_MS, useViewportWidth } from './viewport-width';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

describe('useViewportWidth', () => {
  it('takes the new width once a resize has settled, not on every resize event', () => {
    vi.useFakeTimers();
    resizeTo(1440);
    const { result } = renderHook(() => useViewportWidth());
    expect(result.current).toBe(1440);
    act(() => {
      resizeTo(1000);
      vi.advanceTimersByTime(RESIZE_SETTLE_MS - 1);
      resizeTo(700);
      vi.advanceTimersByTime(RESIZE_SETTLE_MS - 1);
    });
    expect(result.current).toBe(1440);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(700);
  });
});
