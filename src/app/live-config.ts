import { createStore } from 'zustand';
import type { CompiledConfig } from '../rules-model/compiled-types';
import type { LiveRulesStatus } from './live-rules';

/** The configuration the page decides with (built-in, or a verified published bundle) and the last check's status. */
export interface LiveConfigState {
  config: CompiledConfig;
  status: LiveRulesStatus;
}

/** One per page: render-app.tsx makes it with the boot's configuration; live-rules.ts replaces the config. */
export function createLiveConfig(config: CompiledConfig, version = 0, revision: string | null = null) {
  return createStore<LiveConfigState>(() => ({
    config,
    status: { version, revision, checkedAt: null, outcome: null, refusal: null, detail: null },
  }));
}

export type LiveConfigStore = ReturnType<typeof createLiveConfig>;
