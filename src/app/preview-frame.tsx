import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useNavigate } from '../lib/router/router';
import { decideOnce } from '../decision/decide-once';
import {
  identifyRequests,
  isScenarioMessage,
  PREVIEW_FRAME_NAME,
  PREVIEW_PROTOCOL,
  previewFacts,
  type FrameMessage,
  type ScenarioMessage,
} from '../decision/preview-bridge';
import { useShellState } from '../decision/shell-state';
import { findSite } from '../engine/normalize-facts';
import type { Decision, Facts } from '../generated/schema-types';
import { AppErrorBoundary } from '../shell/pages/error-boundary';
import { createI18n, loadLanguage } from '../lib/i18n';
import { BaseProviders, createQueryClient } from './providers';
import { ShellRoot } from './shell-root';

/**
 * The site as the preview app's frame: the configuration and the facts come from the parent
 * window (same origin only), so the same components and the same decide render the scenario.
 * Loaded lazily by main.ts, in the demo build only.
 */
const post = (msg: FrameMessage) => window.parent.postMessage(msg, window.location.origin);

/** Who the embedded backend answers as, from the latest scenario. */
let backend: ScenarioMessage['backend'] | null = null;

function fromParent(e: MessageEvent): ScenarioMessage | null {
  const m = e.source === window.parent && e.origin === window.location.origin && isScenarioMessage(e.data) ? e.data : null;
  if (m) backend = m.backend;
  return m;
}

/** The scenario's site, its first Decision, and the facts that Decision came from. */
interface Mounted {
  key: string;
  message: ScenarioMessage;
  site: string;
  initial: Decision;
  initialFacts: Facts;
}

async function mount(message: ScenarioMessage): Promise<Mounted> {
  const site = findSite(message.config, message.facts.site).key;
  const { intents, dismissed } = useShellState.getState();
  const initialFacts = previewFacts(message.facts, { intents, dismissed });
  const initial = await decideOnce(message.config, initialFacts);
  return { key: `${message.config.hash}|${site}`, message, site, initial, initialFacts };
}

/** Follows the scenario's URL when the parent changes it, and reports where the frame's router is. */
function FollowScenario({ url }: { url: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const applied = useRef(url);
  useEffect(() => {
    if (url === applied.current) return;
    applied.current = url;
    navigate(url, { replace: true });
  }, [url, navigate]);
  useEffect(() => {
    post({ type: 'meridian-preview:location', protocol: PREVIEW_PROTOCOL, href: `${location.pathname}${location.search}` });
  }, [location.pathname, location.search]);
  return null;
}

function PreviewFrameRoot({ first }: { first: Mounted }) {
  const [mounted, setMounted] = useState(first);
  const [latest, setLatest] = useState(first.message);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const m = fromParent(e);
      if (m) setLatest(m);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  // A new configuration or site needs a new DecisionProvider (it decides with the config it was made with).
  const needsRemount = latest.config.hash !== mounted.message.config.hash || findSiteKey(latest) !== mounted.site;
  useEffect(() => {
    if (!needsRemount) return undefined;
    let live = true;
    mount(latest).then(
      (m) => {
        if (live) setMounted(m);
      },
      (e: unknown) => console.error('preview: cannot render this scenario', e),
    );
    return () => {
      live = false;
    };
  }, [latest, needsRemount]);
  const facts = needsRemount ? mounted.message.facts : latest.facts;
  return (
    <>
      <FollowScenario url={latest.url} />
      <ShellRoot
        key={mounted.key}
        config={mounted.message.config}
        site={mounted.site}
        initial={mounted.initial}
        initialFacts={mounted.initialFacts}
        demo={false}
        factsOverride={facts}
      />
    </>
  );
}

function findSiteKey(m: ScenarioMessage): string | null {
  try {
    return findSite(m.config, m.facts.site).key;
  } catch {
    return null;
  }
}

/** Resolves with the parent's first scenario; says `ready` (again after any reload of the frame). */
function firstScenario(): Promise<ScenarioMessage> {
  return new Promise((resolve) => {
    const onMessage = (e: MessageEvent) => {
      const m = fromParent(e);
      if (!m) return;
      window.removeEventListener('message', onMessage);
      resolve(m);
    };
    window.addEventListener('message', onMessage);
    post({ type: 'meridian-preview:ready', protocol: PREVIEW_PROTOCOL });
  });
}

async function render(first: Mounted, i18n: I18n): Promise<void> {
  await loadLanguage(i18n, first.initial.locale.tag);
  document.documentElement.lang = first.initial.locale.tag;
  document.documentElement.dir = first.initial.locale.dir;
  const t = i18n.t.bind(i18n);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppErrorBoundary title={t('app.error.title')} text={t('app.error.text')} refresh={t('app.error.refresh')}>
        <BaseProviders i18n={i18n} queryClient={createQueryClient()}>
          <BrowserRouter>
            <PreviewFrameRoot first={first} />
          </BrowserRouter>
        </BaseProviders>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

/** Boots the site as the preview's frame: waits for the parent's scenario, then renders it. */
export async function bootPreviewFrame(): Promise<void> {
  // The name survives navigations inside the frame, so a full reload stays in preview mode.
  window.name = PREVIEW_FRAME_NAME;
  identifyRequests(window, () => backend);
  const message = await firstScenario();
  window.history.replaceState(null, '', message.url);
  await render(await mount(message), createI18n());
}
