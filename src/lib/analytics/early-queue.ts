/**
 * The sink the DOM listener feeds from the first render, before the collector's chunk is in
 * (it loads when the page is idle after load, `src/app/services.ts`). Events raised meanwhile
 * keep their time and path and reach the collector in the order they were raised.
 */
import type { CollectAt, CollectParams } from './collect';
import type { CollectSink } from './dom-listener';

export interface QueueTarget {
  track(name: string, params: CollectParams, at: CollectAt): void;
}

export interface EarlyQueue extends CollectSink {
  /** Sends what is queued to `target`, in order, then forwards every later event at once. */
  attach(target: QueueTarget): void;
  /** Number of events waiting for a target. */
  size(): number;
}

export function createEarlyQueue(
  now: () => number = Date.now,
  path: () => string = () => (typeof location === 'undefined' ? '' : location.pathname),
): EarlyQueue {
  let waiting: { name: string; params: CollectParams; at: CollectAt }[] = [];
  let target: QueueTarget | undefined;
  return {
    track(name, params = {}) {
      const at = { ts: now(), path: path() };
      if (target) target.track(name, params, at);
      else waiting.push({ name, params, at });
    },
    attach(t) {
      target = t;
      const queued = waiting;
      waiting = [];
      for (const e of queued) t.track(e.name, e.params, e.at);
    },
    size: () => waiting.length,
  };
}
