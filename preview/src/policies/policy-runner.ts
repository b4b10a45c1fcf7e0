import type { ConfigSource } from '../../../src/config/compile';
import { runVerify, type VerifyEvent } from './verify-run';

/** Starts a verify run; the returned function cancels it (no event arrives after that). */
export interface PolicyRunner {
  run(sources: readonly ConfigSource[], onEvent: (e: VerifyEvent) => void): () => void;
}

/** In-thread, for tests: cancellation takes effect between policies. */
export const inlineRunner: PolicyRunner = {
  run(sources, onEvent) {
    let cancelled = false;
    const emit = (e: VerifyEvent) => {
      if (!cancelled) onEvent(e);
    };
    void runVerify(sources, emit, () => cancelled).catch((err: unknown) => emit({ kind: 'invalid', errors: [String(err)] }));
    return () => {
      cancelled = true;
    };
  },
};

/** A fresh Web Worker per run (verify of every policy is seconds of CPU); cancelling terminates it at once. */
export const workerRunner: PolicyRunner = {
  run(sources, onEvent) {
    const worker = new Worker(new URL('./verify-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (e: MessageEvent<VerifyEvent>) => {
      onEvent(e.data);
      if (e.data.kind === 'done' || e.data.kind === 'invalid') worker.terminate();
    });
    worker.addEventListener('error', (e) => {
      onEvent({ kind: 'invalid', errors: [`verify worker failed: ${e.message}`] });
      worker.terminate();
    });
    worker.postMessage({ sources });
    return () => worker.terminate();
  },
};
