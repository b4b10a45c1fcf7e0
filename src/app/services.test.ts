import { describe, expect, it, vi } from 'vitest';
import { afterLoadIdle } from './services';

function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const listeners: (() => void)[] = [];
  const idleQueue: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: vi.fn((_type: string, fn: () => void) => listeners.push(fn)),
    setTimeout: vi.fn((fn: () => void) => idleQueue.push(fn)),
    requestIdleCallback: idle ? vi.fn((fn: () => void) => idleQueue.push(fn)) : undefined,
  };
  return {
    win: win as unknown as Window,
    raw: win,
    load: () => listeners.forEach((f) => f()),
    idle: () => idleQueue.splice(0).forEach((f) => f()),
  };
}

describe('afterLoadIdle (analytics waits for it)', () => {
  it('runs the work in an idle callback after the load event, not before', () => {
    const w = fakeWindow('loading', true);
    const work = vi.fn();
    afterLoadIdle(work, w.win);
    w.idle();
    expect(work).not.toHaveBeenCalled();
    w.load();
    expect(work).not.toHaveBeenCalled();
    w.idle();
    expect(work).toHaveBeenCalledOnce();
    expect(w.raw.requestIdleCallback).toHaveBeenCalledOnce();
  });

  it('asks for idle at once when the page has loaded, and falls back to a timeout without requestIdleCallback', () => {
    const w = fakeWindow('complete', false);
    const work = vi.fn();
    afterLoadIdle(work, w.win);
    expect(w.raw.addEventListener).not.toHaveBeenCalled();
    w.idle();
    expect(work).toHaveBeenCalledOnce();
    expect(w.raw.setTimeout).toHaveBeenCalledOnce();
  });
});
