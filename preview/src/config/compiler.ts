import { compile, type ConfigSource } from '../../../src/config/compile';
import type { ConfigError } from '../../../src/config/config-error';
import type { CompiledConfig } from '../../../src/rules-model/compiled-types';

/** What the preview keeps of a compile: plain data, so it can cross from a worker. */
export type CompileOutcome =
  | { ok: true; config: CompiledConfig; warnings: ConfigError[] }
  | { ok: false; errors: ConfigError[]; warnings: ConfigError[] };

/** compile() behind a promise: in a worker in the app, in-thread in tests. */
export interface ConfigCompiler {
  compile(sources: readonly ConfigSource[]): Promise<CompileOutcome>;
}

export function compileOutcome(sources: readonly ConfigSource[]): CompileOutcome {
  const r = compile(sources);
  return r.ok ? { ok: true, config: r.config, warnings: r.warnings } : { ok: false, errors: r.errors, warnings: r.warnings };
}

export const inlineCompiler: ConfigCompiler = { compile: async (sources) => compileOutcome(sources) };

/** Compiles in a Web Worker so typing in the editor never waits for YAML parsing and ajv. */
export function workerCompiler(): ConfigCompiler {
  const worker = new Worker(new URL('./compile-worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, (o: CompileOutcome) => void>();
  let seq = 0;
  worker.addEventListener('message', (e: MessageEvent<{ id: number; outcome: CompileOutcome }>) => {
    pending.get(e.data.id)?.(e.data.outcome);
    pending.delete(e.data.id);
  });
  return {
    compile(sources) {
      const id = ++seq;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ id, sources });
      });
    },
  };
}
