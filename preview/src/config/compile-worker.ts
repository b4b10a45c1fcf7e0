import type { ConfigSource } from '../../../src/config/compile';
import { compileOutcome, type CompileOutcome } from './compiler';

// A dedicated worker: `self` is the worker scope (typed here through the DOM lib's Window).
self.addEventListener('message', (e: MessageEvent<{ id: number; sources: ConfigSource[] }>) => {
  let outcome: CompileOutcome;
  try {
    outcome = compileOutcome(e.data.sources);
  } catch (err) {
    outcome = {
      ok: false,
      warnings: [],
      errors: [{ file: '(compile)', line: 1, col: 1, path: '', message: String(err), severity: 'error', check: 'semantic' }],
    };
  }
  self.postMessage({ id: e.data.id, outcome });
});
