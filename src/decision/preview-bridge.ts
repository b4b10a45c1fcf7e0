import type { CompiledConfig } from '../rules-model/compiled-types';
import type { Facts } from '../generated/schema-types';

/**
 * The preview app (preview/) shows the real site in an iframe and drives it with messages: the
 * compiled configuration and the scenario's facts go in, the frame's location comes out. Only
 * same-origin windows talk (the parent checks its frame, the frame checks its parent). This module
 * is types and a few small functions, loaded with the frame's code; the site's boot and shell import
 * only preview-mark.ts (re-exported here).
 */
export const PREVIEW_PROTOCOL = 1;
export { isPreviewFrame, PREVIEW_FRAME_NAME, PREVIEW_PARAM, previewFacts } from './preview-mark';

/** Parent → frame: render this scenario with this configuration, at this URL. */
export interface ScenarioMessage {
  type: 'meridian-preview:scenario';
  protocol: typeof PREVIEW_PROTOCOL;
  config: CompiledConfig;
  facts: Facts;
  /** Where the frame's router should be: language prefix + path + query (without the preview marker). */
  url: string;
  /** Who the embedded backend answers as for this frame's requests (persona id, site key). */
  backend: { persona: string; site: string };
}

/** Frame → parent: booted and waiting for a scenario (sent again after any full reload of the frame). */
export interface ReadyMessage {
  type: 'meridian-preview:ready';
  protocol: typeof PREVIEW_PROTOCOL;
}

/** Frame → parent: the frame's router moved (a click inside the shell, a redirect the Decision asked for). */
export interface LocationMessage {
  type: 'meridian-preview:location';
  protocol: typeof PREVIEW_PROTOCOL;
  href: string;
}

export type FrameMessage = ReadyMessage | LocationMessage;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A path the frame's router may be sent to: one leading slash and no backslash, whitespace or
 * control character. The URL parser reads `/\host` as `//host` and drops tabs and newlines, so
 * anything looser can name another origin (issue 21 item 3); the preview checks before sending too.
 */
export const isSitePath = (url: string): boolean => /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/.test(url);

function isConfig(v: unknown): v is CompiledConfig {
  return isRecord(v) && v.version === 1 && typeof v.hash === 'string' && isRecord(v.sites) && isRecord(v.rules);
}

export function isScenarioMessage(data: unknown): data is ScenarioMessage {
  return (
    isRecord(data) &&
    data.type === 'meridian-preview:scenario' &&
    data.protocol === PREVIEW_PROTOCOL &&
    isConfig(data.config) &&
    isRecord(data.facts) &&
    typeof data.url === 'string' &&
    isSitePath(data.url) &&
    isRecord(data.backend) &&
    typeof data.backend.persona === 'string' &&
    typeof data.backend.site === 'string'
  );
}

export function isFrameMessage(data: unknown): data is FrameMessage {
  if (!isRecord(data) || data.protocol !== PREVIEW_PROTOCOL) return false;
  return data.type === 'meridian-preview:ready' || (data.type === 'meridian-preview:location' && typeof data.href === 'string');
}

/** Request headers that tell the embedded backend (src/mocks/context.ts) who a frame's visitor is. */
export const BACKEND_HEADERS = { persona: 'x-meridian-persona', site: 'x-meridian-site' } as const;

/**
 * Wraps fetch so this frame's same-origin requests carry its backend identity: frames side by side
 * share one cookie jar, so cookies cannot say which visitor each one is.
 */
export function identifyRequests(
  win: { fetch: typeof fetch; location: { origin: string } },
  who: () => ScenarioMessage['backend'] | null,
): void {
  const original = win.fetch.bind(win);
  win.fetch = (input, init) => {
    const id = who();
    const request = new Request(input, init);
    if (!id || new URL(request.url).origin !== win.location.origin) return original(request);
    request.headers.set(BACKEND_HEADERS.persona, id.persona);
    request.headers.set(BACKEND_HEADERS.site, id.site);
    return original(request);
  };
}
