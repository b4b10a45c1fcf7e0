import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ConfigSource } from '../../../src/config/compile';
import type { ConfigError } from '../../../src/config/config-error';
import type { CompiledConfig } from '../../../src/rules-model/compiled-types';
import type { ConfigCompiler, CompileOutcome } from './compiler';

export interface ConfigState {
  /** The files as bundled, by path. */
  bundled: Record<string, string>;
  /** Files edited in the preview, by path (only those that differ from the bundled text). */
  edits: Record<string, string>;
  /** Compiled from the bundled files: the "before" of every edit. */
  base: CompiledConfig | null;
  /** The last configuration that compiled: the Decision and the frame use it. */
  config: CompiledConfig | null;
  /** Problems of the latest compile; with errors, `config` stays the last valid one. */
  errors: ConfigError[];
  warnings: ConfigError[];
  compiling: boolean;
  edit(file: string, text: string): void;
  revert(file: string): void;
  revertAll(): void;
}

export type ConfigStore = StoreApi<ConfigState>;

/** Bundled files with the edits applied: what the next compile reads. */
export function editedSources(bundled: Record<string, string>, edits: Record<string, string>): ConfigSource[] {
  return Object.keys(bundled)
    .sort()
    .map((file) => ({ file, text: edits[file] ?? bundled[file]! }));
}

/**
 * The configuration being previewed: the bundled files, the edits on top, and the last edit state
 * that compiled. An invalid edit reports its errors and never replaces the last valid config.
 * Compiles run one at a time; edits made meanwhile are compiled together afterwards.
 */
export function createConfigStore(
  compiler: ConfigCompiler,
  sources: readonly ConfigSource[],
  initialEdits: Record<string, string> = {},
): ConfigStore {
  const bundled = Object.fromEntries(sources.map((s) => [s.file, s.text]));
  const edits = Object.fromEntries(Object.entries(initialEdits).filter(([f, t]) => f in bundled && bundled[f] !== t));
  let running = false;
  let again = false;
  let recompile: () => Promise<void> = async () => undefined;

  const store = createStore<ConfigState>()((set, get) => {
    const apply = (o: CompileOutcome) =>
      set(o.ok ? { config: o.config, errors: [], warnings: o.warnings } : { errors: o.errors, warnings: o.warnings });
    recompile = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      set({ compiling: true });
      try {
        do {
          again = false;
          apply(await compiler.compile(editedSources(get().bundled, get().edits)));
        } while (again);
      } finally {
        running = false;
        set({ compiling: false });
      }
    };
    const setEdits = (next: Record<string, string>) => {
      set({ edits: next });
      void recompile();
    };
    return {
      bundled,
      edits,
      base: null,
      config: null,
      errors: [],
      warnings: [],
      compiling: true,
      edit(file, text) {
        if (!(file in get().bundled)) return;
        const next = { ...get().edits };
        if (text === get().bundled[file]) delete next[file];
        else next[file] = text;
        setEdits(next);
      },
      revert(file) {
        const next = { ...get().edits };
        delete next[file];
        setEdits(next);
      },
      revertAll: () => setEdits({}),
    };
  });

  // The bundled files first (the "before" of every edit), then any edits restored from storage.
  running = true;
  void compiler.compile(sources).then((o) => {
    running = false;
    store.setState(
      o.ok
        ? { base: o.config, config: o.config, errors: [], warnings: o.warnings, compiling: false }
        : { errors: o.errors, warnings: o.warnings, compiling: false },
    );
    if (again || Object.keys(store.getState().edits).length) void recompile();
  });
  return store;
}
