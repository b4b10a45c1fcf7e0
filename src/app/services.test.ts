import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_DELAY_MS, afterInputOrLoadIdle, afterLoadIdle } from './services';

function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const listeners: { type: string; fn: () => void }[] = [];
  const idleQueue: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: vi.fn((type: string, fn: () => void) => listeners.push({ type, fn })),
    removeEventListener: vi.fn((type: string, fn: () => void) => {
      const i = listeners.findIndex((l) => l.type === type && l.fn === fn);
      if (i >= 0) listeners.splice(i, 1);
    }),
    setTimeout: vi.fn((fn: () => void) => idleQueue.push(fn)),
    requestIdleCallback: idle ? vi.fn((fn: () => void) => idleQueue.push(fn)) : undefined,
  };
  const fire = (type: string) => listeners.filter((l) => l.type === type).forEach((l) => l.fn());
  return {
    win: win as unknown as Window,
    raw: win,
    listeners,
    load: () => fire('load'),
    fire,
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

describe('afterInputOrLoadIdle (analytics waits for it)', () => {
  it('runs the work at the first input, once, and stops listening', () => {
    const w = fakeWindow('loading', true);
    const work = vi.fn();
    afterInputOrLoadIdle(work, ANALYTICS_DELAY_MS, w.win);
    expect(work).not.toHaveBeenCalled();
    w.fire('pointerdown');
    expect(work).toHaveBeenCalledOnce();
    w.fire('keydown');
    w.load();
    w.idle();
    w.idle();
    expect(work).toHaveBeenCalledOnce();
    expect(w.listeners.filter((l) => l.type !== 'load')).toEqual([]);
  });

  it('without input, waits for the load event, then the delay, then idle', () => {
    const w = fakeWindow('loading', true);
    const work = vi.fn();
    afterInputOrLoadIdle(work, 5000, w.win);
    w.idle();
    expect(work).not.toHaveBeenCalled();
    w.load();
    expect(w.raw.setTimeout).toHaveBeenCalledWith(expect.any(Function), 5000);
    expect(w.raw.requestIdleCallback).not.toHaveBeenCalled();
    w.idle(); // the delay
    expect(work).not.toHaveBeenCalled();
    w.idle(); // the idle callback
    expect(work).toHaveBeenCalledOnce();
    w.fire('pointermove');
    expect(work).toHaveBeenCalledOnce();
  });
});
