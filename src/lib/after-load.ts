/** Undoes a scheduled piece of work that has not run yet; a no-op once it ran. */
export type Cancel = () => void;

/** A visitor's first input: pointer, key, touch or focus. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `work` once the page has loaded, `delayMs` later, and the main thread is idle (a timeout
 * where requestIdleCallback is missing). Returns a cancel that stops whichever wait is pending.
 */
export function afterLoadIdle(work: () => void, delayMs = 0, win: Window = window): Cancel {
  let cancelled = false;
  let undo: () => void = () => undefined;
  const idle = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(() => work(), { timeout: 2000 });
      undo = () => win.cancelIdleCallback?.(id);
    } else {
      const id = win.setTimeout(work, 0);
      undo = () => win.clearTimeout(id);
    }
  };
  const later = () => {
    if (delayMs <= 0) return idle();
    const id = win.setTimeout(idle, delayMs);
    undo = () => win.clearTimeout(id);
  };
  if (win.document.readyState === 'complete') later();
  else {
    win.addEventListener('load', later, { once: true });
    undo = () => win.removeEventListener('load', later);
  }
  return () => {
    cancelled = true;
    undo();
  };
}

/**
 * Runs `work` once: at the visitor's first input (`INPUT_EVENTS`), or `delayMs` after the load event
 * when the main thread is idle, whichever comes first. Returns a cancel for both waits.
 */
export function afterInputOrLoadIdle(work: () => void, delayMs: number, win: Window = window): Cancel {
  let done = false;
  const stop = () => {
    done = true;
    for (const e of INPUT_EVENTS) win.removeEventListener(e, run, { capture: true });
    cancelIdle();
  };
  function run() {
    if (done) return;
    stop();
    work();
  }
  for (const e of INPUT_EVENTS) win.addEventListener(e, run, { once: true, passive: true, capture: true });
  const cancelIdle = afterLoadIdle(run, delayMs, win);
  return stop;
}
