import { describe, expect, it, vi } from 'vitest';
import { afterInputOrLoadIdle, afterLoadIdle } from './after-load';
/** A delay as the analytics and the demo toolbar use: the first input comes before it. */
const DELAY_MS = 3000;

function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const listeners: { type: string; fn: () => void }[] = [];
  let idleQueue: { id: number; fn: () => void }[] = [];
  let nextId = 1;
  const queue = (fn: () => void) => {
    idleQueue.push({ id: nextId, fn });
    return nextId++;
  };
  const unqueue = (id: number) => {
    idleQueue = idleQueue.filter((q) => q.id !== id);
  };
  const win = {
    document: { readyState },
    addEventListener: vi.fn((type: string, fn: () => void) => listeners.push({ type, fn })),
    removeEventListener: vi.fn((type: string, fn: () => void) => {
      const i = listeners.findIndex((l) => l.type === type && l.fn === fn);
      if (i >= 0) listeners.splice(i, 1);
    }),
    setTimeout: vi.fn(queue),
    clearTimeout: vi.fn(unqueue),
    requestIdleCallback: idle ? vi.fn(queue) : undefined,
    cancelIdleCallback: idle ? vi.fn(unqueue) : undefined,
  };
  const fire = (type: string) => listeners.filter((l) => l.type === type).forEach((l) => l.fn());
  return {
    win: win as unknown as Window,
    raw: win,
    listeners,
    load: () => fire('load'),
    fire,
    idle: () => idleQueue.splice(0).forEach((q) => q.fn()),
    pending: () => idleQueue.length,
  };
}

describe('afterLoadIdle (the trusted keys wait for it)', () => {
  it('runs the work in an idle callback after the load event, not before', () => {
    const w = fakeWindow('loading', true);
    const work = vi.fn();
    afterLoadIdle(work, 0, w.win);
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
    afterLoadIdle(work, 0, w.win);
    expect(w.raw.addEventListener).not.toHaveBeenCalled();
    w.idle();
    expect(work).toHaveBeenCalledOnce();
    expect(w.raw.setTimeout).toHaveBeenCalledOnce();
  });
});

describe('afterInputOrLoadIdle (analytics and the demo toolbar wait for it)', () => {
  it('runs the work at the first input, once, and stops listening', () => {
    const w = fakeWindow('loading', true);
    const work = vi.fn();
    afterInputOrLoadIdle(work, DELAY_MS, w.win);
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

describe('cancelling', () => {
  it('before the load event, removes the load listener and never runs the work', () => {
    const w = fakeWindow('loading', true);
    const work = vi.fn();
    afterLoadIdle(work, 5000, w.win)();
    expect(w.listeners).toEqual([]);
    w.load();
    w.idle();
    expect(work).not.toHaveBeenCalled();
  });

  it('during the delay, and during the idle wait, clears the pending timer or idle callback', () => {
    for (const step of [0, 1]) {
      const w = fakeWindow('complete', true);
      const work = vi.fn();
      const cancel = afterLoadIdle(work, 5000, w.win);
      for (let i = 0; i < step; i++) w.idle();
      expect(w.pending()).toBe(1);
      cancel();
      expect(w.pending()).toBe(0);
      w.idle();
      expect(work).not.toHaveBeenCalled();
    }
  });

  it('afterInputOrLoadIdle stops listening for input and stops the idle wait', () => {
    const w = fakeWindow('complete', true);
    const work = vi.fn();
    afterInputOrLoadIdle(work, 5000, w.win)();
    expect(w.listeners).toEqual([]);
    expect(w.pending()).toBe(0);
    w.fire('keydown');
    expect(work).not.toHaveBeenCalled();
  });

  it('after an input ran the work, the load wait is gone too', () => {
    const w = fakeWindow('complete', true);
    const work = vi.fn();
    afterInputOrLoadIdle(work, 5000, w.win);
    w.fire('focusin');
    expect(w.pending()).toBe(0);
    expect(work).toHaveBeenCalledOnce();
  });
});
