// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintHeld, holdFirstPaint, releaseFirstPaint } from './first-paint-gate';

afterEach(() => {
  releaseFirstPaint();
  vi.useRealTimers();
});

describe('first paint gate', () => {
  it('does nothing when there is no reason to hold', () => {
    const root = document.createElement('div');
    expect(holdFirstPaint(root, false)).toBe(false);
    expect(root.style.visibility).toBe('');
    expect(firstPaintHeld()).toBe(false);
  });

  it('hides the page until the answers settle', () => {
    const root = document.createElement('div');
    expect(holdFirstPaint(root, true)).toBe(true);
    expect(root.style.visibility).toBe('hidden');
    expect(firstPaintHeld()).toBe(true);
    releaseFirstPaint();
    expect(root.style.visibility).toBe('');
    expect(firstPaintHeld()).toBe(false);
  });

  it('shows the page after the hold time even if the answers never come', () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    holdFirstPaint(root, true, 1000);
    vi.advanceTimersByTime(999);
    expect(root.style.visibility).toBe('hidden');
    vi.advanceTimersByTime(1);
    expect(root.style.visibility).toBe('');
  });
});
