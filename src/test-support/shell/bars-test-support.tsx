import { cleanup } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useBulletin } from '../../api/fullsite-bulletin';
import { readStorage } from '../../decision/browser-inputs';
import { decideOnce } from '../../decision/decide-once';
import { DecisionProvider } from '../../decision/decision-store';
import { useShellState } from '../../decision/shell-state';
import type { Facts } from '../../generated/schema-types';
import type { HttpConfig } from '../../api/http';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../render-shell';
import { repoConfig } from '../repo-config';
import { BarSlots } from '../../shell/bars/bar-slots';

/** Test-only helpers for the bar tests. */

export const NOW = '2026-03-10T12:00:00Z';

/** The embedded backend, clean storage and shell state per test. */
export function setupBarTests() {
  const backend = setupTestBackend();
  beforeEach(() => {
    window.localStorage.clear();
    useShellState.setState({ intents: [], dismissed: [], storageVersion: 0 });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });
  return backend;
}

/**
 * The bars as the app wires them: facts from `base`, localStorage (read again on stored()) and
 * the bulletin answer on the home page (asked through `http`, the test backend's config); the first
 * Decision from storage only, as at first paint.
 */
export async function renderBars(http: HttpConfig, render: (id: string) => ReactNode, base: Facts = {}) {
  const config = repoConfig();
  const facts0: Facts = { now: NOW, site: 'main', path: '/', ...base, storage: readStorage(config) };
  const initial = await decideOnce(config, facts0);
  const heights = Object.fromEntries(Object.values(config.bars).map((b) => [b.id, b.height ?? 0]));
  function Live() {
    const storageVersion = useShellState((s) => s.storageVersion);
    const bulletin = useBulletin(facts0.locale ?? 'en', facts0.path === '/');
    const facts = useMemo<Facts>(() => {
      const f: Facts = { ...facts0, storage: readStorage(config) };
      if (bulletin.data) f.announcement = { content_id: bulletin.data.content_id };
      return f;
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [storageVersion, bulletin.data]);
    return (
      <DecisionProvider config={config} facts={facts} initial={initial} initialFacts={facts0}>
        <BarSlots heights={heights} render={render} />
      </DecisionProvider>
    );
  }
  const result = await renderShell(<Live />, { facts: facts0, http });
  return { ...result, initial, heights };
}

/** The ids of the bar slots on screen, in order. */
export const barIds = (): string[] => [...document.querySelectorAll('[data-bar]')].map((e) => e.getAttribute('data-bar')!);
