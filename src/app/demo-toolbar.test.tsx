// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterInteractive } from './demo-toolbar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAfterInteractive (the demo toolbar waits for it)', () => {
  it('turns true at the first key press, not before', () => {
    const { result } = renderHook(() => useAfterInteractive(60_000));
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown'));
    });
    expect(result.current).toBe(true);
  });

  it('turns true after the delay on a quiet page (jsdom has loaded; no idle callback: a timeout)', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterInteractive(5000));
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('unmounted before it fired, it leaves no listener or timer behind', () => {
    vi.useFakeTimers();
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useAfterInteractive(5000));
    unmount();
    expect(remove.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining(['pointerdown', 'keydown', 'focusin']));
    expect(vi.getTimerCount()).toBe(0);
  });
});
