// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './main-nav';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AfterFirstPaint', () => {
  it('shows a placeholder for the first frame and the content once that frame was painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    render(
      <AfterFirstPaint>
        <p>market panel</p>
      </AfterFirstPaint>,
    );
    expect(screen.queryByText('market panel')).toBeNull();
    expect(screen.getByTestId('panel-pending')).toBeTruthy();
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.queryByText('market panel')).toBeNull(); // the frame itself still shows the placeholder
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('market panel')).toBeTruthy();
    expect(screen.queryByTestId('panel-pending')).toBeNull();
  });

  it('cancels its frame when the menu closes first', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const { unmount } = render(
      <AfterFirstPaint>
        <p>market panel</p>
      </AfterFirstPaint>,
    );
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
