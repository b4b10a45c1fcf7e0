import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http } from 'msw';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from '../../lib/router/router';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { COMPLIANCE_CHECK_PATH } from '../../api/compliance-check-call';
import { readCookies, readStorage } from '../../decision/browser-inputs';
import { decideOnce } from '../../decision/decide-once';
import { DecisionProvider } from '../../decision/decision-store';
import { useShellState } from '../../decision/shell-state';
import type { Compliance, Facts } from '../../generated/schema-types';
import { ok } from '../../mocks/context';
import { anyOrigin } from '../../mocks/data/store';
import type { HttpConfig } from '../../api/http';
import type { CompiledConfig } from '../../rules-model/compiled-types';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../render-shell';
import { repoConfig } from '../repo-config';
import { DialogHost, type DialogHostProps } from '../../shell/dialogs/dialog-host';
import { resetDroppedWarnings } from '../../shell/ui/safe-link.utils';

/** Test-only helpers for the dialog tests. */

export const NOW = '2026-03-10T12:00:00Z';
export const NOW_MS = Date.parse(NOW);
/** The main site's `anti` list (sites/main.yaml). */
export const MAIN_HOSTS = [
  'www.meridian.example',
  'meridian.example',
  'static.meridian.example',
  'tr.meridian.example',
  'mt.meridian.example',
  'eu.meridian.example',
];

export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
export const location = (): string => document.querySelector('[data-testid="location"]')?.textContent ?? '';

function clearBrowser(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
}

/**
 * The embedded backend, a clock fixed at NOW (Date only: timers stay real for MUI and findBy),
 * clean cookies, storage and shell state, and a console.warn spy per test.
 */
export function setupDialogTests() {
  const backend = setupTestBackend();
  const spies: { warn: MockInstance<typeof console.warn> } = { warn: vi.fn() };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
    clearBrowser();
    useShellState.setState({ intents: [], dismissed: [], storageVersion: 0 });
    resetDroppedWarnings();
    spies.warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    clearBrowser();
    delete (window as { __xss?: unknown }).__xss;
  });
  /** The compliance check answers `compliance`; returns facts carrying the same answer. */
  const answerCompliance = (compliance: Compliance): Facts['compliance'] => {
    backend.server.use(http.get(anyOrigin(COMPLIANCE_CHECK_PATH), () => ok(compliance)));
    return compliance;
  };
  return { backend, spies, answerCompliance };
}

/**
 * A DecisionProvider whose facts follow the shell state as ShellRoot's do: intents and dismissals,
 * and cookies and storage read again whenever stored() announces a write.
 */
async function liveDecision(base: Facts, config: CompiledConfig = repoConfig()) {
  const browser = (): Facts => ({ cookies: { ...base.cookies, ...readCookies() }, storage: { ...base.storage, ...readStorage(config) } });
  const initialFacts: Facts = { now: NOW, ...base, ...browser() };
  const initial = await decideOnce(config, initialFacts);
  return function LiveDecision({ children }: { children: ReactNode }) {
    const { intents, dismissed, storageVersion } = useShellState();
    const facts = useMemo<Facts>(
      () => ({
        now: NOW,
        ...base,
        ...browser(),
        ...(intents.length ? { intents } : {}),
        ...(dismissed.length ? { dismissed } : {}),
      }),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- storageVersion: storage is read again after a write
      [intents, dismissed, storageVersion],
    );
    return (
      <DecisionProvider config={config} facts={facts} initial={initial} initialFacts={initialFacts}>
        {children}
      </DecisionProvider>
    );
  };
}

export interface RenderDialogsOptions {
  /** The test backend's config (`backend.http`): where the dialogs' calls go. */
  http: HttpConfig;
  facts?: Facts;
  path?: string;
  host?: Partial<DialogHostProps>;
  /** Rendered beside the host, inside the live Decision (a trigger to focus, a button that asks for a dialog). */
  extra?: ReactNode;
  /** The configuration the live Decision is decided with; the repository's when absent. */
  config?: CompiledConfig;
}

/** <DialogHost> under the real providers and a live Decision for `facts`, with a location probe. */
export async function renderDialogs(opts: RenderDialogsOptions) {
  const facts: Facts = { now: NOW, ...opts.facts };
  const Live = await liveDecision(facts, opts.config);
  const openUrl = vi.fn<(href: string) => void>();
  const result = await renderShell(
    <>
      <Live>
        {opts.extra}
        <DialogHost allowedHosts={MAIN_HOSTS} openUrl={openUrl} {...opts.host} />
      </Live>
      <LocationProbe />
    </>,
    { facts, path: opts.path, http: opts.http },
  );
  return { ...result, openUrl };
}

export const shell = () => useShellState.getState();
