import type { ConfigSource } from '../../../src/config/compile';
import { runVerify } from './verify-run';

// One worker per run: a newer run terminates it, which is how a stale run is cancelled mid-policy.
self.addEventListener('message', (e: MessageEvent<{ sources: ConfigSource[] }>) => {
  runVerify(e.data.sources, (event) => self.postMessage(event)).catch((err: unknown) =>
    self.postMessage({ kind: 'invalid', errors: [`verify failed: ${String(err)}`] }),
  );
});
